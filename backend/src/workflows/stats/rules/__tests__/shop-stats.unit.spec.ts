import type { ShopOrder } from "../../../orders/rules/shop-orders"
import { dhakaDate, dhakaDayStart, dhakaWindows } from "../dhaka-days"
import { codOutstanding, windowNumbers } from "../shop-stats"

type Stage = ShopOrder["status"]

/** An order as toShopOrder gives it, only what the numbers read. */
const order = (id: string, created_at: string, stage: Stage, method: "cod" | "bkash", total: number, dates: { shipped?: string; delivered?: string } = {}) =>
  ({
    id,
    created_at,
    status: stage,
    total,
    payment: method === "cod" ? { method } : { method, trx_id: "TRX" },
    items: [{ id: `${id}-line`, product_id: `prod_${total}`, title: `Bike ${total}`, thumbnail: null, quantity: 1, unit_price: total }],
    life: {
      stage,
      steps: [
        { stage: "placed", at: created_at },
        { stage: "shipped", at: dates.shipped ?? null },
        { stage: "delivered", at: dates.delivered ?? null },
      ],
    },
  }) as unknown as ShopOrder

describe("Dhaka days", () => {
  it("turn at midnight in Dhaka (18:00 UTC), not in UTC", () => {
    expect(dhakaDayStart(new Date("2026-12-05T17:59:59Z")).toISOString()).toBe("2026-12-04T18:00:00.000Z")
    expect(dhakaDayStart(new Date("2026-12-05T18:00:00Z")).toISOString()).toBe("2026-12-05T18:00:00.000Z")
    expect(dhakaDate(new Date("2026-12-05T18:30:00Z"))).toBe("2026-12-06")
    const { today, period } = dhakaWindows(new Date("2026-12-05T10:00:00Z"), 30)
    expect([today.from.toISOString(), today.to.toISOString()]).toEqual(["2026-12-04T18:00:00.000Z", "2026-12-05T18:00:00.000Z"])
    expect(period.from.toISOString()).toBe("2026-11-05T18:00:00.000Z")
  })
})

describe("a window's numbers", () => {
  const now = new Date("2026-12-05T10:00:00Z")
  const { today, period } = dhakaWindows(now, 30)
  const orders = [
    order("shipped-cod", "2026-12-05T01:00:00Z", "shipped", "cod", 1_200, { shipped: "2026-12-05T02:00:00Z" }),
    order("delivered-cod", "2026-12-05T01:00:00Z", "delivered", "cod", 2_000, { shipped: "2026-12-05T02:00:00Z", delivered: "2026-12-05T03:00:00Z" }),
    order("paid-bkash", "2026-12-05T01:00:00Z", "approved", "bkash", 700),
    order("canceled", "2026-12-05T01:00:00Z", "canceled", "cod", 5_000),
    // Placed yesterday evening in Dhaka (before 18:00 UTC the day before is yesterday), delivered today.
    order("old-cod", "2026-12-04T17:00:00Z", "delivered", "cod", 300, { shipped: "2026-12-04T17:30:00Z", delivered: "2026-12-05T04:00:00Z" }),
    // Still with the courier from long ago: outstanding, in no window.
    order("ancient", "2026-09-01T00:00:00Z", "shipped", "cod", 999, { shipped: "2026-09-02T00:00:00Z" }),
  ]
  const captures = [
    { amount: 700, created_at: "2026-12-05T01:00:00Z" },
    { amount: 1_000, created_at: "2026-12-01T00:00:00Z" },
  ]
  const refunds = [{ amount: 1_000, created_at: "2026-12-05T05:00:00Z" }]

  it("counts today's orders, revenue, cash and bKash by Dhaka's day", () => {
    expect(windowNumbers(today, orders, captures, refunds)).toEqual({
      orders: 3,
      canceled: 1,
      revenue: 3_900,
      average_order: 1_300,
      cod: { to_collect: { count: 1, amount: 1_200 }, collected: { count: 2, amount: 2_300 } },
      bkash: { taken: { count: 1, amount: 700 }, refunded: { count: 1, amount: 1_000 } },
      best_sellers: [
        { product_id: "prod_2000", title: "Bike 2000", quantity: 1, amount: 2_000 },
        { product_id: "prod_1200", title: "Bike 1200", quantity: 1, amount: 1_200 },
        { product_id: "prod_700", title: "Bike 700", quantity: 1, amount: 700 },
      ],
    })
  })

  it("the last 30 days take in yesterday's order and the earlier bKash payment; the outstanding cash counts every shipped COD order", () => {
    const numbers = windowNumbers(period, orders, captures, refunds)
    expect(numbers).toMatchObject({ orders: 4, canceled: 1, revenue: 4_200, average_order: 1_050 })
    expect(numbers.bkash.taken).toEqual({ count: 2, amount: 1_700 })
    expect(numbers.cod.to_collect).toEqual({ count: 1, amount: 1_200 })
    expect(codOutstanding(orders)).toEqual({ count: 2, amount: 2_199 })
  })

  it("an empty window has no average", () => {
    expect(windowNumbers(today, [], [], [])).toMatchObject({ orders: 0, revenue: 0, average_order: 0, best_sellers: [] })
  })
})
