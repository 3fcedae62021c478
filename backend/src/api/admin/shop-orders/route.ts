import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, OrderStatus } from "@medusajs/framework/utils"
import { SHOP_ORDER_FIELDS, type StoredShopOrder } from "../../../lib/checkout/shop-orders"
import { isApproved } from "../../../lib/checkout/order-approval"
import { listParams } from "../shop-products/validators"

const fullName = (person?: { first_name: string | null; last_name: string | null } | null) =>
  [person?.first_name, person?.last_name].filter(Boolean).join(" ") || null

/** An order as the admin's "manage orders" screen shows it (spec: Order). Amounts in taka. */
function toShopOrder(order: StoredShopOrder) {
  const address = order.shipping_address
  return {
    id: order.id,
    display_id: order.display_id,
    created_at: order.created_at,
    status: isApproved(order) ? ("Approved" as const) : ("pending" as const),
    approved_at: (order.metadata?.approved_at as string | undefined) ?? null,
    customer: {
      name: fullName(order.customer) ?? fullName(address),
      email: order.customer?.email ?? order.email,
    },
    shipping_address: address
      ? {
          name: fullName(address),
          division: address.province,
          district: address.city,
          thana: address.address_2,
          road: address.address_1,
          phone: address.phone,
        }
      : null,
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      product_id: item.product_id,
      title: item.product_title ?? item.title,
      thumbnail: item.thumbnail,
      quantity: Number(item.quantity),
      unit_price: Number(item.unit_price),
    })),
    currency_code: order.currency_code,
    item_subtotal: Number(order.item_subtotal),
    shipping_total: Number(order.shipping_total),
    total: Number(order.total),
  }
}

/**
 * GET /admin/shop-orders?limit=&offset= — every order but canceled (and deleted) ones, newest
 * first, with the customer, delivery address, items, totals and the spec's status ("pending"
 * until approved, then "Approved"): `{ orders, count, limit, offset }`.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { limit, offset } = listParams(req.query)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "order",
    fields: SHOP_ORDER_FIELDS,
    filters: { status: { $ne: OrderStatus.CANCELED }, is_draft_order: false },
    pagination: { skip: offset, take: limit, order: { created_at: "DESC", id: "DESC" } },
  })
  const orders = (data as unknown as StoredShopOrder[]).map(toShopOrder)
  res.json({ orders, count: metadata?.count ?? orders.length, limit, offset })
}
