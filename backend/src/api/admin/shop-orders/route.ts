import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_ORDER_FIELDS, toShopOrder, type StoredShopOrder } from "../../../lib/checkout/shop-orders"
import { listParams } from "../shop-products/validators"

/**
 * GET /admin/shop-orders?limit=&offset= — every order, newest first, with the customer, delivery
 * address, items, totals, its stage (`status`: placed, approved, shipped, delivered or canceled)
 * and `life` (@chaka/rules orderLife: the dates, courier, tracking number): `{ orders, count,
 * limit, offset }`. A canceled order is listed; an order an admin deleted is hidden (Medusa's
 * soft delete, which Query leaves out).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { limit, offset } = listParams(req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "order",
    fields: SHOP_ORDER_FIELDS,
    filters: { is_draft_order: false },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC", id: "DESC" } },
  })
  const orders = (data as unknown as StoredShopOrder[]).map(toShopOrder)
  res.json({ orders, count: metadata?.count ?? orders.length, limit, offset })
}
