import type { MiddlewareRoute } from "@medusajs/framework/http"
import { announceSalesChannelMoves } from "../../../workflows/catalogue/rules/sales-channel-moves"

/** Medusa's sales channels: products moved in or out are announced, so the catalogue index follows. */
export const adminSalesChannelsMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/admin/sales-channels/:id/products", middlewares: [announceSalesChannelMoves] },
]
