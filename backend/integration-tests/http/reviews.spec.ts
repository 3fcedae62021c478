import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { failure, signIn, type Session } from "./helpers/accounts"

jest.setTimeout(300_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let otherCustomerId: string
    // Kept for every test: the runner snapshots the database after the suite's beforeAll.
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      const customers = getContainer().resolve(Modules.CUSTOMER)
      const other = await customers.createCustomers({ email: "someone.else@example.com", first_name: "Someone" })
      otherCustomerId = other.id
    })

    const reviewCount = async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      return (await query.graph({ entity: "review", fields: ["id"] })).data.length
    }

    it("a customer writes a review; the public list shows it with the author's name, newest first", async () => {
      await api.post("/store/reviews", { description: "Fast delivery to Mirpur.", rating: 4 }, session.customer)
      const created = await api.post("/store/reviews", { description: "Great service.", rating: 4.5 }, session.customer)
      expect(created.data.review).toMatchObject({ description: "Great service.", rating: 4.5, author: { name: "Rahim Uddin" } })
      expect(created.data.review.author.email).toBeUndefined()

      const { data } = await api.get("/store/reviews", session.visitor)
      expect(data.count).toBe(2)
      expect(data.reviews.map((r: { description: string }) => r.description)).toEqual(["Great service.", "Fast delivery to Mirpur."])

      const mine = await api.get("/store/reviews/me", session.customer)
      expect(mine.data.reviews).toHaveLength(2)
    })

    it.each([0, 0.5, 3.5, 5, "2.5"])("accepts the rating %p", async (rating) => {
      const { data } = await api.post("/store/reviews", { description: "ok", rating }, session.customer)
      expect(data.review.rating).toBe(Number(rating))
    })

    it.each([
      [{ description: "Nice", rating: 5.5 }, "rating must be between 0 and 5, in steps of 0.5"],
      [{ description: "Nice", rating: 6 }, "rating must be between 0 and 5, in steps of 0.5"],
      [{ description: "Nice", rating: -1 }, "rating must be between 0 and 5, in steps of 0.5"],
      [{ description: "Nice", rating: 3.3 }, "rating must be between 0 and 5, in steps of 0.5"],
      [{ description: "Nice", rating: "five" }, "rating must be between 0 and 5, in steps of 0.5"],
      [{ description: "Nice" }, "rating is required"],
      [{ rating: 4 }, "description is required"],
      [{ description: "  ", rating: 4 }, "description is required"],
    ])("refuses %j with a message and writes nothing", async (body, message) => {
      const response = await failure(api.post("/store/reviews", body, session.customer))
      expect([response.status, response.data.message]).toEqual([400, message])
      expect(await reviewCount()).toBe(0)
    })

    it("a customer cannot write a review for someone else", async () => {
      for (const body of [{ user_id: otherCustomerId }, { customer_id: otherCustomerId }]) {
        const response = await failure(api.post("/store/reviews", { description: "Fake", rating: 5, ...body }, session.customer))
        expect(response.status).toBe(403)
        expect(response.data.message).toBe("You can only write reviews as yourself")
      }
      expect(await reviewCount()).toBe(0)
    })

    it("a visitor can read reviews but not write them or list 'my reviews'", async () => {
      expect((await api.get("/store/reviews", session.visitor)).data.reviews).toEqual([])
      expect((await failure(api.post("/store/reviews", { description: "x", rating: 4 }, session.visitor))).status).toBe(401)
      expect((await failure(api.get("/store/reviews/me", session.visitor))).status).toBe(401)
    })

    it("an admin moderates reviews: lists them with the author's email and deletes one", async () => {
      const { data } = await api.post("/store/reviews", { description: "Spam spam", rating: 0 }, session.customer)
      const listed = await api.get("/admin/reviews", session.admin)
      expect(listed.data.reviews[0].author).toMatchObject({ name: "Rahim Uddin", email: "customer@chaka.shop" })

      await api.delete(`/admin/reviews/${data.review.id}`, session.admin)
      expect((await api.get("/store/reviews", session.visitor)).data.reviews).toEqual([])
      expect((await failure(api.delete(`/admin/reviews/${data.review.id}`, session.admin))).status).toBe(404)
    })

    it("refuses the admin routes to visitors and customers", async () => {
      const { data } = await api.post("/store/reviews", { description: "Keep me", rating: 5 }, session.customer)
      for (const who of [session.visitor, session.customer]) {
        expect([401, 403]).toContain((await failure(api.get("/admin/reviews", who))).status)
        expect([401, 403]).toContain((await failure(api.delete(`/admin/reviews/${data.review.id}`, who))).status)
      }
      expect(await reviewCount()).toBe(1)
    })
  },
})
