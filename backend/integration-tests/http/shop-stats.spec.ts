import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { messages } from "../../src/lib/messages"
import { DEMO_ADMIN } from "../../src/scripts/seed/catalogue"
import { LOW_STOCK_THRESHOLD_KEY, MAX_LOW_STOCK_THRESHOLD } from "../../src/workflows/stats/rules/low-stock"
import { checkLowStockCrossings, LOW_STOCK_ALERTED_KEY, LOW_STOCK_TEMPLATE } from "../../src/workflows/stats/rules/low-stock-alerts"
import { MAX_STATS_DAYS, queryShopStats } from "../../src/workflows/stats/rules/query-shop-stats"
import { failure, signIn, type Session } from "./helpers/accounts"
import { configureShopForBkash, startBkashDouble, TEST_BKASH_CREDENTIALS, type BkashDouble } from "./helpers/bkash-double"
import { completeCart, createProduct, MIRPUR_ADDRESS, readyCart, workflowsSettled } from "./helpers/checkout"

// The day's numbers (issue 55) on a day seeded through the shop's own routes: cash on delivery
// shipped and delivered, bKash paid and refunded, an order canceled. One shop boot; the runner
// puts the database back as beforeAll left it before each test.
const BKASH_PORT = Number(process.env.CHAKA_TEST_BKASH_STATS_PORT ?? 9798)
configureShopForBkash(BKASH_PORT)
jest.setTimeout(400_000)

/** Over the body parser's 100 KB and Node's header limit: refused before anything reads it. */
const ONE_MB = "x".repeat(1024 * 1024)

