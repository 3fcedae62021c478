import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { messages } from "@chaka/reviews/api"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer, workflowsSettled } from "./helpers/checkout"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"

jest.setTimeout(300_000)

// The shop's edge in front, as in production: visitors' public reads are kept and forgotten by tag.
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!

type Headers = Session["customer"]
/** Over the body parser's limit: refused before anything reads it. */
const ONE_MB = "x".repeat(1024 * 1024)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let other: Headers
    let bicycle: Awaited<ReturnType<typeof createProduct>>
    let helmet: Awaited<ReturnType<typeof createProduct>>
    let buyers: Headers[]

    const order = async (customer: Headers, variantId: string) => {
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId, quantity: 1 }])
      return (await completeCart(api, customer, cart.id)).data.order as { id: string }
    }
    const deliver = async (id: string) => {
      await api.post(`/admin/orders/${id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${id}/ship`, { courier: "Pathao" }, session.admin)
      await api.post(`/admin/orders/${id}/deliver`, {}, session.admin)
    }

    // Kept for every test: the runner snapshots the database after the suite's beforeAll.
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      const key = session.visitor.headers["x-publishable-api-key"]
      other = await registerCustomer(api, key, "someone.else@example.com")
      bicycle = await createProduct(getContainer(), session.shop, "Review Trail 7", 21_000, 20)
      helmet = await createProduct(getContainer(), session.shop, "Review Helmet", 2_000, 20)
      // The demo customer and two more received the bicycle; the other customer's order of it is only placed,
      // and the demo customer's helmet order is shipped, not delivered.
      buyers = [session.customer, await registerCustomer(api, key, "buyer.two@example.com"), await registerCustomer(api, key, "buyer.three@example.com")]
      for (const buyer of buyers) await deliver((await order(buyer, bicycle.variantId)).id)
      await order(other, bicycle.variantId)
      const shipped = await order(session.customer, helmet.variantId)
      await api.post(`/admin/orders/${shipped.id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${shipped.id}/ship`, { courier: "Pathao" }, session.admin)
      // The orders' notifications done before the runner snapshots the database.
      await workflowsSettled(getContainer())
    })

    // The database goes back to its snapshot between tests; the edge's memory does not.
    beforeEach(() => cache.invalidate())

    const refusal = async (request: Promise<unknown>) => {
      const { status, data } = await failure(request)
      return [status, data.message]
    }
    const stored = async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      return (await query.graph({ entity: "product_review", fields: ["id", "rating", "description"] })).data
    }
    const write = (productId: string, body: unknown, caller: Headers) => api.post(`/store/product-reviews/${productId}`, body, caller)
    const edit = (productId: string, body: unknown, caller: Headers) => api.post(`/store/product-reviews/${productId}/me`, body, caller)
    const shown = async (productId: string) => (await api.get(`/store/product-reviews/${productId}`, session.visitor)).data

    it("a customer whose order of the product was delivered reviews it once, verified; a second review is refused, an edit is not", async () => {
      const { data } = await write(bicycle.productId, { rating: 4.5, description: "Smooth gears on Dhaka roads." }, session.customer)
      expect(data.review).toMatchObject({ product_id: bicycle.productId, rating: 4.5, verified: true, hidden: false, author: { name: "Rahim Uddin" } })

      expect(await refusal(write(bicycle.productId, { rating: 1, description: "Again" }, session.customer))).toEqual([
        422,
        messages.productReviewAlreadyWritten,
      ])
      const edited = await edit(bicycle.productId, { rating: 3, description: "The chain squeaks after a month." }, session.customer)
      expect(edited.data.review).toMatchObject({ id: data.review.id, rating: 3, description: "The chain squeaks after a month." })
      expect(await stored()).toHaveLength(1)

      const page = await shown(bicycle.productId)
      expect(page.rating).toEqual({ average: 3, count: 1, distribution: { 5: 0, 4: 0, 3: 1, 2: 0, 1: 0 } })
      expect(page.reviews).toEqual([expect.objectContaining({ rating: 3, verified: true, reply: null, author: { name: "Rahim Uddin" } })])
      expect(page.reviews[0].author.email).toBeUndefined()
      expect(page.reviews[0].hidden).toBeUndefined()
    })

    it("a visitor, a customer whose order is not delivered, and one who never bought it are refused with a message; nothing is written", async () => {
      expect((await failure(write(bicycle.productId, { rating: 5, description: "x" }, session.visitor))).status).toBe(401)
      expect(await refusal(write(bicycle.productId, { rating: 5, description: "Placed, not delivered" }, other))).toEqual([
        403,
        messages.productReviewNotReceived,
      ])
      expect(await refusal(write(helmet.productId, { rating: 5, description: "Shipped, not delivered" }, session.customer))).toEqual([
        403,
        messages.productReviewNotReceived,
      ])
      const stranger = await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "stranger@example.com")
      expect(await refusal(write(bicycle.productId, { rating: 5, description: "Never bought" }, stranger))).toEqual([403, messages.productReviewNotReceived])
      expect(await refusal(write("prod_nothere", { rating: 5, description: "x" }, session.customer))).toEqual([404, messages.productUnknown])
      // Editing a review one never wrote: 404; a visitor: 401.
      expect(await refusal(edit(bicycle.productId, { rating: 5, description: "x" }, other))).toEqual([404, messages.productReviewNotFound])
      expect((await failure(edit(bicycle.productId, { rating: 5, description: "x" }, session.visitor))).status).toBe(401)
      expect(await stored()).toEqual([])
    })

    it.each([
      ["a NUL byte", { rating: 4, description: "bad\u0000text" }],
      ["1 MB of text", { rating: 4, description: ONE_MB }],
      ["rating 7", { rating: 7, description: "x" }],
      ["rating -1", { rating: -1, description: "x" }],
      ["rating 2.3", { rating: 2.3, description: "x" }],
      ["no text", { rating: 4, description: "   " }],
    ])("%s: 4xx, nothing written (writing or editing)", async (_name, body) => {
      const first = await failure(write(bicycle.productId, body, session.customer))
      expect(first.status).toBeGreaterThanOrEqual(400)
      expect(first.status).toBeLessThan(500)
      expect(typeof first.data.message === "string" || first.status === 413).toBe(true)
      expect(await stored()).toEqual([])
      await write(bicycle.productId, { rating: 4, description: "fine" }, session.customer)
      const second = await failure(edit(bicycle.productId, body, session.customer))
      expect(second.status).toBeGreaterThanOrEqual(400)
      expect(second.status).toBeLessThan(500)
      expect(await stored()).toEqual([expect.objectContaining({ rating: 4, description: "fine" })])
    })

    it("the average is exact after reviews are added, edited and hidden; admins hide, show and reply; strangers cannot moderate", async () => {
      await write(bicycle.productId, { rating: 4.5, description: "Good" }, buyers[0])
      await write(bicycle.productId, { rating: 3.5, description: "Fair" }, buyers[1])
      const third = (await write(bicycle.productId, { rating: 1, description: "Broken spoke" }, buyers[2])).data.review
      expect((await shown(bicycle.productId)).rating).toEqual({ average: 3, count: 3, distribution: { 5: 0, 4: 1, 3: 1, 2: 0, 1: 1 } })

      await edit(bicycle.productId, { rating: 2, description: "Fair, then a flat" }, buyers[1])
      expect((await shown(bicycle.productId)).rating.average).toBeCloseTo(7.5 / 3, 12)

      // A visitor, a customer: refused, nothing changed.
      expect((await failure(api.post(`/admin/product-reviews/${third.id}`, { hidden: true }, session.visitor))).status).toBe(401)
      expect((await failure(api.post(`/admin/product-reviews/${third.id}`, { hidden: true }, session.customer))).status).toBe(401)
      expect((await failure(api.get("/admin/product-reviews", session.customer))).status).toBe(401)
      expect((await failure(api.get("/admin/product-reviews", session.visitor))).status).toBe(401)
      expect((await failure(api.delete(`/admin/product-reviews/${third.id}`, session.customer))).status).toBe(401)
      expect((await failure(api.delete(`/admin/product-reviews/${third.id}`, session.visitor))).status).toBe(401)
      expect((await failure(api.get(`/store/product-reviews/${bicycle.productId}/me`, session.visitor))).status).toBe(401)
      // Another customer reads their own (none), never someone else's.
      expect((await api.get(`/store/product-reviews/${bicycle.productId}/me`, other)).data.review).toBeNull()
      expect(await refusal(api.post(`/admin/product-reviews/${third.id}`, {}, session.admin))).toEqual([400, messages.moderationEmpty])
      expect(await refusal(api.post("/admin/product-reviews/prev_nothere", { hidden: true }, session.admin))).toEqual([404, messages.productReviewUnknown])
      expect((await shown(bicycle.productId)).rating.count).toBe(3)

      const hidden = await api.post(`/admin/product-reviews/${third.id}`, { hidden: true, reply: "We replaced the wheel." }, session.admin)
      expect(hidden.data.review).toMatchObject({
        hidden: true,
        reply: { text: "We replaced the wheel." },
        product: { id: bicycle.productId, title: "Review Trail 7" },
      })
      const page = await shown(bicycle.productId)
      expect(page.rating).toEqual({ average: 3.25, count: 2, distribution: { 5: 0, 4: 1, 3: 0, 2: 1, 1: 0 } })
      expect(page.reviews.map((r: { description: string }) => r.description)).toEqual(["Fair, then a flat", "Good"])
      const ratings = (await api.get(`/store/product-ratings?product_id=${bicycle.productId},${helmet.productId}`, session.visitor)).data.ratings
      expect(ratings[bicycle.productId]).toMatchObject({ average: 3.25, count: 2 })
      expect(ratings[helmet.productId]).toMatchObject({ average: null, count: 0 })
      // The author still sees their hidden review.
      expect((await api.get(`/store/product-reviews/${bicycle.productId}/me`, buyers[2])).data.review).toMatchObject({ hidden: true })

      // Shown again with the reply under it; the admin list has every review with the author's email.
      await api.post(`/admin/product-reviews/${third.id}`, { hidden: false }, session.admin)
      const again = await shown(bicycle.productId)
      expect(again.rating).toMatchObject({ average: 2.5, count: 3 })
      expect(again.reviews[0]).toMatchObject({ description: "Broken spoke", reply: { text: "We replaced the wheel." } })
      const admin = (await api.get(`/admin/product-reviews?product_id=${bicycle.productId}`, session.admin)).data
      expect(admin.count).toBe(3)
      expect(admin.reviews[0].author.email).toBe("buyer.three@example.com")

      // Deleted by an admin: gone from the page, its average and the admin list.
      expect((await api.delete(`/admin/product-reviews/${third.id}`, session.admin)).data).toMatchObject({
        id: third.id,
        deleted: true,
        product_id: bicycle.productId,
      })
      expect((await shown(bicycle.productId)).rating).toMatchObject({ average: 3.25, count: 2 })
      expect(await refusal(api.delete(`/admin/product-reviews/${third.id}`, session.admin))).toEqual([404, messages.productReviewUnknown])
    })

    it("a visitor's kept reviews and ratings change at once (well within 2 s) when a review is written, edited or hidden", async () => {
      const reviewsPath = `/store/product-reviews/${bicycle.productId}`
      const ratingsPath = `/store/product-ratings?product_id=${bicycle.productId},${helmet.productId}`
      const read = async (path: string) => {
        const response = await api.get(path, session.visitor)
        const rating = path === reviewsPath ? response.data.rating : response.data.ratings[bicycle.productId]
        return {
          count: rating.count as number,
          average: rating.average as number | null,
          cache: response.headers["x-cache"],
          tags: String(response.headers["cache-tag"]),
        }
      }
      for (const path of [reviewsPath, ratingsPath]) {
        expect(await read(path)).toMatchObject({ count: 0, cache: "MISS" })
        const kept = await read(path)
        expect(kept).toMatchObject({ count: 0, cache: "HIT" })
        expect(kept.tags.split(",")).toContain(bicycle.productId)
      }
      /** Both reads, timed from the write's answer. */
      const after = async (write: () => Promise<unknown>) => {
        await write()
        const answered = Date.now()
        const [reviews, ratings] = [await read(reviewsPath), await read(ratingsPath)]
        expect(Date.now() - answered).toBeLessThan(2_000)
        return [reviews, ratings]
      }
      const review = (await write(bicycle.productId, { rating: 4, description: "Good" }, buyers[1])).data.review
      // (the write's answer came before these reads began)
      for (const seen of [await read(reviewsPath), await read(ratingsPath)]) expect(seen).toMatchObject({ count: 1, average: 4 })

      for (const seen of await after(() => write(bicycle.productId, { rating: 5, description: "Great" }, buyers[0])))
        expect(seen).toMatchObject({ count: 2, average: 4.5, cache: "MISS" })
      for (const seen of await after(() => edit(bicycle.productId, { rating: 3, description: "Fine" }, buyers[0])))
        expect(seen).toMatchObject({ count: 2, average: 3.5, cache: "MISS" })
      for (const seen of await after(() => api.post(`/admin/product-reviews/${review.id}`, { hidden: true }, session.admin)))
        expect(seen).toMatchObject({ count: 1, average: 3, cache: "MISS" })
      // A refused write forgets nothing.
      await failure(write(bicycle.productId, { rating: 5, description: "Again" }, buyers[0]))
      expect(await read(reviewsPath)).toMatchObject({ count: 1, cache: "HIT" })
    })

    it("product_id lists are checked; a product without reviews has none", async () => {
      expect((await failure(api.get("/store/product-ratings", session.visitor))).status).toBe(400)
      expect((await failure(api.get("/store/product-ratings?product_id=x;drop", session.visitor))).status).toBe(400)
      expect(await shown(helmet.productId)).toMatchObject({ rating: { average: null, count: 0 }, reviews: [], count: 0 })
    })
  },
})
