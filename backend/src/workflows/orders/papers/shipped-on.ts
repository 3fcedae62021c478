import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { dhakaDay } from "../../stats/rules/dhaka-days"
import { SHOP_ORDER_FIELDS, toShopOrder, type ShopOrder, type StoredShopOrder } from "../rules/shop-orders"

/*
 * The orders handed to a courier on one day in Dhaka (Asia/Dhaka, UTC+6 all year): their parcel's
 * shipped date falls in that day and the order is not canceled. Delivered since then counts: the
 * parcel left that day. Oldest shipment first, as the parcels were handed over.
 */

const shippedAt = (order: ShopOrder) => order.life.steps.find((step) => step.stage === "shipped")?.at ?? null

export async function ordersShippedOn(container: MedusaContainer, date: string): Promise<ShopOrder[]> {
  const { from, to } = dhakaDay(date)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // Fulfillments live in another module than orders: find the day's parcels, then their orders.
  const { data: parcels } = await query.graph({
    entity: "fulfillment",
    fields: ["id", "order.id"],
    filters: { shipped_at: { $gte: from, $lt: to } },
  })
  const ids = [...new Set((parcels as { order?: { id?: string } | null }[]).map((parcel) => parcel.order?.id).filter((id): id is string => Boolean(id)))]
  if (ids.length === 0) return []
  const { data } = await query.graph({ entity: "order", fields: SHOP_ORDER_FIELDS, filters: { id: ids, is_draft_order: false } })
  return (data as unknown as StoredShopOrder[])
    .map(toShopOrder)
    .filter((order) => {
      const at = shippedAt(order)
      return order.status !== "canceled" && at !== null && new Date(at) >= from && new Date(at) < to
    })
    .sort((a, b) => String(shippedAt(a)).localeCompare(String(shippedAt(b))) || a.display_id - b.display_id)
}
