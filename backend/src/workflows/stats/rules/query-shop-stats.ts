import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { SHOP_ORDER_FIELDS, toShopOrder, type ShopOrder, type StoredShopOrder } from "../../orders/rules/shop-orders"
import { dhakaDate, dhakaWindows, SHOP_TIME_ZONE, type Window } from "./dhaka-days"
import { currentLowStockThreshold, lowStock } from "./low-stock"
import { codOutstanding, windowNumbers, type MoneyMove } from "./shop-stats"

/*
 * GET /admin/shop-stats's reads: the orders placed in the period, the orders whose parcel was
 * delivered in it or is still with the courier (an order placed earlier counts where its cash
 * moved), bKash's captures and refunds made in it, and the stock.
 */

export const DEFAULT_STATS_DAYS = 30
export const MAX_STATS_DAYS = 90

type Query = { graph: (config: object) => Promise<{ data: unknown[] }> }

/** Orders as the admin's list reads them (stage, payment, total, lines), by a filter. */
async function ordersWhere(query: Query, filters: Record<string, unknown>): Promise<ShopOrder[]> {
  const { data } = await query.graph({ entity: "order", fields: SHOP_ORDER_FIELDS, filters: { is_draft_order: false, ...filters } })
  return (data as StoredShopOrder[]).map(toShopOrder)
}

/** The ids of the orders whose (live) parcels match these filters. */
async function ordersOfParcels(query: Query, filters: Record<string, unknown>): Promise<string[]> {
  const { data } = await query.graph({ entity: "fulfillment", fields: ["id", "order.id"], filters: { canceled_at: null, ...filters } })
  return (data as { order?: { id: string } | null }[]).flatMap((parcel) => (parcel.order?.id ? [parcel.order.id] : []))
}

/** bKash's captures or refunds made since `from`. */
async function bkashMoves(container: MedusaContainer, kind: "captures" | "refunds", from: Date): Promise<MoneyMove[]> {
  const payments = container.resolve(Modules.PAYMENT)
  const filters = { created_at: { $gte: from.toISOString() } }
  const config = { relations: ["payment"], take: null }
  const moves = kind === "captures" ? await payments.listCaptures(filters, config) : await payments.listRefunds(filters, config)
  return (moves as unknown as { amount: unknown; created_at: string | Date; payment?: { provider_id?: string | null } | null }[])
    .filter((move) => move.payment?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
    .map((move) => ({ amount: Number(move.amount), created_at: move.created_at }))
}

export type ShopStatsInput = { days?: number; threshold?: number; now?: Date }

/** The day's numbers: today and the last `days` Dhaka days, what the riders hold, and low stock. */
export async function queryShopStats(container: MedusaContainer, { days = DEFAULT_STATS_DAYS, threshold, now = new Date() }: ShopStatsInput = {}) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
  const windows = dhakaWindows(now, days)
  const from = windows.period.from.toISOString()

  const placed = await ordersWhere(query, { created_at: { $gte: from } })
  const moved = new Set([
    ...(await ordersOfParcels(query, { shipped_at: { $ne: null }, delivered_at: null })),
    ...(await ordersOfParcels(query, { delivered_at: { $gte: from } })),
  ])
  for (const order of placed) moved.delete(order.id)
  const orders = moved.size ? [...placed, ...(await ordersWhere(query, { id: [...moved] }))] : placed

  const [captures, refunds] = [await bkashMoves(container, "captures", windows.period.from), await bkashMoves(container, "refunds", windows.period.from)]
  const lowStockThreshold = threshold ?? (await currentLowStockThreshold(container))
  const describe = (window: Window) => ({ from: window.from.toISOString(), to: window.to.toISOString(), ...windowNumbers(window, orders, captures, refunds) })

  return {
    time_zone: SHOP_TIME_ZONE,
    date: dhakaDate(now),
    days,
    today: describe(windows.today),
    period: describe(windows.period),
    cod_outstanding: codOutstanding(orders),
    low_stock: { threshold: lowStockThreshold, ...(await lowStock(container, lowStockThreshold)) },
  }
}
export type ShopStats = Awaited<ReturnType<typeof queryShopStats>>
