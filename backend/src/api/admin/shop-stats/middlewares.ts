import type { MiddlewareRoute } from "@medusajs/framework/http"
import { forgets } from "@chaka/kit"
import { neverKept } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { validateQuery } from "../../../lib/http/validate-query"
import { ShopStatsQuery, ShopStatsSettings } from "../../../workflows/stats/validators"

/**
 * The day's numbers: admin reads (Medusa authenticates every /admin route as an admin user),
 * never kept; the low-stock threshold shows nowhere public.
 */
export const adminShopStatsMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/shop-stats", middlewares: [validateQuery(ShopStatsQuery), neverKept] },
  { method: ["GET"], matcher: "/admin/shop-stats/settings", middlewares: [neverKept] },
  { method: ["POST"], matcher: "/admin/shop-stats/settings", middlewares: [validateBody(ShopStatsSettings), forgets([])] },
]
