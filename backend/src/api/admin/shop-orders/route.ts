import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queryShopOrderList } from "../../../workflows/orders/list/shop-order-list"
import type { ShopOrderListQuery } from "./validators"

/**
 * GET /admin/shop-orders?stage=&payment=&q=&limit=&offset= — the orders, newest first, with the
 * customer, delivery address, items, totals, payment, stage (`status`: placed, approved, shipped,
 * delivered or canceled) and `life` (@chaka/rules orderLife: the dates, courier, tracking
 * number). Filtered by stage and payment (cod, bkash) and searched by order number, phone (any
 * spelling) or name/email (any case): `{ orders, count, limit, offset, counts }`, where `counts`
 * are the orders waiting for the owner (`to_approve`, `to_ship`, `to_deliver`) whatever the
 * filters. A canceled order is listed; an order an admin deleted is hidden.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { stage, payment, q, limit, offset } = req.validatedQuery as ShopOrderListQuery
  const { orders, count, counts } = await queryShopOrderList(req.scope, { stage, payment, q }, { limit, offset })
  res.json({ orders, count, limit, offset, counts })
}
