import type { ShopOrder } from "../../orders/rules/shop-orders"
import { within, type Window } from "./dhaka-days"

/*
 * The day's numbers (issue 55), worked out from the shop's own reading of its orders
 * (orders/rules/shop-orders: the stage from @chaka/rules' orderLife, COD or bKash) and bKash's
 * money records. Pure: the reads are in query-shop-stats.ts. Amounts in taka.
 */

/** How many and how much. */
export type Tally = { count: number; amount: number }

/** A bKash capture or refund: its amount and when it was made. */
export type MoneyMove = { amount: number; created_at: string | Date }

export type BestSeller = { product_id: string | null; title: string; quantity: number; amount: number }

export type WindowNumbers = {
  /** Orders placed in the window and not canceled. */
  orders: number
  /** Orders placed in the window and since canceled (not in orders or revenue). */
  canceled: number
  /**
   * What the orders placed (not canceled) come to now: lines and delivery less discounts, and
   * less what was refunded on them (Medusa takes a refund off its order's total as a credit line).
   */
  revenue: number
  /** revenue / orders, to the paisa; 0 without orders. */
  average_order: number
  cod: {
    /** Cash-on-delivery orders shipped in the window and not delivered yet: the riders still hold this. */
    to_collect: Tally
    /** Cash-on-delivery orders delivered in the window: the cash came in. */
    collected: Tally
  }
  bkash: {
    /** What bKash took in the window (captures). */
    taken: Tally
    /** What was given back through bKash in the window (refunds). */
    refunded: Tally
  }
  /** The products most units were ordered of (orders placed in the window, not canceled). */
  best_sellers: BestSeller[]
}

export const BEST_SELLERS = 5

const money = (value: number) => Math.round(value * 100) / 100
const tally = (amounts: number[]): Tally => ({ count: amounts.length, amount: money(amounts.reduce((sum, n) => sum + n, 0)) })
const stepAt = (order: ShopOrder, stage: "shipped" | "delivered") => order.life.steps.find((step) => step.stage === stage)?.at ?? null

/** The best sellers among these orders: most units first, then most taka, then by name. */
export function bestSellers(orders: ShopOrder[], limit = BEST_SELLERS): BestSeller[] {
  const byProduct = new Map<string, BestSeller>()
  for (const order of orders) {
    for (const item of order.items) {
      const key = item.product_id ?? `title:${item.title}`
      const seller = byProduct.get(key) ?? { product_id: item.product_id, title: item.title, quantity: 0, amount: 0 }
      seller.quantity += item.quantity
      seller.amount = money(seller.amount + item.quantity * item.unit_price)
      byProduct.set(key, seller)
    }
  }
  return [...byProduct.values()].sort((a, b) => b.quantity - a.quantity || b.amount - a.amount || a.title.localeCompare(b.title)).slice(0, limit)
}

/** The numbers of one window, from every order that was placed, shipped or delivered in it and bKash's moves. */
export function windowNumbers(window: Window, orders: ShopOrder[], captures: MoneyMove[], refunds: MoneyMove[]): WindowNumbers {
  const placed = orders.filter((order) => within(window, order.created_at))
  const live = placed.filter((order) => order.status !== "canceled")
  const revenue = money(live.reduce((sum, order) => sum + order.total, 0))
  const cod = orders.filter((order) => order.payment.method === "cod")
  return {
    orders: live.length,
    canceled: placed.length - live.length,
    revenue,
    average_order: live.length ? money(revenue / live.length) : 0,
    cod: {
      to_collect: tally(cod.filter((order) => order.status === "shipped" && within(window, stepAt(order, "shipped"))).map((order) => order.total)),
      collected: tally(cod.filter((order) => order.status === "delivered" && within(window, stepAt(order, "delivered"))).map((order) => order.total)),
    },
    bkash: {
      taken: tally(captures.filter((move) => within(window, move.created_at)).map((move) => move.amount)),
      refunded: tally(refunds.filter((move) => within(window, move.created_at)).map((move) => move.amount)),
    },
    best_sellers: bestSellers(live),
  }
}

/** Cash on delivery the riders hold now, whenever it shipped: every COD order shipped and not delivered. */
export const codOutstanding = (orders: ShopOrder[]): Tally =>
  tally(orders.filter((order) => order.payment.method === "cod" && order.status === "shipped").map((order) => order.total))
