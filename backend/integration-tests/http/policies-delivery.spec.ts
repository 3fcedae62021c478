import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { failure, signIn, type Session } from "./helpers/accounts"

jest.setTimeout(300_000)

const RETURNS = { title: "Returns and warranty", body: "7-day return on unused bicycles.\n\nBrand warranty on frames." }
const DAYS = { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })

    describe("policy pages", () => {
      it("an admin writes a page by its address; anyone reads it, and a replay writes the same page", async () => {
        const first = await api.post("/admin/policy-pages/returns-and-warranty", RETURNS, session.admin)
        expect(first.data.policy_page).toMatchObject({ handle: "returns-and-warranty", ...RETURNS })
        const replay = await api.post("/admin/policy-pages/returns-and-warranty", RETURNS, session.admin)
        expect(replay.data.policy_page).toMatchObject({ handle: "returns-and-warranty", ...RETURNS })

        const read = await api.get("/store/policy-pages/returns-and-warranty", session.visitor)
        expect(read.data.policy_page).toMatchObject({ handle: "returns-and-warranty", ...RETURNS })
        expect(read.headers["cache-tag"] ?? read.headers["surrogate-key"]).toContain("pages")
        const list = await api.get("/store/policy-pages", session.visitor)
        expect(list.data.policy_pages).toEqual([{ handle: "returns-and-warranty", title: RETURNS.title }])

        const edited = await api.post("/admin/policy-pages/returns-and-warranty", { title: "Returns", body: "Now 10 days." }, session.admin)
        expect(edited.data.policy_page).toMatchObject({ title: "Returns", body: "Now 10 days." })
        expect((await api.get("/store/policy-pages/returns-and-warranty", session.visitor)).data.policy_page.body).toBe("Now 10 days.")
        expect((await api.get("/store/policy-pages", session.visitor)).data.policy_pages).toHaveLength(1)
      })

      it("only an admin writes: a visitor and a customer get 401 and nothing is written", async () => {
        expect((await failure(api.post("/admin/policy-pages/privacy", RETURNS, session.visitor))).status).toBe(401)
        expect((await failure(api.post("/admin/policy-pages/privacy", RETURNS, session.customer))).status).toBe(401)
        const missing = await failure(api.get("/store/policy-pages/privacy", session.visitor))
        expect(missing.status).toBe(404)
        expect(missing.data.message).toBe('There is no page named "privacy"')
      })

      it.each([
        ["no title", { body: "x" }, "title is required"],
        ["an empty body", { title: "T", body: "   " }, "body is required"],
        ["a NUL byte", { title: "T\u0000", body: "x" }, null],
        ["a 1 MB body", { title: "T", body: "a".repeat(1_000_000) }, null],
        ["a number as title", { title: 1.5, body: "x" }, "title is required"],
      ])("refuses %s with 400 and a readable message", async (_name, body, message) => {
        const error = await failure(api.post("/admin/policy-pages/terms", body, session.admin))
        // A body beyond the shop's request limit is refused before it is read (413).
        expect([400, 413]).toContain(error.status)
        expect(typeof error.data.message).toBe("string")
        if (message) expect(error.data.message).toContain(message)
        expect((await failure(api.get("/store/policy-pages/terms", session.visitor))).status).toBe(404)
      })

      it.each(["Bad_Handle", "a--b", "-a", "x".repeat(65), "1.5"])("refuses the address %j with 400", async (handle) => {
        const error = await failure(api.post(`/admin/policy-pages/${encodeURIComponent(handle)}`, RETURNS, session.admin))
        expect(error.status).toBe(400)
        expect((await failure(api.get(`/store/policy-pages/${encodeURIComponent(handle)}`, session.visitor))).status).toBe(400)
      })
    })

    describe("delivery days", () => {
      it("answers the defaults before an admin sets any", async () => {
        const { data } = await api.get("/store/delivery-days", session.visitor)
        expect(data.delivery_days).toEqual(DAYS)
      })

      it("an admin sets them; the store route answers them; a replay answers the same", async () => {
        const days = { inside_dhaka: { min: 0, max: 1 }, elsewhere: { min: 2, max: 7 } }
        expect((await api.post("/admin/delivery-days", days, session.admin)).data.delivery_days).toEqual(days)
        expect((await api.post("/admin/delivery-days", days, session.admin)).data.delivery_days).toEqual(days)
        const read = await api.get("/store/delivery-days", session.visitor)
        expect(read.data.delivery_days).toEqual(days)
        expect(read.headers["cache-tag"] ?? read.headers["surrogate-key"]).toContain("config")
        // The store's other metadata is kept.
        const store = await getContainer()
          .resolve("store")
          .listStores({}, { take: 1, select: ["metadata"] })
        expect(store[0].metadata?.delivery_days).toEqual(days)
      })

      it("only an admin sets them", async () => {
        expect((await failure(api.post("/admin/delivery-days", DAYS, session.visitor))).status).toBe(401)
        expect((await failure(api.post("/admin/delivery-days", DAYS, session.customer))).status).toBe(401)
      })

      it.each([
        ["min above max", { inside_dhaka: { min: 3, max: 2 }, elsewhere: DAYS.elsewhere }],
        ["half a day", { inside_dhaka: { min: 1.5, max: 2 }, elsewhere: DAYS.elsewhere }],
        ["a negative day", { inside_dhaka: DAYS.inside_dhaka, elsewhere: { min: -1, max: 2 } }],
        ["more than 60 days", { inside_dhaka: DAYS.inside_dhaka, elsewhere: { min: 3, max: 61 } }],
        ["a huge number", { inside_dhaka: DAYS.inside_dhaka, elsewhere: { min: 3, max: 1e308 } }],
        ["text", { inside_dhaka: { min: "1", max: "2" }, elsewhere: DAYS.elsewhere }],
        ["a missing range", { inside_dhaka: DAYS.inside_dhaka }],
        ["nothing", {}],
      ])("refuses %s with 400, writing nothing", async (_name, body) => {
        const before = (await api.get("/store/delivery-days", session.visitor)).data.delivery_days
        const error = await failure(api.post("/admin/delivery-days", body, session.admin))
        expect(error.status).toBe(400)
        // (A number beyond JavaScript's safe range is refused by the shop's input guard, in its words.)
        expect(error.data.message).toMatch(/delivery days|out of range/)
        expect((await api.get("/store/delivery-days", session.visitor)).data.delivery_days).toEqual(before)
      })
    })

    describe("product page", () => {
      it("reads a product's brand from the store API", async () => {
        const { data } = await api.get("/store/products", { ...session.visitor, params: { limit: 1, fields: "id" } })
        const id = data.products[0]?.id
        if (!id) return
        const product = await api.get(`/store/products/${id}`, { ...session.visitor, params: { fields: "id,+brand.name" } })
        expect(product.status).toBe(200)
        expect(product.data.product).toHaveProperty("brand")
      })
    })
  },
})
