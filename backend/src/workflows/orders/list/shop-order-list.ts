import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID, type OrderStage } from "@chaka/rules"
import type { Knex } from "knex"
import { SHOP_ORDER_FIELDS, toShopOrder, type ShopOrder, type StoredShopOrder } from "../rules/shop-orders"

/*
 * The admin's order list (GET /admin/shop-orders): which orders match the stage, payment and
 * search, and how many wait for the owner. The stage is @chaka/rules' orderLife written in SQL
 * over the same Medusa data (the order's canceled_at/status and metadata.approved_at, its live
 * fulfillments' shipped_at and delivered_at), so a list of tens of thousands of orders is
 * filtered, counted and paged by PostgreSQL; only the page's orders are then read with Query
 * and shaped by toShopOrder (whose stage is orderLife's own).
 */

export const ORDER_STAGES = ["placed", "approved", "shipped", "delivered", "canceled"] as const satisfies readonly OrderStage[]
export const ORDER_PAYMENTS = ["cod", "bkash"] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENTS)[number]

export type ShopOrderListFilters = {
  stage?: OrderStage
  payment?: OrderPaymentMethod
  /** An order number (#12 or 12), a phone in any spelling, or part of a name or email. */
  q?: string
}

/** The orders waiting for the owner: placed (to approve), approved (to ship), shipped (to mark delivered). */
export type WaitingCounts = { to_approve: number; to_ship: number; to_deliver: number }

/** orderLife's stage of order `o`, with `parcel` its live parcels (a delivered parcel was shipped, even without its shipped_at). */
const STAGE_SQL = `case
  when o.canceled_at is not null or o.status = 'canceled' then 'canceled'
  when parcel.delivered then 'delivered'
  when parcel.shipped then 'shipped'
  when jsonb_typeof(o.metadata -> 'approved_at') = 'string' and btrim(o.metadata ->> 'approved_at') <> '' then 'approved'
  else 'placed' end`

/** Per order, whether a live (not canceled, not deleted) parcel was delivered, or shipped: one pass over the parcels. */
const parcels = (pg: Knex) =>
  pg
    .from({ ofl: "order_fulfillment" })
    .join({ f: "fulfillment" }, "f.id", "ofl.fulfillment_id")
    .whereNull("ofl.deleted_at")
    .whereNull("f.deleted_at")
    .whereNull("f.canceled_at")
    .groupBy("ofl.order_id")
    .select(
      "ofl.order_id",
      pg.raw("bool_or(f.delivered_at is not null) as delivered"),
      pg.raw("bool_or(f.shipped_at is not null or f.delivered_at is not null) as shipped")
    )
    .as("parcel")

/** The orders with a bKash payment (any other is cash on delivery, as the order's shape says). */
const paidByBkash = (pg: Knex) =>
  pg
    .from({ opc: "order_payment_collection" })
    .join({ p: "payment" }, "p.payment_collection_id", "opc.payment_collection_id")
    .whereNull("opc.deleted_at")
    .whereNull("p.deleted_at")
    .where("p.provider_id", BKASH_PAYMENT_PROVIDER_ID)
    .distinct("opc.order_id")
    .as("bkash")

/** `text` for LIKE, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The digits a phone search looks for: without +88/88 and the leading 0, so every spelling meets every other. */
export function phoneDigits(q: string): string | null {
  const digits = q.replace(/[\s\-().+]/g, "")
  if (!/^\d+$/.test(digits)) return null
  const core = digits.replace(/^(?:88)?0?/, "")
  return core.length >= 6 ? core : null
}

/** The order number a search names ("12", "#12"), when it names one. */
export function orderNumber(q: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(q)
  return match ? Number(match[1]) : null
}

/**
 * The live orders (not drafts, not deleted) as `o`, with their customer `c`, delivery address `a`,
 * parcels `parcel` and bKash payment `bkash` (PostgreSQL leaves out the joins a query does not use).
 */
function liveOrders(pg: Knex) {
  return pg
    .from({ o: "order" })
    .leftJoin({ c: "customer" }, "c.id", "o.customer_id")
    .leftJoin({ a: "order_address" }, "a.id", "o.shipping_address_id")
    .leftJoin(parcels(pg), "parcel.order_id", "o.id")
    .leftJoin(paidByBkash(pg), "bkash.order_id", "o.id")
    .where("o.is_draft_order", false)
    .whereNull("o.deleted_at")
}

function matching(pg: Knex, { stage, payment, q }: ShopOrderListFilters) {
  const rows = liveOrders(pg).select("o.id", "o.created_at")
  if (stage) rows.whereRaw(`(${STAGE_SQL}) = ?`, [stage])
  if (payment === "bkash") rows.whereNotNull("bkash.order_id")
  if (payment === "cod") rows.whereNull("bkash.order_id")
  if (q) {
    const number = orderNumber(q)
    const phone = phoneDigits(q)
    const text = `%${likeText(q)}%`
    rows.where((any) => {
      any
        .whereRaw("concat_ws(' ', c.first_name, c.last_name) ilike ?", [text])
        .orWhereRaw("concat_ws(' ', a.first_name, a.last_name) ilike ?", [text])
        .orWhereRaw("o.email ilike ?", [text])
        .orWhereRaw("c.email ilike ?", [text])
      if (number !== null) any.orWhere("o.display_id", number)
      if (phone) {
        const digits = `%${phone}%`
        any.orWhereRaw("regexp_replace(coalesce(a.phone, ''), '\\D', '', 'g') like ?", [digits])
        any.orWhereRaw("regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') like ?", [digits])
      }
    })
  }
  return rows
}

/** How many live orders wait at each of the owner's three steps (every order, whatever the filters). */
export async function waitingCounts(pg: Knex): Promise<WaitingCounts> {
  const rows: { stage: OrderStage; count: string | number }[] = await pg
    .from(
      liveOrders(pg)
        .select(pg.raw(`(${STAGE_SQL}) as stage`))
        .as("s")
    )
    .select("stage")
    .count({ count: "*" })
    .whereIn("stage", ["placed", "approved", "shipped"])
    .groupBy("stage")
  const of = (stage: OrderStage) => Number(rows.find((row) => row.stage === stage)?.count ?? 0)
  return { to_approve: of("placed"), to_ship: of("approved"), to_deliver: of("shipped") }
}

export type ShopOrderListPage = { orders: ShopOrder[]; count: number; counts: WaitingCounts }

/** One page of the matching orders, newest first, with how many match and how many wait. */
export async function queryShopOrderList(
  container: MedusaContainer,
  filters: ShopOrderListFilters,
  { limit, offset }: { limit: number; offset: number }
): Promise<ShopOrderListPage> {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const [page, total, counts] = await Promise.all([
    matching(pg, filters)
      .orderBy([
        { column: "o.created_at", order: "desc" },
        { column: "o.id", order: "desc" },
      ])
      .limit(limit)
      .offset(offset),
    pg.from(matching(pg, filters).as("m")).count({ count: "*" }).first(),
    waitingCounts(pg),
  ])
  const ids = (page as { id: string }[]).map((row) => row.id)
  if (!ids.length) return { orders: [], count: Number(total?.count ?? 0), counts }

  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: SHOP_ORDER_FIELDS, filters: { id: ids } })
  const byId = new Map((data as unknown as StoredShopOrder[]).map((order) => [order.id, order]))
  const orders = ids.flatMap((id) => {
    const order = byId.get(id)
    return order ? [toShopOrder(order)] : []
  })
  return { orders, count: Number(total?.count ?? 0), counts }
}
