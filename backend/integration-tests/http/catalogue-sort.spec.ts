import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import { CATALOGUE_ORDERS, type CatalogueList } from "../../src/workflows/catalogue/rules"
import { allIndexWritesDone } from "../../src/workflows/catalogue/rules/index-writes"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, workflowsSettled } from "./helpers/checkout"

jest.setTimeout(300_000)

/**
 * "Best selling": units bought in real orders, canceled ones left out, kept in the catalogue
 * index (the `sold` field) by the order events, so the sort stays an index query.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let products: Record<"pump" | "bell" | "lock" | "light", Awaited<ReturnType<typeof createProduct>>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      // Made in this order: light is the newest.
      products = {
        pump: await createProduct(getContainer(), session.shop, "Floor Pump", 1500, 20),
        bell: await createProduct(getContainer(), session.shop, "Brass Bell", 300, 20),
        lock: await createProduct(getContainer(), session.shop, "Chain Lock", 900, 20),
        light: await createProduct(getContainer(), session.shop, "Front Light", 1200, 20),
      }
    })

    /** After the order's events were handled (the index is written by the catalogue subscriber). */
    const settled = async () => {
      await workflowsSettled(getContainer())
      await allIndexWritesDone()
    }
    const order = async (lines: [keyof typeof products, number][]) => {
      const items = lines.map(([name, quantity]) => ({ variantId: products[name].variantId, quantity }))
      const cart = await readyCart(api, session.customer, session.shop.regionId, items)
      const { data } = await completeCart(api, session.customer, cart.id)
      expect(data.type).toBe("order")
      await settled()
      return data.order as { id: string }
    }
    const titles = async (query: string) =>
      ((await api.get(`/store/catalogue/products?${query}`, session.visitor)).data as CatalogueList).products.map((p) => p.title)

    it("offers best selling among the orders, newest first for products sold alike", async () => {
      expect(CATALOGUE_ORDERS).toContain("best_selling")
      // Nothing sold yet: the newest first.
      expect(await titles("order=best_selling")).toEqual(["Front Light", "Chain Lock", "Brass Bell", "Floor Pump"])

      await order([
        ["bell", 1],
        ["pump", 2],
      ])
      await order([["bell", 2]])
      const canceled = await order([["lock", 5]])
      expect(await titles("order=best_selling")).toEqual(["Chain Lock", "Brass Bell", "Floor Pump", "Front Light"])

      // A canceled order sold nothing.
      const cancel = () => api.post(`/store/orders/${canceled.id}/cancel`, {}, session.customer)
      expect((await cancel()).data.order).toMatchObject({ status: "canceled" })
      await settled()
      expect(await titles("order=best_selling")).toEqual(["Brass Bell", "Floor Pump", "Front Light", "Chain Lock"])
      // Asked again: the same answer, nothing counted twice.
      expect((await cancel()).data.order).toMatchObject({ status: "canceled" })
      await settled()
      expect(await titles("order=best_selling")).toEqual(["Brass Bell", "Floor Pump", "Front Light", "Chain Lock"])

      // With filters and a search, and paged.
      expect(await titles("order=best_selling&max=1000")).toEqual(["Brass Bell", "Chain Lock"])
      expect(await titles("order=best_selling&q=pump")).toEqual(["Floor Pump"])
      expect(await titles("order=best_selling&limit=2&offset=1")).toEqual(["Floor Pump", "Front Light"])

      // The home page's best products are the best selling too.
      const home = await api.get("/storefront/home")
      expect(home.data.best_products.map((p: { title: string }) => p.title)).toEqual(["Brass Bell", "Floor Pump", "Front Light", "Chain Lock"])
    })

    it("keeps the other orders as they were, and refuses an order it does not know", async () => {
      expect(await titles("order=price_asc")).toEqual(["Brass Bell", "Chain Lock", "Front Light", "Floor Pump"])
      expect(await titles("order=price_desc")).toEqual(["Floor Pump", "Front Light", "Chain Lock", "Brass Bell"])
      expect(await titles("order=newest")).toEqual(["Front Light", "Chain Lock", "Brass Bell", "Floor Pump"])
      for (const bad of ["BEST_SELLING", "sold", "x".repeat(5000)]) {
        const { status, data } = await failure(api.get(`/store/catalogue/products?order=${bad}`, session.visitor))
        expect([status, data.message]).toEqual([400, messages.catalogueOrderInvalid(CATALOGUE_ORDERS)])
      }
      expect((await failure(api.get("/store/catalogue/products?order=best_selling%00", session.visitor))).status).toBe(400)
    })
  },
})
