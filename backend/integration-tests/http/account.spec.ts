import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { emailpassIdentity } from "../../src/scripts/seed/accounts"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"
import { multipart, NOT_A_PICTURE, PNG, png, TOO_LARGE_PNG, WEBP, type Upload } from "./helpers/multipart"
import { BUY_NOW_PURPOSE } from "@chaka/rules"

const uploadDir = mkdtempSync(join(tmpdir(), "chaka-avatars-"))
process.env.MEDUSA_UPLOAD_DIR = uploadDir
jest.setTimeout(300_000)

/** A multipart body as the storefront's account page sends it. */
const form = (image?: Upload) => multipart({}, { image })

/** The file a local-storage URL points at. */
const storedFile = (url: string) => join(uploadDir, basename(new URL(url).pathname))

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let publishableKey: string
    let other: Session["customer"]
    let bicycle: Awaited<ReturnType<typeof createProduct>>
    let bell: Awaited<ReturnType<typeof createProduct>>

    // Kept for every test: the runner restores the database to its state after beforeAll.
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      publishableKey = session.visitor.headers["x-publishable-api-key"]
      bicycle = await createProduct(getContainer(), session.shop, "Veloce Tour 26", 18_500, 20)
      bell = await createProduct(getContainer(), session.shop, "Loud Bell", 350, 20)
      other = await registerCustomer(api, publishableKey, "other-shopper@example.com")
    })

    const newCart = async (customer: Session["customer"], metadata?: Record<string, unknown>) =>
      (await api.post("/store/carts", { region_id: session.shop.regionId, ...(metadata ? { metadata } : {}) }, customer)).data.cart as {
        id: string
      }
    const addLine = (customer: Session["customer"], cartId: string, variantId: string, quantity: number) =>
      api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity }, customer)
    const myCart = async (customer: Session["customer"]) => (await api.get("/store/customers/me/cart", customer)).data.cart
    const signInAs = (email: string, password: string, actor: "customer" | "user" = "customer") => api.post(`/auth/${actor}/emailpass`, { email, password })

    it("lets the storefront's browser preflight every custom account route (CORS), as Medusa's own routes do", async () => {
      const origin = "http://localhost:8000" // the default STOREFRONT_URL, allowed by STORE_CORS
      for (const [path, method] of [
        ["/store/customers/me", "GET"],
        ["/store/customers/me/access", "GET"],
        ["/store/customers/me/cart", "GET"],
        ["/store/customers/me/avatar", "POST"],
      ]) {
        const preflight = await api.request({
          url: path,
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization,x-publishable-api-key" },
          validateStatus: () => true,
        })
        expect({ path, status: preflight.status, allowed: preflight.headers["access-control-allow-origin"] }).toEqual({ path, status: 204, allowed: origin })
      }
    })

    describe("GET /store/customers/me/cart", () => {
      it("a new customer has none", async () => {
        expect((await api.get("/store/customers/me/cart", other)).data).toEqual({ cart: null })
      })

      it("returns the customer's cart as GET /store/carts/:id does, on any device", async () => {
        const cart = await newCart(session.customer)
        await addLine(session.customer, cart.id, bicycle.variantId, 2)

        const mine = await myCart(session.customer)
        expect(mine).toEqual((await api.get(`/store/carts/${cart.id}`, session.customer)).data.cart)
        expect(mine.customer.id).toBe((await api.get("/store/customers/me", session.customer)).data.customer.id)
        expect(mine.items).toHaveLength(1)
        expect(mine.items[0]).toMatchObject({
          product_id: bicycle.productId,
          variant_id: bicycle.variantId,
          product_title: "Veloce Tour 26",
          quantity: 2,
          unit_price: 18_500,
        })
        expect(mine.items[0]).toHaveProperty("thumbnail")
        expect([mine.item_subtotal, mine.subtotal, mine.shipping_total, mine.total]).toEqual([37_000, 37_000, 0, 37_000])

        // Another device: a new sign-in finds the same cart (it is linked to the customer).
        const { data } = await signInAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
        const device = { headers: { authorization: `Bearer ${data.token}`, "x-publishable-api-key": publishableKey } }
        expect((await myCart(device)).id).toBe(cart.id)
      })

      it("the newest cart that is neither completed nor a Buy now cart", async () => {
        const older = await newCart(session.customer)
        const placed = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bell.variantId, quantity: 1 }])
        expect((await myCart(session.customer)).id).toBe(placed.id)
        await completeCart(api, session.customer, placed.id)
        expect((await myCart(session.customer)).id).toBe(older.id)

        const buyNow = await newCart(session.customer, { purpose: BUY_NOW_PURPOSE })
        await addLine(session.customer, buyNow.id, bicycle.variantId, 1)
        expect((await myCart(session.customer)).id).toBe(older.id)

        const newer = await newCart(session.customer, { note: "kept" })
        expect((await myCart(session.customer)).id).toBe(newer.id)
      })

      it("never another customer's cart", async () => {
        const theirs = await newCart(session.customer)
        expect(await myCart(other)).toBeNull()
        const own = await newCart(other)
        expect((await myCart(other)).id).toBe(own.id)
        expect((await myCart(session.customer)).id).toBe(theirs.id)
      })

      it("a visitor is asked to sign in (401)", async () => {
        const response = await failure(api.get("/store/customers/me/cart", session.visitor))
        expect([response.status, response.data.message]).toEqual([401, "Please sign in to continue"])
      })
    })

    describe("adding a product already in the cart", () => {
      it("on Medusa's route adds to its quantity, as Medusa does (the storefront's own Add to cart says Already added); its quantity can still be changed", async () => {
        const cart = await newCart(session.customer)
        await addLine(session.customer, cart.id, bicycle.variantId, 1)

        await addLine(session.customer, cart.id, bicycle.variantId, 2)
        let { data } = await api.get(`/store/carts/${cart.id}`, session.customer)
        expect(data.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([3])

        const line = data.cart.items[0]
        ;({ data } = await api.post(`/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 4 }, session.customer))
        expect(data.cart.items.map((i: { id: string; quantity: number }) => [i.id, i.quantity])).toEqual([[line.id, 4]])

        await addLine(session.customer, cart.id, bell.variantId, 1)
        expect((await api.get(`/store/carts/${cart.id}`, session.customer)).data.cart.items).toHaveLength(2)
      })
    })

    describe("sign-up rules", () => {
      it.each([
        ["a password of 6 characters", { email: "short@example.com", password: "abcdef" }, "Password should be at least 7 characters"],
        ["no password", { email: "nopass@example.com" }, "password is required"],
        ["no email", { password: "long-enough" }, "email is required"],
        ["an invalid email", { email: "not-an-email", password: "long-enough" }, "email must be a valid email address"],
      ])("refuses %s (400) and registers nothing", async (_case, body: { email?: string; password?: string }, message) => {
        const response = await failure(api.post("/auth/customer/emailpass/register", body))
        expect([response.status, response.data.message]).toEqual([400, message])
        if (body.email && body.password) {
          const login = await failure(signInAs(body.email, body.password))
          expect(login.status).toBe(401)
        }
      })

      it("the same rules on every register route the provider serves (another spelling, admin users): refused with the message, nothing registered", async () => {
        for (const path of ["/auth/customer/emailpas%73/register", "/auth/user/emailpass/register", "/auth/CUSTOMER/emailpass/register/"]) {
          const refused = await failure(api.post(path, { email: "short.elsewhere@example.com", password: "abcdef" }))
          expect(refused.status).toBeGreaterThanOrEqual(400)
          expect(refused.status).toBeLessThan(500)
          if (refused.status === 401) expect(refused.data.message).toBe("Password should be at least 7 characters")
          const invalid = await failure(api.post(path, { email: "not-an-email", password: "long-enough" }))
          expect(invalid.status).toBeGreaterThanOrEqual(400)
          expect(invalid.status).toBeLessThan(500)
        }
        const identities = await getContainer()
          .resolve(Modules.AUTH)
          .listProviderIdentities({ entity_id: ["short.elsewhere@example.com", "not-an-email"] } as never)
        expect(identities).toEqual([])
      })

      it("takes a password of 7 characters", async () => {
        const { data } = await api.post("/auth/customer/emailpass/register", { email: "seven@example.com", password: "abcdefg" })
        expect(typeof data.token).toBe("string")
      })

      // What Medusa itself answers (the storefront turns these into plain words).
      it("Medusa's own answers: wrong password, unknown email, email taken, customer already created", async () => {
        await registerCustomer(api, publishableKey, "answers@example.com")
        const wrong = await failure(signInAs("answers@example.com", "not-the-password"))
        expect([wrong.status, wrong.data]).toEqual([401, { type: "unauthorized", message: "Invalid email or password" }])
        const unknown = await failure(signInAs("nobody@example.com", "whatever-1"))
        expect([unknown.status, unknown.data]).toEqual([401, { type: "unauthorized", message: "Invalid email or password" }])

        for (const [email, password] of [
          ["answers@example.com", "a-long-password"],
          ["answers@example.com", "another-password"],
          [DEMO_ADMIN.email, DEMO_ADMIN.password],
          [DEMO_ADMIN.email, "another-password"],
        ]) {
          const taken = await failure(api.post("/auth/customer/emailpass/register", { email, password }))
          expect([taken.status, taken.data]).toEqual([401, { type: "unauthorized", message: "Identity with email already exists" }])
        }

        const { data: registered } = await api.post("/auth/customer/emailpass/register", { email: "twice@example.com", password: "a-long-password" })
        const registration = { headers: { authorization: `Bearer ${registered.token}`, "x-publishable-api-key": publishableKey } }
        await api.post("/store/customers", { email: "twice@example.com" }, registration)
        const again = await failure(api.post("/store/customers", { email: "twice@example.com" }, registration))
        expect([again.status, again.data]).toEqual([
          422,
          { type: "duplicate_error", code: "invalid_request_error", message: "Customer with this email already has an account" },
        ])
      })

      it("an admin's email: signing in as a customer works, and POST /store/customers then makes the customer", async () => {
        // An admin user made in Medusa's dashboard: a sign-in with no customer yet.
        const email = "new-admin@chaka.shop"
        const authIdentityId = await emailpassIdentity(getContainer(), email, "admin-password-2026")
        await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId, userData: { email } } })
        const { data } = await signInAs(email, "admin-password-2026")
        const adminAsShopper = { headers: { authorization: `Bearer ${data.token}`, "x-publishable-api-key": publishableKey } }
        expect((await failure(api.get("/store/customers/me", adminAsShopper))).status).toBe(401)
        const { data: created } = await api.post("/store/customers", { email }, adminAsShopper)
        expect(created.customer).toMatchObject({ email, has_account: true })
      })
    })

    describe("failed sign-ins", () => {
      const tooMany = { message: "Too many attempts. Please wait a few minutes and try again." }

      it("after 5 failures for one email: 429 even with the right password, for customer and admin sign-in; other emails unaffected", async () => {
        await registerCustomer(api, publishableKey, "guessed@example.com")
        for (let i = 0; i < 5; i++) expect((await failure(signInAs("guessed@example.com", `wrong-${i}-guess`))).status).toBe(401)

        for (const [email, actor] of [
          ["guessed@example.com", "customer"],
          ["Guessed@Example.com ", "customer"],
          ["guessed@example.com", "user"],
        ] as const) {
          const refused = await failure(signInAs(email, "a-long-password", actor))
          expect([refused.status, refused.data]).toEqual([429, tooMany])
          const { headers } = refused as unknown as { headers: Record<string, string> }
          expect(Number(headers["retry-after"])).toBeGreaterThan(14 * 60)
        }
        // Parallel guesses do not slip past the count either.
        const burst = await Promise.all([1, 2, 3].map(() => failure(signInAs("guessed@example.com", "a-long-password"))))
        expect(burst.map((r) => r.status)).toEqual([429, 429, 429])

        expect((await signInAs(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200)
      })

      it("a success clears the count", async () => {
        await registerCustomer(api, publishableKey, "forgetful@example.com")
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < 4; i++) expect((await failure(signInAs("forgetful@example.com", `wrong-${i}-guess`))).status).toBe(401)
          expect((await signInAs("forgetful@example.com", "a-long-password")).status).toBe(200)
        }
      })

      it("parallel wrong guesses: no more than 5 are checked", async () => {
        await registerCustomer(api, publishableKey, "burst@example.com")
        const answers = await Promise.all([...Array(8)].map((_, i) => failure(signInAs("burst@example.com", `wrong-${i}-guess`))))
        const statuses = answers.map((r) => r.status).sort()
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
      })
    })

    describe("the profile's SMS choice (sms_notifications on /store/customers/me)", () => {
      const me = async (customer: Session["customer"]) => (await api.get("/store/customers/me", customer)).data.customer
      const storedMetadata = async (id: string) => (await getContainer().resolve(Modules.CUSTOMER).retrieveCustomer(id)).metadata

      it("is on until turned off; turning it off and on keeps the other metadata, and the same request twice gives the same answer", async () => {
        await api.post("/store/customers/me", { metadata: { favourite: "bmx" } }, session.customer)
        const before = await me(session.customer)
        expect(before.sms_notifications).toBe(true)

        for (let i = 0; i < 2; i++) {
          const off = (await api.post("/store/customers/me", { sms_notifications: false }, session.customer)).data.customer
          expect(off.sms_notifications).toBe(false)
          expect(off.metadata).toMatchObject({ favourite: "bmx", sms_opt_out: true })
        }
        expect((await me(session.customer)).sms_notifications).toBe(false)
        // The phone changed alongside: both saved.
        const on = (await api.post("/store/customers/me", { sms_notifications: true, phone: "01812345678" }, session.customer)).data.customer
        expect([on.sms_notifications, on.phone]).toEqual([true, "01812345678"])
        expect(await storedMetadata(before.id)).toMatchObject({ favourite: "bmx", sms_opt_out: false })

        // Another update of the metadata that does not name the choice keeps it.
        await api.post("/store/customers/me", { sms_notifications: false }, session.customer)
        await api.post("/store/customers/me", { metadata: { favourite: "road" } }, session.customer)
        expect((await me(session.customer)).sms_notifications).toBe(false)
        // Someone else's choice is theirs.
        expect((await me(other)).sms_notifications).toBe(true)
      })

      it.each([
        ["text", "no", 400],
        ["a number", 1, 400],
        ["null", null, 400],
        ["a NUL byte", "\u0000", 400],
        // Over the body size limit: refused before any route runs.
        ["a 1 MB string", "x".repeat(1024 * 1024), 413],
      ])("refuses %s (%#) with a 4xx and its reason, and changes nothing", async (_case, value, status) => {
        const before = await storedMetadata((await me(session.customer)).id)
        const response = await failure(api.post("/store/customers/me", { sms_notifications: value }, session.customer))
        expect(response.status).toBe(status)
        expect(typeof response.data.message).toBe("string")
        expect(await storedMetadata((await me(session.customer)).id)).toEqual(before)
      })

      it("a visitor is asked to sign in (401)", async () => {
        expect((await failure(api.post("/store/customers/me", { sms_notifications: false }, session.visitor))).status).toBe(401)
        expect((await failure(api.get("/store/customers/me", session.visitor))).status).toBe(401)
      })
    })

    describe("POST /store/customers/me/avatar", () => {
      const upload = (customer: Session["customer"], body: FormData) => api.post("/store/customers/me/avatar", body, customer)

      it("stores the picture, sets metadata.avatar_url (other metadata kept) and replaces the previous one", async () => {
        await api.post("/store/customers/me", { metadata: { favourite: "bmx" } }, session.customer)

        const first = (await upload(session.customer, form(png("me.png")))).data.customer
        expect(first.metadata).toMatchObject({ favourite: "bmx", avatar_url: expect.stringMatching(/^https?:\/\/.+\/static\/.+\.png$/) })
        expect(readFileSync(storedFile(first.metadata.avatar_url))).toEqual(PNG)
        expect((await api.get("/store/customers/me", session.customer)).data.customer.metadata.avatar_url).toBe(first.metadata.avatar_url)

        // The browser's claimed type and name do not matter: the bytes say WebP.
        const second = (await upload(session.customer, form(png("me.png", WEBP)))).data.customer
        expect(second.metadata).toMatchObject({ favourite: "bmx", avatar_url: expect.stringMatching(/\.webp$/) })
        expect(readFileSync(storedFile(second.metadata.avatar_url))).toEqual(WEBP)
        expect(existsSync(storedFile(first.metadata.avatar_url))).toBe(false)
      })

      it.each([
        ["text sent as a PNG", 400, "The image must be a JPEG, PNG, WebP or GIF file", () => form(png("x.png", NOT_A_PICTURE))],
        ["no file", 400, "image is required", () => form()],
        ["a 3 MB file", 413, "The image must be 2 MB or smaller", () => form(png("big.png", TOO_LARGE_PNG))],
      ])("refuses %s: %i %s, and changes nothing", async (_case, status, message, body) => {
        const response = await failure(upload(session.customer, body()))
        expect([response.status, response.data.message]).toEqual([status, message])
        expect((await api.get("/store/customers/me", session.customer)).data.customer.metadata?.avatar_url).toBeUndefined()
      })

      it("a visitor is asked to sign in (401)", async () => {
        const response = await failure(upload(session.visitor, form(png("me.png"))))
        expect([response.status, response.data.message]).toEqual([401, "Please sign in to continue"])
      })
    })

    describe("GET /store/orders", () => {
      it("each order's metadata (approval), total and items by default; the other totals through fields", async () => {
        const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bell.variantId, quantity: 2 }])
        const { order } = (await completeCart(api, session.customer, cart.id)).data
        await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)

        const plain = (await api.get("/store/orders", session.customer)).data.orders
        expect(plain).toHaveLength(1)
        const item = { product_id: bell.productId, variant_id: bell.variantId, title: "Loud Bell", quantity: 2, unit_price: 350, subtotal: 700 }
        expect(plain[0]).toMatchObject({ id: order.id, total: 900, metadata: { approved_at: expect.any(String) }, items: [expect.objectContaining(item)] })
        for (const total of ["item_subtotal", "subtotal", "shipping_total"]) expect(plain[0]).not.toHaveProperty(total)

        // "+" keeps the defaults and adds; it must reach the server as %2B (the JS SDK encodes it).
        const fields = encodeURIComponent("+item_subtotal,+subtotal,+shipping_total")
        const full = (await api.get(`/store/orders?fields=${fields}`, session.customer)).data.orders
        expect(full[0]).toMatchObject({
          metadata: { approved_at: expect.any(String) },
          item_subtotal: 700,
          // Medusa's subtotal counts the delivery too (before taxes and discounts).
          subtotal: 900,
          shipping_total: 200,
          total: 900,
          items: [expect.objectContaining(item)],
        })
      })
    })
  },
})
