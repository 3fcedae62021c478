import { existsSync, mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { failure, signIn, type Session } from "./helpers/accounts"
import { multipart, seedPhoto, type Upload } from "./helpers/multipart"

process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))
jest.setTimeout(300_000)

/** A multipart body as the admin pages send it. */
const form = (fields: Record<string, string>, image?: Upload) => multipart(fields, { image })
const webp = seedPhoto

type Entry = { action: string; target_type: string; target_id: string; actor_type: string; details?: { method?: string; path?: string } }

/**
 * Issue 55's content edits: offers, slides and news are changed in place (their link, text,
 * picture), slides put in a new order; the stranger (a visitor, a customer) changes nothing; every
 * refusal writes nothing; the audit log records each edit.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })

    /** Every file the shop has stored (the pictures and their smaller copies). */
    const storedFiles = () => readdirSync(process.env.MEDUSA_UPLOAD_DIR!, { recursive: true }).map(String).sort()
    /** Where the local file provider keeps the file at a URL it gave (…/static/<key>). */
    const storedPath = (url: string) => join(process.env.MEDUSA_UPLOAD_DIR!, decodeURIComponent(new URL(url).pathname.replace(/^\/static\//, "")))
    const strangers = () =>
      [
        ["a visitor", session.visitor],
        ["a customer", session.customer],
      ] as const
    const auditOf = async (targetId: string): Promise<Entry[]> => {
      for (let tries = 0; tries < 50; tries++) {
        const { entries } = (await api.get(`/admin/audit-log?action=content.changed&target_id=${encodeURIComponent(targetId)}`, session.admin)).data
        if (entries.length) return entries
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      return []
    }
    const storeSliders = async () =>
      (await api.get("/store/sliders", session.visitor)).data.sliders as { id: string; url: string; title: string | null; image_url: string }[]

    describe("offers", () => {
      it("an admin renames an offer and changes its link; the home shows the new card, the log records it", async () => {
        const { data } = await api.post("/admin/offers", { name: "Eid cycle fest", url: "/shop" }, session.admin)
        const id = data.offer.id
        const edited = await api.post(`/admin/offers/${id}`, { name: "Puja cycle fest", url: "/shop/Mountain" }, session.admin)
        expect(edited.data.offer).toMatchObject({ id, name: "Puja cycle fest", url: "/shop/Mountain", promotion_id: null, price_list_id: null })
        expect((await api.get("/store/offers", session.visitor)).data.offers).toEqual([
          { id, name: "Puja cycle fest", url: "/shop/Mountain", kind: null, live_until: null },
        ])
        // Only the link: the name stays.
        await api.post(`/admin/offers/${id}`, { url: "https://chaka.shop/eid" }, session.admin)
        expect((await api.get("/admin/offers", session.admin)).data.offers[0]).toMatchObject({ name: "Puja cycle fest", url: "https://chaka.shop/eid" })

        const entries = await auditOf(id)
        expect(entries.filter((entry) => entry.details?.method === "POST" && entry.details.path === `/admin/offers/${id}`)).toHaveLength(2)
      })

      it.each([
        ["nothing", {}, 400, "Send at least one change: name, url, promotion_id, price_list_id"],
        ["a blank name", { name: "  " }, 400, "name is required"],
        ["a link to another site", { url: "//evil.example" }, 400, "url must be a path starting with / or an http(s) URL"],
        ["an unknown field", { name: "x", colour: "red" }, 400, "Send at least one change: name, url, promotion_id, price_list_id"],
        [
          "a promotion that does not exist (and a new name)",
          { name: "Renamed", promotion_id: "promo_nothing" },
          400,
          "There is no promotion with id promo_nothing",
        ],
      ])("refuses an offer edit of %s and writes nothing", async (_what, body, status, message) => {
        const { data } = await api.post("/admin/offers", { name: "Eid cycle fest", url: "/shop" }, session.admin)
        const error = await failure(api.post(`/admin/offers/${data.offer.id}`, body, session.admin))
        expect(error.status).toBe(status)
        expect(error.data.message).toContain(message)
        expect((await api.get("/admin/offers", session.admin)).data.offers[0]).toMatchObject({ name: "Eid cycle fest", url: "/shop", promotion_id: null })
      })

      it("an unknown offer is 404", async () => {
        const error = await failure(api.post("/admin/offers/offer_nothing", { name: "Ghost" }, session.admin))
        expect(error).toMatchObject({ status: 404, data: { message: "Offer with id offer_nothing was not found" } })
      })

      it("a visitor and a customer cannot edit an offer", async () => {
        const { data } = await api.post("/admin/offers", { name: "Eid cycle fest", url: "/shop" }, session.admin)
        for (const [, caller] of strangers()) {
          const error = await failure(api.post(`/admin/offers/${data.offer.id}`, { name: "Taken over" }, caller))
          expect(error.status).toBe(401)
          expect(error.data.message).toBeTruthy()
        }
        expect((await api.get("/store/offers", session.visitor)).data.offers[0].name).toBe("Eid cycle fest")
      })
    })

    describe("slides", () => {
      it("an admin changes a slide's link and banner text, then its picture; the old picture is deleted", async () => {
        const { data } = await api.post("/admin/sliders", form({ url: "/shop", title: "Eid sale" }, webp()), session.admin)
        const { id, image_url: oldPicture } = data.slider
        expect(existsSync(storedPath(oldPicture))).toBe(true)

        const edited = await api.post(`/admin/sliders/${id}`, { url: "/shop/Mountain", title: "Mountain bikes" }, session.admin)
        expect(edited.data.slider).toMatchObject({ id, url: "/shop/Mountain", title: "Mountain bikes", image_url: oldPicture })

        // A blank title removes it; a new picture (multipart) replaces the old one, which is deleted.
        const repictured = await api.post(`/admin/sliders/${id}`, form({ title: "" }, webp()), session.admin)
        expect(repictured.data.slider).toMatchObject({ id, url: "/shop/Mountain", title: null })
        expect(repictured.data.slider.image_url).not.toBe(oldPicture)
        expect(existsSync(storedPath(repictured.data.slider.image_url))).toBe(true)
        expect(existsSync(storedPath(oldPicture))).toBe(false)
        expect(await storeSliders()).toEqual([expect.objectContaining({ id, url: "/shop/Mountain", title: null, image_url: repictured.data.slider.image_url })])

        expect((await auditOf(id)).filter((entry) => entry.details?.path === `/admin/sliders/${id}`).length).toBeGreaterThanOrEqual(2)
      })

      it.each([
        ["nothing", () => ({}), 400, "Send at least one change: url, title, image"],
        ["a link to another site", () => ({ url: "/\\evil.example" }), 400, "url must be a path starting with / or an http(s) URL"],
        ["a title too long", () => ({ title: "x".repeat(201) }), 400, "title must be at most 200 characters"],
        [
          "text sent as a picture",
          () => form({ url: "/shop/BMX" }, { bytes: Buffer.from("not a picture"), name: "x.png", type: "image/png" }),
          400,
          "The image must be a JPEG, PNG, WebP or GIF file",
        ],
      ])("refuses a slide edit of %s and writes nothing", async (_what, body, status, message) => {
        const { data } = await api.post("/admin/sliders", form({ url: "/shop" }, webp()), session.admin)
        const error = await failure(api.post(`/admin/sliders/${data.slider.id}`, body(), session.admin))
        expect(error.status).toBe(status)
        expect(error.data.message).toBe(message)
        expect(await storeSliders()).toEqual([expect.objectContaining({ id: data.slider.id, url: "/shop", title: null, image_url: data.slider.image_url })])
      })

      it("an unknown slide is 404 and leaves no picture behind; a stranger's picture neither", async () => {
        const { data } = await api.post("/admin/sliders", form({ url: "/shop" }, webp()), session.admin)
        const before = storedFiles()
        const error = await failure(api.post("/admin/sliders/slide_nothing", form({ url: "/shop" }, webp()), session.admin))
        expect(error).toMatchObject({ status: 404, data: { message: "Slider with id slide_nothing was not found" } })
        // A stranger's picture never reaches the file provider either.
        expect((await failure(api.post(`/admin/sliders/${data.slider.id}`, form({ url: "/x" }, webp()), session.customer))).status).toBe(401)
        expect(storedFiles()).toEqual(before)
      })

      it("an admin puts the slides in a new order; the same order again changes nothing; a new slide goes last", async () => {
        const ids: string[] = []
        for (const url of ["/shop/a", "/shop/b", "/shop/c"]) ids.push((await api.post("/admin/sliders", form({ url }, webp()), session.admin)).data.slider.id)
        const [a, b, c] = ids

        const answer = await api.post("/admin/sliders/reorder", { ids: [c, a, b] }, session.admin)
        expect(answer.data.sliders.map((s: { id: string }) => s.id)).toEqual([c, a, b])
        expect((await storeSliders()).map((s) => s.url)).toEqual(["/shop/c", "/shop/a", "/shop/b"])
        // A replay (a double click, a retried request) gives the same order.
        await api.post("/admin/sliders/reorder", { ids: [c, a, b] }, session.admin)
        expect((await storeSliders()).map((s) => s.id)).toEqual([c, a, b])

        const d = (await api.post("/admin/sliders", form({ url: "/shop/d" }, webp()), session.admin)).data.slider.id
        expect((await storeSliders()).map((s) => s.id)).toEqual([c, a, b, d])

        const entries = await auditOf("reorder")
        expect(entries.length).toBe(2)
        expect(entries[0]).toMatchObject({ target_type: "sliders", actor_type: "user", details: { method: "POST", path: "/admin/sliders/reorder" } })
      })

      it("refuses an order with an unknown, a foreign, a repeated or a missing slide, and keeps the order", async () => {
        const ids: string[] = []
        for (const url of ["/shop/a", "/shop/b"]) ids.push((await api.post("/admin/sliders", form({ url }, webp()), session.admin)).data.slider.id)
        const [a, b] = ids
        const news = await api.post("/admin/news", form({ title: "Eid hours", description: "Open late" }, webp()), session.admin)
        const deleted = (await api.post("/admin/sliders", form({ url: "/shop/gone" }, webp()), session.admin)).data.slider.id
        await api.delete(`/admin/sliders/${deleted}`, session.admin)

        const cases: [unknown, string][] = [
          [{ ids: [b, "slide_nothing"] }, "These are not slides of this shop: slide_nothing"],
          [{ ids: [b, a, news.data.news.id] }, `These are not slides of this shop: ${news.data.news.id}`],
          [{ ids: [b, a, deleted] }, `These are not slides of this shop: ${deleted}`],
          [{ ids: [b, b, a] }, "ids must list each slide's id once, in the order the home page shows them"],
          [{ ids: [b] }, "The slides have changed since this order was made: list all 2 of them (read the slides again)"],
          [{ ids: [] }, "ids must list each slide's id once, in the order the home page shows them"],
          [{ ids: "slide_1,slide_2" }, "ids must list each slide's id once, in the order the home page shows them"],
          [{ ids: [b, "../news"] }, "ids must list each slide's id once, in the order the home page shows them"],
        ]
        for (const [body, message] of cases) {
          const error = await failure(api.post("/admin/sliders/reorder", body, session.admin))
          expect([error.status, error.data.message]).toEqual([400, message])
        }
        expect((await storeSliders()).map((s) => s.id)).toEqual([a, b])
      })

      it("a visitor and a customer can neither edit nor reorder slides", async () => {
        const a = (await api.post("/admin/sliders", form({ url: "/shop/a" }, webp()), session.admin)).data.slider.id
        const b = (await api.post("/admin/sliders", form({ url: "/shop/b" }, webp()), session.admin)).data.slider.id
        for (const [, caller] of strangers()) {
          expect((await failure(api.post(`/admin/sliders/${a}`, { url: "/taken-over" }, caller))).status).toBe(401)
          expect((await failure(api.post(`/admin/sliders/${a}`, form({ url: "/taken-over" }, webp()), caller))).status).toBe(401)
          expect((await failure(api.post("/admin/sliders/reorder", { ids: [b, a] }, caller))).status).toBe(401)
        }
        expect((await storeSliders()).map((s) => [s.id, s.url])).toEqual([
          [a, "/shop/a"],
          [b, "/shop/b"],
        ])
      })
    })

    describe("news", () => {
      it("an admin edits a news item's title, text and date, then its picture; the public list shows the edit", async () => {
        const { data } = await api.post("/admin/news", form({ title: "Eid hours", description: "Open late.", date: "2026-03-01" }, webp()), session.admin)
        const { id, image_url: oldPicture } = data.news
        const edited = await api.post(
          `/admin/news/${id}`,
          { title: "Eid opening hours", description: "Open until midnight.", date: "2026-03-02" },
          session.admin
        )
        expect(edited.data.news).toEqual({
          id,
          title: "Eid opening hours",
          description: "Open until midnight.",
          date: "2026-03-02T00:00:00.000Z",
          image_url: oldPicture,
        })
        // A blank date leaves it; a new picture replaces (and deletes) the old one.
        const repictured = await api.post(`/admin/news/${id}`, form({ date: "" }, webp()), session.admin)
        expect(repictured.data.news).toMatchObject({ title: "Eid opening hours", date: "2026-03-02T00:00:00.000Z" })
        expect(repictured.data.news.image_url).not.toBe(oldPicture)
        expect(existsSync(storedPath(oldPicture))).toBe(false)
        expect((await api.get("/store/news", session.visitor)).data.news).toEqual([
          expect.objectContaining({ id, title: "Eid opening hours", image_url: repictured.data.news.image_url }),
        ])
        expect((await auditOf(id)).filter((entry) => entry.details?.path === `/admin/news/${id}`).length).toBeGreaterThanOrEqual(2)
      })

      it.each([
        ["nothing", () => ({}), "Send at least one change: title, description, date, image"],
        ["a blank title", () => ({ title: " " }), "title is required"],
        ["a date that is not one", () => ({ date: "yesterday-ish" }), "date must be a valid date"],
        // The shop's own guard (every body) answers before the plugin's.
        ["a NUL in the text", () => ({ description: "a\u0000b" }), 'The field "description" contains a NUL character (\\u0000), which is not allowed'],
      ])("refuses a news edit of %s and writes nothing", async (_what, body, message) => {
        const { data } = await api.post("/admin/news", form({ title: "Eid hours", description: "Open late.", date: "2026-03-01" }, webp()), session.admin)
        const error = await failure(api.post(`/admin/news/${data.news.id}`, body(), session.admin))
        expect([error.status, error.data.message]).toEqual([400, message])
        expect((await api.get("/admin/news", session.admin)).data.news[0]).toMatchObject({
          title: "Eid hours",
          description: "Open late.",
          image_url: data.news.image_url,
        })
      })

      it("an unknown news item is 404; a visitor and a customer cannot edit one", async () => {
        expect(await failure(api.post("/admin/news/news_nothing", { title: "Ghost" }, session.admin))).toMatchObject({
          status: 404,
          data: { message: "News with id news_nothing was not found" },
        })
        const { data } = await api.post("/admin/news", form({ title: "Eid hours", description: "Open late." }, webp()), session.admin)
        for (const [, caller] of strangers()) {
          expect((await failure(api.post(`/admin/news/${data.news.id}`, { title: "Taken over" }, caller))).status).toBe(401)
        }
        expect((await api.get("/store/news", session.visitor)).data.news[0].title).toBe("Eid hours")
      })
    })
  },
})
