import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_ORDER_FIELDS, toShopOrder, type StoredShopOrder } from "../../../../lib/checkout/shop-orders"

/**
 * How many of the newest live orders are looked through. The approval is kept in the order's
 * metadata, which Query cannot filter on; an order still waiting is a recent one.
 */
export const AWAITING_APPROVAL_SCAN = 500

/**
 * GET /admin/shop-orders/awaiting-approval — the orders at the "placed" stage (not approved,
 * shipped or canceled: @chaka/rules orderLife), oldest first, among the newest
 * AWAITING_APPROVAL_SCAN live orders: `{ orders: [{ id, display_id, created_at, customer,
 * total }], count }`. The dashboard's order list shows it above the list.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: SHOP_ORDER_FIELDS,
    filters: { is_draft_order: false, canceled_at: null },
    pagination: { skip: 0, take: AWAITING_APPROVAL_SCAN, order: { created_at: "DESC", id: "DESC" } },
  })
  const orders = (data as unknown as StoredShopOrder[])
    .map(toShopOrder)
    .filter((order) => order.status === "placed")
    .reverse()
    .map(({ id, display_id, created_at, customer, total }) => ({ id, display_id, created_at, customer, total }))
  res.json({ orders, count: orders.length })
}
