import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import sharp from "sharp"
import { failure, signIn, type Session } from "./helpers/accounts"
import { multipart, seedPhoto, type Upload } from "./helpers/multipart"

process.env.MEDUSA_UPLOAD_DIR = mkdtempSync(join(tmpdir(), "chaka-uploads-"))
jest.setTimeout(300_000)

/** A multipart body as the admin pages send it. */
const form = (fields: Record<string, string>, image?: Upload) => multipart(fields, { image })
const webp = seedPhoto

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    // Kept for every test: the runner snapshots the database after the suite's beforeAll.
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })

    /** A phone photo: noisy like a real one, `orientation` 6 when the phone was held upright. */
    const phonePhoto = async (width: number, height: number, orientation = 1): Promise<Upload> => {
      const noise = { type: "gaussian" as const, mean: 128, sigma: 12 }
      const bytes = await sharp({ create: { width, height, channels: 3, background: "#3a6ea5", noise } })
        .withMetadata({ orientation })
        .jpeg({ quality: 85 })
        .toBuffer()
      return { bytes, name: "IMG_2041.JPG", type: "image/jpeg" }
    }
    /** Where the local file provider keeps the file at a URL it gave (…/static/<key>). */
    const storedPath = (url: string) => join(process.env.MEDUSA_UPLOAD_DIR!, decodeURIComponent(new URL(url).pathname.replace(/^\/static\//, "")))
    /** What the shop stored for an uploaded file's URL. */
    const stored = (url: string) => sharp(readFileSync(storedPath(url))).metadata()
    /** The URL of a picture's copy of `width`, named as the storefront derives it. */
    const copyOf = (url: string, width: number) => url.replace(/\.[^./]*$/, `.${width}w.webp`)

    describe("uploaded pictures", () => {
      it("keeps a phone photo at most 1600 px wide, upright, as WebP: product pictures and the slider alike", async () => {
        const product = await api.post("/admin/uploads", multipart({}, { files: await phonePhoto(4000, 3000) }), session.admin)
        const productPicture = product.data.files[0].url as string
        // Stored under a generated name (never the sender's), with the extension of what it became.
        expect(productPicture).toMatch(/\/w480_960_1600\/[^/]+\.webp$/)
        expect(productPicture).not.toContain("IMG_2041")
        expect(await stored(productPicture)).toMatchObject({ format: "webp", width: 1600, height: 1200 })
        // The smaller copies a product card or a phone fetches instead, beside it.
        expect(await stored(copyOf(productPicture, 480))).toMatchObject({ format: "webp", width: 480, height: 360 })
        expect(await stored(copyOf(productPicture, 960))).toMatchObject({ format: "webp", width: 960, height: 720 })

        const slider = await api.post("/admin/sliders", form({ url: "/shop" }, await phonePhoto(2400, 1600, 6)), session.admin)
        expect(await stored(slider.data.slider.image_url)).toMatchObject({ format: "webp", width: 1600, height: 2400 })
        expect(await stored(copyOf(slider.data.slider.image_url, 480))).toMatchObject({ width: 480, height: 720 })
      })

      it("removes a picture's copies with it", async () => {
        const { data } = await api.post("/admin/uploads", multipart({}, { files: await phonePhoto(2000, 1500) }), session.admin)
        const [{ id, url }] = data.files as { id: string; url: string }[]
        const files = [url, copyOf(url, 480), copyOf(url, 960)].map(storedPath)
        expect(files.filter((file) => existsSync(file))).toHaveLength(3)

        await api.delete(`/admin/uploads/${encodeURIComponent(id)}`, session.admin)
        expect(files.filter((file) => existsSync(file))).toEqual([])
      })

      it("refuses a picture of more pixels than a camera takes with a clear message", async () => {
        const bytes = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#ffffff" } })
          .png()
          .toBuffer()
        const error = await failure(api.post("/admin/uploads", multipart({}, { files: { bytes, name: "huge.png", type: "image/png" } }), session.admin))
        expect(error).toMatchObject({ status: 400, data: { message: "The image must be at most 64 megapixels" } })
      })
    })

    const count = async (path: string, key: string) => (await api.get(path, session.admin)).data[key].length

    describe("news", () => {
      it("an admin adds news with a picture; the public list shows it newest first", async () => {
        const older = await api.post("/admin/news", form({ title: "Older", description: "First.", date: "2026-01-05" }, webp()), session.admin)
        const created = await api.post(
          "/admin/news",
          form({ title: "Monsoon riding tips", description: "Keep your chain oiled.", date: "2026-07-01" }, webp()),
          session.admin
        )
        expect(created.data.news).toMatchObject({ title: "Monsoon riding tips", description: "Keep your chain oiled.", date: "2026-07-01T00:00:00.000Z" })
        expect(created.data.news.image_url).toMatch(/\.webp$/)

        const { data } = await api.get("/store/news", session.visitor)
        expect(data.news.map((n: { id: string }) => n.id)).toEqual([created.data.news.id, older.data.news.id])
        expect(data.count).toBe(2)

        await api.delete(`/admin/news/${older.data.news.id}`, session.admin)
        expect((await api.get("/store/news", session.visitor)).data.news).toHaveLength(1)
      })

      it.each([
        ["the title", { description: "d" }, webp(), 400, "title is required"],
        ["the description", { title: "t", description: "   " }, webp(), 400, "description is required"],
        ["the image", { title: "t", description: "d" }, undefined, 400, "image is required"],
        [
          "a picture (text sent as PNG)",
          { title: "t", description: "d" },
          { bytes: Buffer.from("not a picture"), name: "x.png", type: "image/png" },
          400,
          "The image must be a JPEG, PNG, WebP or GIF file",
        ],
        [
          "a small picture (3 MB)",
          { title: "t", description: "d" },
          { bytes: Buffer.alloc(3 * 1024 * 1024, 1), name: "big.jpg", type: "image/jpeg" },
          413,
          "The image must be 2 MB or smaller",
        ],
        ["a valid date", { title: "t", description: "d", date: "yesterday-ish" }, webp(), 400, "date must be a valid date"],
      ])("refuses news without %s, and writes nothing", async (_what, fields, image, status, message) => {
        const response = await failure(api.post("/admin/news", form(fields as Record<string, string>, image), session.admin))
        expect(response.status).toBe(status)
        expect(response.data.message).toBe(message)
        expect(await count("/admin/news", "news")).toBe(0)
      })
    })

    describe("sliders, offers and category menus", () => {
      it("an admin adds and removes sliders in order", async () => {
        const first = await api.post("/admin/sliders", form({ url: "/shop" }, webp()), session.admin)
        const second = await api.post("/admin/sliders", form({ url: "https://chaka.shop/offers" }, webp()), session.admin)
        const { data } = await api.get("/store/sliders", session.visitor)
        expect(data.sliders.map((s: { url: string; rank: number }) => [s.url, s.rank])).toEqual([
          ["/shop", 0],
          ["https://chaka.shop/offers", 1],
        ])
        await api.delete(`/admin/sliders/${first.data.slider.id}`, session.admin)
        expect((await api.get("/store/sliders", session.visitor)).data.sliders.map((s: { id: string }) => s.id)).toEqual([second.data.slider.id])
      })

      it("an admin adds and removes offers", async () => {
        const offer = await api.post("/admin/offers", { name: "Eid cycle fest", url: "/shop" }, session.admin)
        expect((await api.get("/store/offers", session.visitor)).data.offers).toEqual([
          { id: offer.data.offer.id, name: "Eid cycle fest", url: "/shop", kind: null, live_until: null },
        ])
        await api.delete(`/admin/offers/${offer.data.offer.id}`, session.admin)
        expect((await api.get("/store/offers", session.visitor)).data.offers).toEqual([])
      })

      it("an admin builds a category menu with ordered sub-menus", async () => {
        const { data } = await api.post("/admin/category-menus", { name: "City and Hybrid" }, session.admin)
        const id = data.category_menu.id
        await api.post(`/admin/category-menus/${id}/sub-menus`, { name: "Commuter" }, session.admin)
        await api.post(`/admin/category-menus/${id}/sub-menus`, { name: "Comfort & Cruiser" }, session.admin)
        await api.post(`/admin/category-menus/${id}/sub-menus`, { name: "Step-through" }, session.admin)
        const removed = await api.delete(`/admin/category-menus/${id}/sub-menus/${encodeURIComponent("Comfort & Cruiser")}`, session.admin)
        expect(removed.data.category_menu.sub_menus).toEqual(["Commuter", "Step-through"])
        expect((await api.get("/store/category-menus", session.visitor)).data.category_menus).toEqual([
          // Without a language asked for, the labels are the names (content-translations.spec.ts: Bangla).
          { id, name: "City and Hybrid", sub_menus: ["Commuter", "Step-through"], label: "City and Hybrid", sub_menu_labels: ["Commuter", "Step-through"] },
        ])

        const missing = await failure(api.delete(`/admin/category-menus/${id}/sub-menus/Gravel`, session.admin))
        expect([missing.status, missing.data.message]).toEqual([404, 'The menu has no sub-menu named "Gravel"'])
        const duplicate = await failure(api.post(`/admin/category-menus/${id}/sub-menus`, { name: "Commuter" }, session.admin))
        expect(duplicate.status).toBeGreaterThanOrEqual(400)
        expect(duplicate.status).toBeLessThan(500)

        await api.delete(`/admin/category-menus/${id}`, session.admin)
        expect((await api.get("/store/category-menus", session.visitor)).data.category_menus).toEqual([])
      })

      it.each([
        ["/admin/sliders", () => form({}, webp()), "url is required"],
        ["/admin/sliders", () => form({ url: "/shop" }), "image is required"],
        ["/admin/sliders", () => form({ url: "javascript:alert(1)" }, webp()), "url must be a path starting with / or an http(s) URL"],
        ["/admin/offers", () => ({ url: "/shop" }), "name is required"],
        ["/admin/offers", () => ({ name: "Sale" }), "url is required"],
        ["/admin/category-menus", () => ({ name: "" }), "name is required"],
      ])("POST %s refuses bad input with a message (%#)", async (path, body, message) => {
        const key = path.split("/").pop()!.replace(/-(\w)/g, "_$1")
        const response = await failure(api.post(path, body(), session.admin))
        expect([response.status, response.data.message]).toEqual([400, message])
        expect(await count(path, key)).toBe(0)
      })

      it.each(["news", "sliders", "offers", "category-menus"])("DELETE /admin/%s/:id answers 404 for an unknown id", async (resource) => {
        const response = await failure(api.delete(`/admin/${resource}/unknown_id`, session.admin))
        expect(response.status).toBe(404)
        expect(response.data.message).toMatch(/unknown_id/)
      })
    })

    describe("permissions", () => {
      const adminCalls: [string, string, () => unknown][] = [
        ["post", "/admin/news", () => form({ title: "t", description: "d" }, webp())],
        ["post", "/admin/sliders", () => form({ url: "/shop" }, webp())],
        ["post", "/admin/offers", () => ({ name: "n", url: "/shop" })],
        ["post", "/admin/category-menus", () => ({ name: "n" })],
        ["post", "/admin/category-menus/x/sub-menus", () => ({ name: "n" })],
        ["delete", "/admin/news/x", () => undefined],
        ["delete", "/admin/sliders/x", () => undefined],
        ["delete", "/admin/offers/x", () => undefined],
        ["delete", "/admin/category-menus/x", () => undefined],
        ["delete", "/admin/category-menus/x/sub-menus/y", () => undefined],
        ["get", "/admin/news", () => undefined],
        ["get", "/admin/sliders", () => undefined],
        ["get", "/admin/offers", () => undefined],
        ["get", "/admin/category-menus", () => undefined],
      ]

      it.each(adminCalls)("%s %s refuses a visitor and a signed-in customer", async (method, path, body) => {
        for (const who of [session.visitor, session.customer]) {
          const request = method === "post" ? api.post(path, body(), who) : method === "delete" ? api.delete(path, who) : api.get(path, who)
          expect([401, 403]).toContain((await failure(request)).status)
        }
        expect(await count("/admin/news", "news")).toBe(0)
        expect(await count("/admin/offers", "offers")).toBe(0)
      })
    })
  },
})