type Tally = { count: number; amount: number }
type Numbers = {
  orders: number
  canceled: number
  revenue: number
  average_order: number
  cod: { to_collect: Tally; collected: Tally }
  bkash: { taken: Tally; refunded: Tally }
  best_sellers: { product_id: string | null; title: string; quantity: number; amount: number }[]
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let double: BkashDouble
    let bike: Awaited<ReturnType<typeof createProduct>>
    let bell: Awaited<ReturnType<typeof createProduct>>
    const totals: Record<"shipped" | "delivered" | "bkashPaid" | "bkashRefunded" | "canceled", number> = {
      shipped: 0,
      delivered: 0,
      bkashPaid: 0,
      bkashRefunded: 0,
      canceled: 0,
    }

    const codOrder = async (variantId: string) => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId, quantity: 1 }])
      return (await completeCart(api, session.customer, cart.id)).data.order as { id: string; total: number }
    }
    const bkashOrder = async (variantId: string) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.customer)
      const cartId = data.cart.id as string
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, session.customer)
      const started = await api.post(`/store/carts/${cartId}/bkash`, { shipping_address: MIRPUR_ADDRESS }, session.customer)
      await double.pay(started.data.payment_id, "success")
      const back = await api.post(`/store/carts/${cartId}/bkash/return`, { payment_id: started.data.payment_id, status: "success" }, session.customer)
      return back.data.order as { id: string; total: number }
    }
    const stats = (query = "", caller = session.admin) => api.get(`/admin/shop-stats${query}`, caller)
    const storedThreshold = async () => {
      const [store] = await getContainer()
        .resolve(Modules.STORE)
        .listStores({}, { select: ["metadata"] })
      return store.metadata?.[LOW_STOCK_THRESHOLD_KEY]
    }

    beforeAll(async () => {
      double = await startBkashDouble({ port: BKASH_PORT, credentials: TEST_BKASH_CREDENTIALS })
      session = await signIn(getContainer(), api)
      bike = await createProduct(getContainer(), session.shop, "Stats Road Bike", 10_000, 10)
      bell = await createProduct(getContainer(), session.shop, "Stats Bell", 500, 3)

      // Cash on delivery, approved and shipped: the courier holds its cash.
      const shipped = await codOrder(bike.variantId)
      await api.post(`/admin/orders/${shipped.id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${shipped.id}/ship`, { courier: "Pathao", tracking_number: "PX-1" }, session.admin)
      // Cash on delivery, delivered: the cash came in.
      const delivered = await codOrder(bike.variantId)
      await api.post(`/admin/orders/${delivered.id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${delivered.id}/ship`, { courier: "Pathao", tracking_number: "PX-2" }, session.admin)
      await api.post(`/admin/orders/${delivered.id}/deliver`, {}, session.admin)
      // bKash, paid; and bKash, paid then refunded in full from the dashboard's refund button.
      const paid = await bkashOrder(bell.variantId)
      const refunded = await bkashOrder(bell.variantId)
      const { data } = await api.get(`/admin/orders/${refunded.id}?fields=payment_collections.payments.id`, session.admin)
      await api.post(`/admin/payments/${data.order.payment_collections[0].payments[0].id}/refund`, { amount: refunded.total }, session.admin)
      // Cash on delivery, canceled by the customer: in no sum.
      const canceled = await codOrder(bell.variantId)
      await api.post(`/store/orders/${canceled.id}/cancel`, {}, session.customer)
      await workflowsSettled(getContainer())

      Object.assign(totals, {
        shipped: shipped.total,
        delivered: delivered.total,
        bkashPaid: paid.total,
        bkashRefunded: refunded.total,
        canceled: canceled.total,
      })
    })
    afterAll(async () => {
      await double?.stop()
    })

    it("the seeded orders cost what the shop charges (10 000 ৳ bikes, 500 ৳ bells, 200 ৳ delivery in Dhaka)", () => {
      expect(totals).toEqual({ shipped: 10_200, delivered: 10_200, bkashPaid: 700, bkashRefunded: 700, canceled: 700 })
    })

    it("today's numbers are exact: 4 orders (1 canceled apart), 21 100 ৳ after the refund, COD to collect and collected, bKash taken and refunded, best sellers", async () => {
      const { data } = await stats()
      const expected: Numbers = {
        orders: 4,
        canceled: 1,
        // Medusa takes a refund off its order's total (a credit line): what the orders now come to.
        revenue: 21_100,
        average_order: 5_275,
        cod: { to_collect: { count: 1, amount: 10_200 }, collected: { count: 1, amount: 10_200 } },
        bkash: { taken: { count: 2, amount: 1_400 }, refunded: { count: 1, amount: 700 } },
        best_sellers: [
          { product_id: bike.productId, title: "Stats Road Bike", quantity: 2, amount: 20_000 },
          { product_id: bell.productId, title: "Stats Bell", quantity: 2, amount: 1_000 },
        ],
      }
      expect(data.stats).toMatchObject({ time_zone: "Asia/Dhaka", days: 30, today: expected, period: expected, cod_outstanding: { count: 1, amount: 10_200 } })
      expect(data.stats.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // Today began at midnight in Dhaka (18:00 UTC the day before).
      expect(new Date(data.stats.today.from).getUTCHours()).toBe(18)
      expect((await stats("?days=1")).data.stats.period).toMatchObject(expected)

      // Read tomorrow, and 31 days on: today is empty, then the period too; the courier's cash stays outstanding.
      const DAY = 24 * 60 * 60 * 1000
      const tomorrow = await queryShopStats(getContainer(), { now: new Date(Date.now() + DAY) })
      expect(tomorrow.today).toMatchObject({ orders: 0, canceled: 0, revenue: 0, average_order: 0, best_sellers: [] })
      expect(tomorrow.today.cod).toEqual({ to_collect: { count: 0, amount: 0 }, collected: { count: 0, amount: 0 } })
      expect(tomorrow.period).toMatchObject(expected)
      const later = await queryShopStats(getContainer(), { now: new Date(Date.now() + 31 * DAY) })
      expect(later.period).toMatchObject({ orders: 0, revenue: 0, bkash: { taken: { count: 0, amount: 0 }, refunded: { count: 0, amount: 0 } } })
      expect(later.cod_outstanding).toEqual({ count: 1, amount: 10_200 })
    })

    it("low stock: what is available at or under the threshold, the lowest first; the owner's threshold is kept with the shop's settings", async () => {
      // The bell: 3 stocked, one shipped... none shipped: 2 bought with bKash (reserved), the canceled one back.
      const bellRow = { product_id: bell.productId, title: "Stats Bell", stocked: 3, reserved: 2, available: 1 }
      // The bike: 10 stocked, 2 left the shelf with their parcels.
      const bikeRow = { product_id: bike.productId, title: "Stats Road Bike", stocked: 8, reserved: 0, available: 8 }
      const mine = (items: { product_id: string }[]) => items.filter((item) => [bike.productId, bell.productId].includes(item.product_id))

      expect((await api.get("/admin/shop-stats/settings", session.admin)).data).toEqual({ settings: { low_stock_threshold: 3 } })
      const low = (await stats()).data.stats.low_stock
      expect(low.threshold).toBe(3)
      expect(mine(low.items)).toEqual([expect.objectContaining(bellRow)])
      // A threshold tried in the query, not stored.
      expect(mine((await stats("?threshold=8")).data.stats.low_stock.items)).toEqual([expect.objectContaining(bellRow), expect.objectContaining(bikeRow)])
      expect(mine((await stats("?threshold=0")).data.stats.low_stock.items)).toEqual([])
      expect(await storedThreshold()).toBeUndefined()

      // Stored beside the delivery days, which stay.
      const days = { inside_dhaka: { min: 0, max: 1 }, elsewhere: { min: 2, max: 7 } }
      await api.post("/admin/delivery-days", days, session.admin)
      expect((await api.post("/admin/shop-stats/settings", { low_stock_threshold: 8 }, session.admin)).data).toEqual({ settings: { low_stock_threshold: 8 } })
      expect(await storedThreshold()).toBe(8)
      expect((await api.get("/store/delivery-days", session.visitor)).data.delivery_days).toEqual(days)
      const stored = (await stats()).data.stats.low_stock
      expect(stored.threshold).toBe(8)
      expect(mine(stored.items)).toEqual([expect.objectContaining(bellRow), expect.objectContaining(bikeRow)])
    })

    it("emails the admins once each time a product crosses the low-stock threshold (3), again after a restock", async () => {
      const lamp = await createProduct(getContainer(), session.shop, "Stats Lamp", 800, 5)
      const notifications = getContainer().resolve(Modules.NOTIFICATION)
      type Sent = { to: string; data: { threshold: number; products: { product_id: string; title: string; available: number }[] } }
      const emails = async () =>
        ((await notifications.listNotifications({ template: LOW_STOCK_TEMPLATE, channel: "email" }, { take: 1000 })) as unknown as Sent[]).filter(
          (sent) => sent.to === DEMO_ADMIN.email && sent.data.products.some((product) => product.product_id === lamp.productId)
        )
      /** Every event heard and the stock looked at once more; then the emails about the lamp. */
      const settled = async () => {
        await workflowsSettled(getContainer())
        await new Promise((resolve) => setTimeout(resolve, 300))
        await checkLowStockCrossings(getContainer())
        return emails()
      }
      const setStock = (stocked_quantity: number) =>
        api.post(`/admin/inventory-items/${lamp.inventoryItemId}/location-levels/${session.shop.stockLocationId}`, { stocked_quantity }, session.admin)
      const alerted = async () => {
        const [store] = await getContainer()
          .resolve(Modules.STORE)
          .listStores({}, { select: ["metadata"] })
        return store.metadata?.[LOW_STOCK_ALERTED_KEY] as string[]
      }

      expect(await settled()).toHaveLength(0)
      // Down to 3: crossed, one email naming it and what is left.
      await setStock(3)
      const first = await settled()
      expect(first).toHaveLength(1)
      expect(first[0].data).toEqual({ threshold: 3, products: [{ product_id: lamp.productId, title: "Stats Lamp", available: 3 }] })
      // Lower still, and an order reserving one: still low, no new email.
      await setStock(2)
      expect(await settled()).toHaveLength(1)
      await codOrder(lamp.variantId)
      expect(await settled()).toHaveLength(1)
      // Restocked above the threshold: forgotten; down again: a second email.
      await setStock(20)
      expect(await settled()).toHaveLength(1)
      expect(await alerted()).not.toContain(lamp.productId)
      await setStock(2)
      const second = await settled()
      expect(second).toHaveLength(2)
      expect(second.map((sent) => sent.data.products.find((product) => product.product_id === lamp.productId)?.available).sort()).toEqual([1, 3])
      expect(await alerted()).toContain(lamp.productId)
    })

    it("junk in the query or the body: a 4xx with a readable message, never a 5xx, nothing stored", async () => {
      await api.post("/admin/shop-stats/settings", { low_stock_threshold: 5 }, session.admin)
      const daysError = messages.statsDaysInvalid(MAX_STATS_DAYS)
      const thresholdError = messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD)
      const refusals: [string, string][] = [
        ["?days=1.5", daysError],
        ["?days=-1", daysError],
        ["?days=0", daysError],
        [`?days=${MAX_STATS_DAYS + 1}`, daysError],
        ["?days=99999999999999999999", daysError],
        ["?days=1e3", daysError],
        ["?days=abc", daysError],
        ["?days=1&days=2", daysError],
        ["?threshold=1.5", thresholdError],
        ["?threshold=-1", thresholdError],
        ["?threshold=99999999999999999999", thresholdError],
        [`?threshold=${MAX_LOW_STOCK_THRESHOLD + 1}`, thresholdError],
        ["?DAYS=3", messages.statsQueryUnknown],
        ["?limit=3", messages.statsQueryUnknown],
      ]
      for (const [query, message] of refusals) {
        const { status, data } = await failure(stats(query))
        expect([query, status, data.message]).toEqual([query, 400, message])
      }
      for (const query of ["?days=%00", "?threshold=1%001"]) {
        const { status } = await failure(stats(query))
        expect([query, status]).toEqual([query, 400])
      }
      const huge = await failure(stats(`?days=${ONE_MB}`))
      expect(huge.status).toBeGreaterThanOrEqual(400)
      expect(huge.status).toBeLessThan(500)

      const bodies: unknown[] = [
        {},
        { low_stock_threshold: 1.5 },
        { low_stock_threshold: -1 },
        { low_stock_threshold: 1e30 },
        { low_stock_threshold: MAX_LOW_STOCK_THRESHOLD + 1 },
        { low_stock_threshold: "5" },
        { low_stock_threshold: null },
        { low_stock_threshold: "\u0000" },
        { low_stock_threshold: 5, other: 1 },
      ]
      for (const body of bodies) {
        const { status, data } = await failure(api.post("/admin/shop-stats/settings", body, session.admin))
        expect([body, status, typeof data.message]).toEqual([body, 400, "string"])
      }
      const big = await failure(api.post("/admin/shop-stats/settings", { low_stock_threshold: ONE_MB }, session.admin))
      expect(big.status).toBeGreaterThanOrEqual(400)
      expect(big.status).toBeLessThan(500)
      expect(await storedThreshold()).toBe(5)
    })

    it("a visitor and a customer read nothing and store nothing (401/403)", async () => {
      await api.post("/admin/shop-stats/settings", { low_stock_threshold: 5 }, session.admin)
      for (const caller of [session.visitor, session.customer, { headers: {} }]) {
        for (const request of [
          stats("", caller),
          api.get("/admin/shop-stats/settings", caller),
          api.post("/admin/shop-stats/settings", { low_stock_threshold: 0 }, caller),
        ]) {
          const { status, data } = await failure(request)
          expect([401, 403]).toContain(status)
          expect(data).not.toHaveProperty("stats")
          expect(data).not.toHaveProperty("settings")
        }
      }
      expect(await storedThreshold()).toBe(5)
    })
  },
})
