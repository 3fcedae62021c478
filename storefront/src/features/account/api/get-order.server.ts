import type { HttpTypes } from "@medusajs/types"
import { storeGet } from "../../../lib/medusa"
import { readProductTitles } from "../../session/api/product-titles"
import { ORDER_DETAIL_FIELDS, toOrderDetails, type OrderDetails } from "./get-order"
import { productIdsOf } from "./get-orders"

/** The order as its page's loader reads it on the server, with the shopper's session (lib/page-data.server.ts). */
export async function readMyOrder(id: string): Promise<OrderDetails> {
  const { order } = await storeGet<{ order: HttpTypes.StoreOrder }>(`/store/orders/${encodeURIComponent(id)}`, { fields: ORDER_DETAIL_FIELDS })
  return toOrderDetails(order, await readProductTitles(productIdsOf([order])))
}
