import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import sharp from "sharp"
import { ADMIN_UPLOAD_MAX_MB } from "../../src/api/utils/upload-limit"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { messages } from "../../src/lib/messages"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { registerCustomer } from "./helpers/checkout"
import { compatCallers, compatProductFields, type CompatCallers } from "./helpers/compat"
import { multipart, PNG, png, TOO_LARGE_PNG, type Upload } from "./helpers/multipart"

// Uploads land where Medusa serves /static from (<server dir>/static), in a folder of their own
// per run, so that what was stored can be fetched back as a browser would.
const staticDir = join(process.cwd(), "static")
mkdirSync(staticDir, { recursive: true })
process.env.MEDUSA_UPLOAD_DIR = staticDir
const before = new Set(readdirSync(staticDir))
const storedNow = () => readdirSync(staticDir).filter((name) => !before.has(name))
jest.setTimeout(300_000)

// As src/server.ts does in production: headers and catalogue cache in front of the server.
edgeAroundRunnerServer({ maxMb: 8 })

const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.domain)</script></body></html>")
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>')
/** A JPEG's first bytes, then a page: passes a check of the first bytes alone. */
const JPEG_HEADED_HTML = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), HTML])

const file = (bytes: Buffer, name: string, type: string): Upload => ({ bytes, name, type })
const hostile: [string, Upload][] = [
  ["a page named evil.html behind a JPEG's first bytes", file(JPEG_HEADED_HTML, "evil.html", "image/jpeg")],
  ["a plain HTML page", file(HTML, "page.html", "text/html")],
  ["an SVG with a script", file(SVG, "logo.svg", "image/svg+xml")],
  ["an SVG sent as a PNG", file(SVG, "logo.png", "image/png")],
]

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
  "referrer-policy": "no-referrer",
}
const headersOf = (response: { headers: Record<string, unknown> }) => response.headers as Record<string, string | undefined>

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers
    let jpeg: Buffer

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      callers = await compatCallers(api, session)
      jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c33" } })
        .jpeg()
        .toBuffer()
    })
    afterAll(() => {
      for (const name of storedNow()) rmSync(join(staticDir, name), { recursive: true, force: true })
    })

    const raw = (url: string, headers: Record<string, string> = {}, method = "GET") =>
      api.request({ url, method, headers, validateStatus: () => true, responseType: "arraybuffer" })

    describe("uploads: pictures only, by their bytes", () => {
      it("/admin/uploads stores a real picture under a generated name with its real extension, whatever it was called", async () => {
        const { data } = await api.post(
          "/admin/uploads",
          multipart({}, { files: [file(jpeg, "evil.html", "text/html"), file(PNG, "a.svg", "image/svg+xml")] }),
          session.admin
        )
        const [first, second] = data.files as { id: string; url: string }[]
        expect(first.url).toMatch(/\/static\/[^/]+\.jpg$/)
        expect(second.url).toMatch(/\/static\/[^/]+\.png$/)
        expect(first.url).not.toMatch(/evil|html/)
        expect(readFileSync(join(staticDir, basename(new URL(first.url).pathname)))).toEqual(jpeg)

        // Served back as the picture it is, never sniffed.
        const served = await raw(new URL(first.url).pathname)
        expect(served.status).toBe(200)
        expect(headersOf(served)).toMatchObject({
          "content-type": "image/jpeg",
          "x-content-type-options": "nosniff",
          "cross-origin-resource-policy": "cross-origin",
        })
        expect(headersOf(served)["content-disposition"]).toBeUndefined()
      })

      it.each(hostile)("/admin/uploads refuses %s: 400 with a message, nothing stored", async (_case, upload) => {
        const stored = storedNow().length
        const response = await failure(api.post("/admin/uploads", multipart({}, { files: upload }), session.admin))
        expect([response.status, response.data.message]).toEqual([400, messages.uploadNotAPicture])
        expect(storedNow()).toHaveLength(stored)
      })

      it("/admin/uploads: a 3 MB PNG is kept as a picture (fitted); a file over 10 MB is refused: 413 with a message", async () => {
        const { data } = await api.post("/admin/uploads", multipart({}, { files: file(TOO_LARGE_PNG, "big.png", "image/png") }), session.admin)
        expect(data.files[0].url).toMatch(/\/static\/[^/]+\.(png|webp)$/)

        const huge = Buffer.concat([PNG, Buffer.alloc(ADMIN_UPLOAD_MAX_MB * 1024 * 1024)])
        const response = await failure(api.post("/admin/uploads", multipart({}, { files: file(huge, "huge.png", "image/png") }), session.admin))
        expect([response.status, response.data.message]).toEqual([413, messages.uploadTooLarge(ADMIN_UPLOAD_MAX_MB)])
      })

      it("every other upload route refuses the page behind a JPEG's first bytes (400) and stores nothing", async () => {
        const evil = file(JPEG_HEADED_HTML, "evil.html", "image/jpeg")
        const stored = storedNow().length
        const routes: [string, () => Promise<unknown>][] = [
          ["POST /admin/sliders", () => api.post("/admin/sliders", multipart({ url: "/shop" }, { image: evil }), session.admin)],
          ["POST /admin/news", () => api.post("/admin/news", multipart({ title: "Evil", description: "Page" }, { image: evil }), session.admin)],
          ["POST /shop/sliders", () => api.post("/shop/sliders", multipart({ url: "/shop" }, { image: evil }), callers.admin)],
          ["POST /shop/news", () => api.post("/shop/news", multipart({ title: "Evil", description: "Page" }, { img: evil }), callers.admin)],
          ["POST /store/customers/me/avatar", () => api.post("/store/customers/me/avatar", multipart({}, { image: evil }), session.customer)],
        ]
        for (const [route, send] of routes) {
          const response = await failure(send())
          expect({ route, status: response.status, message: response.data.message }).toEqual({ route, status: 400, message: messages.uploadNotAPicture })
        }
        expect(storedNow()).toHaveLength(stored)
        // The real picture goes through the same routes.
        const slider = await api.post("/admin/sliders", multipart({ url: "/shop" }, { image: file(jpeg, "slide.html", "text/html") }), session.admin)
        expect(JSON.stringify(slider.data)).toMatch(/\/static\/[^"/]+\.jpg"/)
      })
    })

    describe("uploads: a damaged picture is refused on every route that takes pictures (400, nothing written)", () => {
      /** A photo-like PNG (noise compresses as photos do) of 600 × 400: wider than a copy, heavier than a picture kept as sent. */
      let photo: Buffer
      /** Damaged pictures whose first bytes and header are a real PNG's, each well under every route's 2 MB limit. */
      const damaged: [string, () => Upload][] = [
        // Its header says 600 × 400; its pixels stop halfway and garbage follows (~0.7 MB).
        [
          "a photo cut off halfway and followed by random bytes",
          () => png("cut.png", Buffer.concat([photo.subarray(0, photo.length >> 1), randomBytes(300 * 1024)])),
        ],
        // 1 × 1, its pixel data cut short: small enough to have been kept as sent.
        ["a small PNG cut short", () => png("short.png", PNG.subarray(0, PNG.length - 20))],
      ]
      let productId: string

      const NEW_PRODUCT = compatProductFields("Damaged Ride")
      const ADDRESS = { division: "Dhaka", district: "Dhaka", policeStation: "Mirpur Model", rodeOrVillage: "Road 9, Block D", phone: "01812345678" }

      beforeAll(async () => {
        photo = await sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
          .png()
          .toBuffer()
      })

      // The test runner restores the database before every test, so the product cases' categories
      // and product are made in each (made in a beforeAll, they were gone before the cases ran).
      beforeEach(async () => {
        if (!expect.getState().currentTestName?.includes("/shop/products")) return
        const container = getContainer()
        const [mountain] = (
          await createProductCategoriesWorkflow(container).run({ input: { product_categories: [{ name: "Mountain Bike", is_active: true }] } })
        ).result
        await createProductCategoriesWorkflow(container).run({
          input: { product_categories: [{ name: "Hardtail", parent_category_id: mountain.id, is_active: true }] },
        })
        const created = await api.post("/shop/products", multipart(NEW_PRODUCT, { img: png("main.png"), gallery: png("g1.png") }), callers.admin)
        productId = created.data.insertedId
      })

      /** Everything a refused upload must leave as it was: stored files, content, products, customers. */
      const written = async () => {
        const container = getContainer()
        const content = container.resolve("content") as { listNews: () => Promise<unknown[]>; listSliders: () => Promise<unknown[]> }
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data: products } = await query.graph({ entity: "product", fields: ["id", "title", "thumbnail", "images.url"] })
        const { data: customers } = await query.graph({ entity: "customer", fields: ["id", "phone", "metadata", "addresses.*"] })
        return { files: storedNow().sort(), news: await content.listNews(), sliders: await content.listSliders(), products, customers }
      }

      const routes: [string, (picture: Upload) => Promise<unknown>][] = [
        [
          "POST /admin/uploads (beside a whole picture)",
          (picture) => api.post("/admin/uploads", multipart({}, { files: [png("whole.png"), picture] }), session.admin),
        ],
        ["POST /admin/news", (picture) => api.post("/admin/news", multipart({ title: "Damaged", description: "News" }, { image: picture }), session.admin)],
        ["POST /admin/sliders", (picture) => api.post("/admin/sliders", multipart({ url: "/shop" }, { image: picture }), session.admin)],
        ["POST /shop/news", (picture) => api.post("/shop/news", multipart({ title: "Damaged", description: "News" }, { img: picture }), callers.admin)],
        ["POST /shop/sliders", (picture) => api.post("/shop/sliders", multipart({ url: "/shop" }, { image: picture }), callers.admin)],
        [
          "POST /shop/products (as img)",
          (picture) => api.post("/shop/products", multipart(NEW_PRODUCT, { img: picture, gallery: png("g.png") }), callers.admin),
        ],
        [
          "POST /shop/products (in the gallery)",
          (picture) => api.post("/shop/products", multipart(NEW_PRODUCT, { img: png("main.png"), gallery: [png("g.png"), picture] }), callers.admin),
        ],
        ["PUT /shop/products (as img)", (picture) => api.put("/shop/products", multipart({ id: productId, name: "Renamed" }, { img: picture }), callers.admin)],
        ["POST /store/customers/me/avatar", (picture) => api.post("/store/customers/me/avatar", multipart({}, { image: picture }), session.customer)],
        [
          "PUT /shop/users/updateUser",
          (picture) => api.put("/shop/users/updateUser", multipart({ email: DEMO_CUSTOMER.email, ...ADDRESS }, { profile: picture }), callers.customer),
        ],
      ]
      const cases = routes.flatMap(([route, send]) => damaged.map(([picture, make]) => [route, picture, send, make] as const))

      it.each(cases)("%s refuses %s: 400 with the message, nothing stored or written", async (route, _picture, send, make) => {
        const before = await written()
        const response = await failure(send(make()))
        expect({ route, status: response.status, message: response.data.message }).toEqual({ route, status: 400, message: messages.pictureDamaged })
        expect(await written()).toEqual(before)
      })
    })

    describe("/static: only pictures are shown, even files stored before uploads were checked", () => {
      const old = `old-${Date.now()}`
      beforeAll(() => {
        mkdirSync(join(staticDir, old))
        writeFileSync(join(staticDir, old, "evil.html"), HTML)
        writeFileSync(join(staticDir, old, "logo.svg"), SVG)
        writeFileSync(join(staticDir, old, "notes.txt"), "text")
        writeFileSync(join(staticDir, old, "dot.png"), PNG)
      })

      it.each([`evil.html`, `logo.svg`, `notes.txt`, `evil%2Ehtml`])("%s is a download of opaque bytes, sandboxed", async (name) => {
        for (const prefix of ["/static", "/STATIC", "/Static"]) {
          const response = await raw(`${prefix}/${old}/${name}`)
          expect(response.status).toBe(200)
          expect(headersOf(response)).toMatchObject({
            "content-type": "application/octet-stream",
            "content-disposition": "attachment",
            ...SECURITY_HEADERS,
            "content-security-policy": expect.stringMatching(/default-src 'none'.*sandbox/),
          })
        }
      })

      it("a picture is shown as itself, with nosniff, and may be embedded by other origins", async () => {
        const response = await raw(`/static/${old}/dot.png`)
        expect(response.status).toBe(200)
        expect(headersOf(response)).toMatchObject({ "content-type": "image/png", ...SECURITY_HEADERS, "cross-origin-resource-policy": "cross-origin" })
        expect(Buffer.from(response.data)).toEqual(PNG)
      })
    })

    describe("/static: private files (order exports with customers' data) are never served", () => {
      it("a file stored as private lands outside the served folder, and a private-* name under /static is 404", async () => {
        const files = getContainer().resolve(Modules.FILE)
        const stored = await files.createFiles({
          filename: "order-exports.csv",
          mimeType: "text/csv",
          content: Buffer.from("name,email\nRider,rider@example.com").toString("base64"),
          access: "private",
        })
        expect(stored.id).toMatch(/^private-/)
        expect(existsSync(join(staticDir, stored.id))).toBe(false)
        expect((await raw(`/static/${stored.id}`)).status).toBe(404)
        // Its address is the admin route that sends it to a signed-in admin only.
        expect(new URL(stored.url).pathname).toBe(`/admin/private-files/${stored.id}`)
        expect((await raw(`/admin/private-files/${stored.id}`)).status).toBe(401)
        expect((await raw(`/admin/private-files/${stored.id}`, session.customer.headers)).status).toBe(401)
        const download = await raw(`/admin/private-files/${stored.id}`, session.admin.headers)
        expect(download.status).toBe(200)
        expect(headersOf(download)["content-disposition"]).toBe('attachment; filename="order-exports.csv"')
        expect(Buffer.from(download.data).toString()).toContain("rider@example.com")
        expect((await raw("/admin/private-files/not-private.png", session.admin.headers)).status).toBe(404)
        // One left in the served folder by an older version is not served either, however spelt.
        writeFileSync(join(staticDir, stored.id), "name,email\nRider,rider@example.com")
        try {
          for (const path of [
            `/static/${stored.id}`,
            `/STATIC/${stored.id}`,
            `/static/${stored.id.replace("private-", "PRIVATE-")}`,
            `/static/${stored.id.replace("private-", "privat%65-")}`,
            `/static/${stored.id}?download=1`,
          ]) {
            const response = await raw(path)
            expect([path, response.status]).toEqual([path, 404])
            expect(Buffer.from(response.data).toString()).not.toContain("rider@example.com")
          }
        } finally {
          rmSync(join(staticDir, stored.id), { force: true })
          await files.deleteFiles(stored.id)
        }
      })
    })

    describe("security headers on every answer", () => {
      it("API answers (success and error), without X-Powered-By", async () => {
        for (const response of [await raw("/store/regions", session.visitor.headers), await raw("/admin/products", {}), await raw("/health")]) {
          expect(headersOf(response)).toMatchObject({ ...SECURITY_HEADERS, "cross-origin-resource-policy": "same-site" })
          expect(headersOf(response)["x-powered-by"]).toBeUndefined()
        }
        // Express's own 404 page replaces the CSP with its stricter `default-src 'none'`; the rest stays.
        const missing = await raw("/no/such/route")
        expect([missing.status, headersOf(missing)["content-security-policy"]]).toEqual([404, "default-src 'none'"])
        expect(headersOf(missing)).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff" })
        expect(headersOf(missing)["x-powered-by"]).toBeUndefined()
      })

      it("cached catalogue answers and CORS preflights the cache gives itself", async () => {
        const url = "/store/catalogue/products?limit=24&offset=0"
        await raw(url, session.visitor.headers)
        const hit = await raw(url, session.visitor.headers)
        expect(headersOf(hit)["x-cache"]).toBe("HIT")
        expect(headersOf(hit)).toMatchObject(SECURITY_HEADERS)
        expect(headersOf(hit)["x-powered-by"]).toBeUndefined()

        const preflight = { origin: "http://localhost:8000", "access-control-request-method": "GET", "access-control-request-headers": "x-publishable-api-key" }
        for (let i = 0; i < 2; i++) {
          const response = await raw("/store/products", preflight, "OPTIONS")
          expect(response.status).toBe(204)
          expect(headersOf(response)).toMatchObject(SECURITY_HEADERS)
          expect(headersOf(response)["x-powered-by"]).toBeUndefined()
        }
      })

      // The test runner does not serve the dashboard (its 404s are Express's own page, see
      // above); the dashboard's own CSP is checked in src/lib/http/__tests__/security-headers.unit.spec.ts.
      it("/app (the dashboard) cannot be framed", async () => {
        for (const path of ["/app", "/app/login", "/APP/assets/index.js"]) {
          const response = await raw(path)
          expect(headersOf(response)).toMatchObject({ "x-frame-options": "DENY", "x-content-type-options": "nosniff" })
          expect(headersOf(response)["x-powered-by"]).toBeUndefined()
        }
      })
    })

    describe("password checks: one count per email over sign-in and register, customers and admins", () => {
      const tooMany = { message: messages.tooManySignInAttempts }
      const register = (email: string, password: string, actor = "customer") => api.post(`/auth/${actor}/emailpass/register`, { email, password })
      const signInAs = (email: string, password: string, actor = "customer") => api.post(`/auth/${actor}/emailpass`, { email, password })

      it("wrong passwords through register count; then register, sign-in and admin sign-in are refused (429, Retry-After)", async () => {
        // A sign-in with no account yet: Medusa's register checks its password and answers a token when right.
        const email = "half-registered@example.com"
        expect((await register(email, "the-right-password")).status).toBe(200)
        for (let i = 0; i < 5; i++) {
          const wrong = await failure(register(email, `wrong-${i}-password`))
          expect(wrong.status).toBe(401)
        }
        for (const attempt of [
          () => register(email, "the-right-password"),
          () => register(" Half-Registered@Example.COM ", "the-right-password"),
          () => signInAs(email, "the-right-password"),
          () => signInAs(email, "the-right-password", "user"),
          () => register(email, "the-right-password", "user"),
        ]) {
          const refused = await failure(attempt())
          expect([refused.status, refused.data]).toEqual([429, tooMany])
          expect(Number((refused as unknown as { headers: Record<string, string> }).headers["retry-after"])).toBeGreaterThan(14 * 60)
        }
        // An escaped spelling of the route never reaches the sign-in: the input guard refuses it.
        const escaped = await failure(api.request({ url: "/auth/customer/emailpas%73", method: "POST", data: { email, password: "the-right-password" } }))
        expect([escaped.status, escaped.data.message]).toEqual([400, messages.inputEncodedUnreserved("%73")])
      })

      it("wrong sign-ins lock register too; a right password through register clears the count", async () => {
        await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "locked-out@example.com")
        for (let i = 0; i < 5; i++) expect((await failure(signInAs("locked-out@example.com", `wrong-${i}-guess`))).status).toBe(401)
        expect((await failure(register("locked-out@example.com", "a-long-password"))).status).toBe(429)

        const email = "clears@example.com"
        await register(email, "the-right-password")
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 4; i++) expect((await failure(register(email, `wrong-${i}-password`))).status).toBe(401)
          expect((await register(email, "the-right-password")).status).toBe(200)
        }
      })

      it("admins: wrong admin passwords lock the admin's customer sign-in too; other emails unaffected", async () => {
        for (let i = 0; i < 5; i++) expect((await failure(signInAs(DEMO_ADMIN.email, `wrong-${i}-guess`, "user"))).status).toBe(401)
        expect((await failure(signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password))).status).toBe(429)
        expect((await signInAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200)
      })
    })
  },
})
