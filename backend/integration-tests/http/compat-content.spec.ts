import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { failure, signIn, type Session } from "./helpers/accounts"
import { bearer, compatCallers, type CompatCallers } from "./helpers/compat"
import { multipart, NOT_A_PICTURE, PNG, png, TOO_LARGE_PNG } from "./helpers/multipart"

process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-compat-uploads-"))
jest.setTimeout(300_000)

// A real 1×1 PNG.

/** A multipart body as the original client builds it, the picture in the field `field`. */
const form = (fields: Record<string, string>, field?: "img" | "image", bytes: Buffer = PNG) =>
  multipart(fields, field ? { [field]: png("picture.png", bytes) } : {})

const SIGN_IN = "Please sign in to continue"
const ADMINS_ONLY = "Only administrators can do this"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers
    let ids: { customer: string; other: string; admin: string }

    // Kept for every test: the runner snapshots the database after the suite's beforeAll.
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      callers = await compatCallers(api, session)
      const customers = getContainer().resolve(Modules.CUSTOMER)
      const idOf = async (email: string) => (await customers.listCustomers({ email }))[0].id
      ids = { customer: await idOf(callers.customer.email), other: await idOf(callers.other.email), admin: await idOf(callers.admin.email) }
    })

    /** The plugins' own store routes: what /shop wrote, seen from the other side. */
    const storeList = async (path: string) => (await api.get(path, session.visitor)).data
    const counts = async () => ({
      reviews: (await storeList("/store/reviews")).count,
      news: (await storeList("/store/news")).count,
      sliders: (await storeList("/store/sliders")).sliders.length,
      offers: (await storeList("/store/offers")).offers.length,
      menus: (await storeList("/store/category-menus")).category_menus.length,
    })
    const nothing = { reviews: 0, news: 0, sliders: 0, offers: 0, menus: 0 }

    describe("reviews", () => {
      it("a customer writes a review as themself; everyone reads it in the original shape", async () => {
        const avatar = await api.post("/store/customers/me/avatar", form({}, "image"), {
          headers: { ...bearer(callers.customer.token).headers, ...session.visitor.headers },
        })
        const avatarUrl = avatar.data.customer.metadata.avatar_url
        expect(avatarUrl).toMatch(/\.png$/)

        const first = await api.post("/shop/reviews", { description: "Fast delivery to Mirpur.", user_id: ids.customer, rating: 4 }, callers.customer)
        expect(first.data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^rev_/) })
        // The original sent user_id; without it the review is still the caller's.
        const second = await api.post("/shop/reviews", { description: "Good brakes.", rating: "3.5" }, callers.other)

        const { data } = await api.get("/shop/reviews")
        expect(data).toEqual([
          {
            _id: second.data.insertedId,
            user_id: ids.other,
            description: "Good brakes.",
            rating: 3.5,
            user: [{ displayName: expect.any(String), imgUrl: null }],
          },
          {
            _id: first.data.insertedId,
            user_id: ids.customer,
            description: "Fast delivery to Mirpur.",
            rating: 4,
            user: [{ displayName: "Rahim Uddin", imgUrl: avatarUrl }],
          },
        ])
        // The reviews plugin's own list holds the same reviews, in the same order.
        const listed = await storeList("/store/reviews")
        expect(listed.reviews.map((r: { id: string }) => r.id)).toEqual([second.data.insertedId, first.data.insertedId])
        expect(listed.reviews[1].author).toEqual({ name: "Rahim Uddin", avatar_url: avatarUrl })
      })

      it("accepts ratings 0 to 5 in half steps", async () => {
        for (const rating of [0, 2.5, 5]) {
          expect((await api.post("/shop/reviews", { description: "ok", rating }, callers.customer)).data.acknowledged).toBe(true)
        }
        expect((await api.get("/shop/reviews")).data.map((r: { rating: number }) => r.rating).sort()).toEqual([0, 2.5, 5])
      })

      it("lists one customer's reviews to that customer or an admin only", async () => {
        const mine = await api.post("/shop/reviews", { description: "Mine", user_id: ids.customer, rating: 5 }, callers.customer)
        await api.post("/shop/reviews", { description: "Theirs", user_id: ids.other, rating: 1 }, callers.other)
        const url = `/shop/reviews?user_id=${ids.customer}`

        for (const who of [callers.customer, bearer(callers.customer.token), callers.admin]) {
          const { data } = await api.get(url, who)
          expect(data.map((r: { _id: string; user_id: string }) => [r._id, r.user_id])).toEqual([[mine.data.insertedId, ids.customer]])
        }
        const visitor = await failure(api.get(url))
        expect([visitor.status, visitor.data.message]).toEqual([401, SIGN_IN])
        const other = await failure(api.get(url, callers.other))
        expect([other.status, other.data.message]).toEqual([403, "You can only read your own reviews"])
        const twice = await failure(api.get(`${url}&user_id=${ids.other}`, callers.admin))
        expect([twice.status, twice.data.message]).toEqual([400, "user_id must be given once, as text"])
      })

      it.each([
        ["a visitor", undefined, { description: "Nice", rating: 4 }, 401, SIGN_IN],
        ["a review as someone else", "customer", { description: "Fake", rating: 5, user_id: "other" }, 403, "You can only write reviews as yourself"],
        ["an admin writing as someone else", "admin", { description: "Fake", rating: 5, user_id: "customer" }, 403, "You can only write reviews as yourself"],
        ["no description", "customer", { description: "  ", rating: 4 }, 400, "description is required"],
        ["no rating", "customer", { description: "Nice" }, 400, "rating is required"],
        ["a rating above 5", "customer", { description: "Nice", rating: 5.5 }, 400, "rating must be between 0 and 5, in steps of 0.5"],
        ["a negative rating", "customer", { description: "Nice", rating: -1 }, 400, "rating must be between 0 and 5, in steps of 0.5"],
        ["a rating off the half steps", "customer", { description: "Nice", rating: 4.3 }, 400, "rating must be between 0 and 5, in steps of 0.5"],
        ["a rating that is not a number", "customer", { description: "Nice", rating: "good" }, 400, "rating must be between 0 and 5, in steps of 0.5"],
      ] as const)("refuses %s and writes nothing", async (_what, who, body, status, message) => {
        const sent = { ...body, ...("user_id" in body ? { user_id: ids[body.user_id] } : {}) }
        const response = await failure(api.post("/shop/reviews", sent, who ? callers[who] : undefined))
        expect([response.status, response.data.message]).toEqual([status, message])
        expect(await counts()).toEqual(nothing)
      })
    })

    describe("news", () => {
      it("an admin adds news with a picture (Bearar token, field img); anyone reads it newest first", async () => {
        const older = await api.post("/shop/news", form({ title: "Older", description: "First.", date: "2026-01-05" }, "img"), callers.admin)
        const created = await api.post(
          "/shop/news",
          form({ date: "2026-07-01", title: "Monsoon riding tips", description: "Keep your chain oiled." }, "img"),
          callers.admin
        )
        expect(created.data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^news_/) })

        const { data } = await api.get("/shop/news")
        expect(data).toEqual([
          {
            _id: created.data.insertedId,
            title: "Monsoon riding tips",
            description: "Keep your chain oiled.",
            date: "7/1/2026",
            imgUrl: expect.stringMatching(/^https?:\/\/.+\.png$/),
          },
          { _id: older.data.insertedId, title: "Older", description: "First.", date: "1/5/2026", imgUrl: expect.any(String) },
        ])
        const listed = await storeList("/store/news")
        expect(listed.news.map((n: { id: string; image_url: string }) => [n.id, n.image_url])).toEqual(
          data.map((n: { _id: string; imgUrl: string }) => [n._id, n.imgUrl])
        )
      })

      it.each([
        ["a visitor", undefined, { title: "t", description: "d" }, "img", 401, SIGN_IN],
        ["a customer", "customer", { title: "t", description: "d" }, "img", 403, ADMINS_ONLY],
        ["no image", "admin", { title: "t", description: "d" }, undefined, 400, "image is required"],
        ["no title", "admin", { description: "d" }, "img", 400, "title is required"],
        ["no description", "admin", { title: "t", description: " " }, "img", 400, "description is required"],
        ["a bad date", "admin", { title: "t", description: "d", date: "someday" }, "img", 400, "date must be a valid date"],
      ] as const)("refuses %s and writes nothing", async (_what, who, fields, field, status, message) => {
        const response = await failure(api.post("/shop/news", form(fields, field), who ? callers[who] : undefined))
        expect([response.status, response.data.message]).toEqual([status, message])
        expect(await counts()).toEqual(nothing)
      })

      it("refuses a file that is not a picture, a picture over 2 MB and two pictures", async () => {
        const fields = { title: "t", description: "d" }
        const twoPictures = form(fields, "img")
        twoPictures.append("image", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "second.png")
        const refusals = [
          [form(fields, "img", NOT_A_PICTURE), 400, "The image must be a JPEG, PNG, WebP or GIF file"],
          [form(fields, "img", TOO_LARGE_PNG), 413, "The image must be 2 MB or smaller"],
          [twoPictures, 400, 'Send one picture, in the field "img" or "image"'],
        ] as const
        for (const [body, status, message] of refusals) {
          const response = await failure(api.post("/shop/news", body, callers.admin))
          expect([response.status, response.data.message]).toEqual([status, message])
        }
        expect(await counts()).toEqual(nothing)
      })
    })

    describe("sliders", () => {
      it("an admin adds slides (field image) and deletes one; the store's slider follows", async () => {
        const first = await api.post("/shop/sliders", form({ url: "/shop" }, "image"), callers.admin)
        expect(first.data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^slide_/) })
        const second = await api.post("/shop/sliders", form({ url: "https://chaka.shop/offers" }, "img"), callers.admin)

        const { data } = await api.get("/shop/sliders", callers.customer)
        expect(data).toEqual([
          { _id: first.data.insertedId, imgUrl: expect.stringMatching(/\.png$/), url: "/shop" },
          { _id: second.data.insertedId, imgUrl: expect.stringMatching(/\.png$/), url: "https://chaka.shop/offers" },
        ])
        expect((await storeList("/store/sliders")).sliders.map((s: { id: string }) => s.id)).toEqual([first.data.insertedId, second.data.insertedId])

        expect((await api.delete(`/shop/sliders/${first.data.insertedId}`, callers.admin)).data).toEqual({ acknowledged: true, deletedCount: 1 })
        expect((await storeList("/store/sliders")).sliders.map((s: { id: string }) => s.id)).toEqual([second.data.insertedId])
        const again = await failure(api.delete(`/shop/sliders/${first.data.insertedId}`, callers.admin))
        expect([again.status, again.data.message]).toEqual([404, `Slider with id ${first.data.insertedId} was not found`])
      })

      it.each([
        ["a visitor", undefined, { url: "/shop" }, "image", 401, SIGN_IN],
        ["a customer", "customer", { url: "/shop" }, "image", 403, ADMINS_ONLY],
        ["no image", "admin", { url: "/shop" }, undefined, 400, "image is required"],
        ["no url", "admin", {}, "image", 400, "url is required"],
      ] as const)("refuses a slide (%s) and writes nothing", async (_what, who, fields, field, status, message) => {
        const response = await failure(api.post("/shop/sliders", form(fields, field), who ? callers[who] : undefined))
        expect([response.status, response.data.message]).toEqual([status, message])
        expect(await counts()).toEqual(nothing)
      })

      it("deletes only for an admin", async () => {
        const { insertedId } = (await api.post("/shop/sliders", form({ url: "/shop" }, "image"), callers.admin)).data
        expect((await failure(api.delete(`/shop/sliders/${insertedId}`))).status).toBe(401)
        expect((await failure(api.delete(`/shop/sliders/${insertedId}`, callers.customer))).data.message).toBe(ADMINS_ONLY)
        expect((await storeList("/store/sliders")).sliders).toHaveLength(1)
      })
    })

    describe("offers", () => {
      it("an admin adds and deletes offers", async () => {
        const offer = await api.post("/shop/offers", { name: "Eid cycle fest", url: "/shop" }, callers.admin)
        expect(offer.data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^offer_/) })
        expect((await api.get("/shop/offers")).data).toEqual([{ _id: offer.data.insertedId, name: "Eid cycle fest", url: "/shop" }])
        expect((await storeList("/store/offers")).offers).toEqual([
          { id: offer.data.insertedId, name: "Eid cycle fest", url: "/shop", kind: null, live_until: null },
        ])

        expect((await api.delete(`/shop/offers/${offer.data.insertedId}`, callers.admin)).data).toEqual({ acknowledged: true, deletedCount: 1 })
        expect((await api.get("/shop/offers")).data).toEqual([])
        const again = await failure(api.delete(`/shop/offers/${offer.data.insertedId}`, callers.admin))
        expect([again.status, again.data.message]).toEqual([404, `Offer with id ${offer.data.insertedId} was not found`])
      })

      it.each([
        ["a visitor", undefined, { name: "Sale", url: "/shop" }, 401, SIGN_IN],
        ["a customer", "customer", { name: "Sale", url: "/shop" }, 403, ADMINS_ONLY],
        ["no name", "admin", { url: "/shop" }, 400, "name is required"],
        ["no url", "admin", { name: "Sale" }, 400, "url is required"],
      ] as const)("refuses an offer (%s) and writes nothing", async (_what, who, body, status, message) => {
        const response = await failure(api.post("/shop/offers", body, who ? callers[who] : undefined))
        expect([response.status, response.data.message]).toEqual([status, message])
        expect(await counts()).toEqual(nothing)
      })

      it("deletes only for an admin", async () => {
        const { insertedId } = (await api.post("/shop/offers", { name: "Sale", url: "/shop" }, callers.admin)).data
        expect((await failure(api.delete(`/shop/offers/${insertedId}`))).status).toBe(401)
        expect((await failure(api.delete(`/shop/offers/${insertedId}`, callers.customer))).status).toBe(403)
        expect((await storeList("/store/offers")).offers).toHaveLength(1)
      })
    })

    describe("category menus", () => {
      it("an admin adds a menu, adds and removes sub-menus, and deletes it", async () => {
        const menu = await api.post("/shop/menus", { name: "Mountain" }, callers.admin)
        expect(menu.data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^catmenu_/) })
        const id = menu.data.insertedId

        expect((await api.put(`/shop/menus/${id}`, { name: "Hardtail" }, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 1 })
        await api.put(`/shop/menus/${id}`, { name: "Full suspension" }, bearer(callers.admin.token))
        // The original client sent a token to read the menus; with or without one is the same.
        const { data } = await api.get("/shop/menus", callers.customer)
        expect(data).toEqual([{ _id: id, name: "Mountain", subMenus: ["Hardtail", "Full suspension"] }])
        expect((await api.get("/shop/menus")).data).toEqual(data)
        expect((await storeList("/store/category-menus")).category_menus).toEqual([
          // Without a Bangla translation the labels are the names.
          { id, name: "Mountain", label: "Mountain", sub_menus: ["Hardtail", "Full suspension"], sub_menu_labels: ["Hardtail", "Full suspension"] },
        ])

        expect((await api.put("/shop/menus", { menuId: id, subText: "Hardtail" }, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 1 })
        // Removing a sub-menu the menu does not have changes nothing.
        expect((await api.put("/shop/menus", { menuId: id, subText: "Hardtail" }, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 0 })
        expect((await api.get("/shop/menus")).data[0].subMenus).toEqual(["Full suspension"])

        expect((await api.delete(`/shop/menus/${id}`, callers.admin)).data).toEqual({ acknowledged: true, deletedCount: 1 })
        expect((await storeList("/store/category-menus")).category_menus).toEqual([])
        const again = await failure(api.delete(`/shop/menus/${id}`, callers.admin))
        expect([again.status, again.data.message]).toEqual([404, `Menu with id ${id} was not found`])
      })

      it("the sub-menu calls, sent without a token by the original, now need an admin", async () => {
        const id = (await api.post("/shop/menus", { name: "Kids" }, callers.admin)).data.insertedId
        await api.put(`/shop/menus/${id}`, { name: "Balance bikes" }, callers.admin)
        for (const [who, status, message] of [
          [undefined, 401, SIGN_IN],
          [callers.customer, 403, ADMINS_ONLY],
        ] as const) {
          const add = await failure(api.put(`/shop/menus/${id}`, { name: "BMX" }, who))
          const remove = await failure(api.put("/shop/menus", { menuId: id, subText: "Balance bikes" }, who))
          const drop = await failure(api.delete(`/shop/menus/${id}`, who))
          const create = await failure(api.post("/shop/menus", { name: "Road" }, who))
          for (const response of [add, remove, drop, create]) expect([response.status, response.data.message]).toEqual([status, message])
        }
        expect((await api.get("/shop/menus")).data).toEqual([{ _id: id, name: "Kids", subMenus: ["Balance bikes"] }])
      })

      it("refuses bad input and unknown menus, and changes nothing", async () => {
        const id = (await api.post("/shop/menus", { name: "Kids" }, callers.admin)).data.insertedId
        await api.put(`/shop/menus/${id}`, { name: "Balance bikes" }, callers.admin)
        const refusals = [
          [() => api.post("/shop/menus", { name: "  " }, callers.admin), 400, "name is required"],
          [() => api.put(`/shop/menus/${id}`, {}, callers.admin), 400, "name is required"],
          [() => api.put("/shop/menus", { menuId: id }, callers.admin), 400, "subText is required"],
          [() => api.put("/shop/menus", { subText: "x" }, callers.admin), 400, "menuId is required"],
          [() => api.put(`/shop/menus/${id}`, { name: "Balance bikes" }, callers.admin), 422, 'The menu already has a sub-menu named "Balance bikes"'],
          [() => api.put("/shop/menus/catmenu_unknown", { name: "BMX" }, callers.admin), 404, "Menu with id catmenu_unknown was not found"],
          [() => api.put("/shop/menus", { menuId: "catmenu_unknown", subText: "x" }, callers.admin), 404, "Menu with id catmenu_unknown was not found"],
        ] as const
        for (const [request, status, message] of refusals) {
          const response = await failure(request())
          expect([response.status, response.data.message]).toEqual([status, message])
        }
        expect((await api.get("/shop/menus")).data).toEqual([{ _id: id, name: "Kids", subMenus: ["Balance bikes"] }])
      })
    })
  },
})
