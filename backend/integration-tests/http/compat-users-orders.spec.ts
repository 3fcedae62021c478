import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { customerTokenFor } from "../../src/compat/queries/users"
import { messages } from "../../src/lib/messages"
import { compatMessages } from "../../src/compat/messages"
import { OPENID_PROVIDER_ID } from "../../src/workflows/accounts/rules/openid"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct, registerCustomer } from "./helpers/checkout"
import { bearar, bearer, compatCallers, type CompatCallers } from "./helpers/compat"
import { multipart, png, type Upload } from "./helpers/multipart"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"

jest.setTimeout(300_000)

const ADDRESS = { division: "Dhaka", district: "Dhaka", policeStation: "Mirpur Model", rodeOrVillage: "Road 7, Block C", phone: "01712345678" }

/** Matches a string or null (a field the customer may not have filled in). */
const textOrNull = { asymmetricMatch: (value: unknown) => value === null || typeof value === "string", toAsymmetricMatcher: () => "string or null" }

const USER_SHAPE = {
  _id: expect.stringMatching(/^cus_/),
  displayName: expect.anything(),
  email: expect.any(String),
  imgUrl: textOrNull,
  imgId: textOrNull,
  phone: textOrNull,
  division: textOrNull,
  district: textOrNull,
  policeStation: textOrNull,
  rodeOrVillage: textOrNull,
  cart: expect.any(Array),
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers
    let kids: { productId: string }
    let pricey: { productId: string }
    let scarce: { productId: string }

    /** A fresh sign-in without a customer yet (just registered). */
    const register = async (email: string) => (await api.post("/auth/customer/emailpass/register", { email, password: "a-long-password" })).data.token as string
    const signInAs = async (email: string) => (await api.post("/auth/customer/emailpass", { email, password: "a-long-password" })).data.token as string
    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const readOrder = async (id: string) =>
      (
        await query().graph({
          entity: "order",
          fields: [
            "id",
            "customer_id",
            "email",
            "status",
            "item_subtotal",
            "shipping_total",
            "total",
            "items.quantity",
            "items.unit_price",
            "shipping_address.*",
            "payment_collections.payment_sessions.provider_id",
          ],
          filters: { id },
        })
      ).data[0] as any
    const orderBody = (email: string, products: { _id: string; quantity: number }[]) => ({ name: "Karim Ahmed", email, ...ADDRESS, products, totalBDT: 1 })

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      callers = await compatCallers(api, session)
      kids = await createProduct(getContainer(), session.shop, "Compat Kids 16", 9_500, 20)
      pricey = await createProduct(getContainer(), session.shop, "Compat Road Pro", 26_000, 5)
      scarce = await createProduct(getContainer(), session.shop, "Compat Last One", 1_000, 1)
    })

    describe("GET /shop/users/login/{email}", () => {
      it("gives the signed-in person their user, a fresh token and the admin flag (Bearar or Bearer)", async () => {
        const { data } = await api.get(`/shop/users/login/${callers.customer.email.toUpperCase()}`, callers.customer)
        expect(data).toEqual({ user: { ...USER_SHAPE, email: callers.customer.email }, token: expect.any(String), admin: false, message: "" })
        // The token it gives works on the API.
        expect((await api.get(`/shop/users/${callers.customer.email}`, bearer(data.token))).data._id).toBe(data.user._id)
        const admin = await api.get(`/shop/users/login/${callers.admin.email}`, bearer(callers.admin.token))
        expect(admin.data.admin).toBe(true)
      })

      it("refuses a bare email (401), another person's token (403) and a sign-in without a customer (404)", async () => {
        const bare = await failure(api.get(`/shop/users/login/${callers.customer.email}`))
        expect([bare.status, bare.data.message]).toEqual([401, messages.signInRequired])
        const other = await failure(api.get(`/shop/users/login/${callers.customer.email}`, callers.other))
        expect([other.status, other.data.message]).toEqual([403, compatMessages.onlyYourOwnSignIn])
        const fresh = await register("login.fresh@example.com")
        const missing = await failure(api.get("/shop/users/login/login.fresh@example.com", bearar(fresh)))
        expect([missing.status, missing.data.message]).toEqual([404, compatMessages.noCustomerWithEmail("login.fresh@example.com")])
      })
    })

    describe("PUT /shop/users", () => {
      it("creates the customer for a new sign-in, then updates the name; the token it gives logs in", async () => {
        const email = "upsert.rider@example.com"
        const token = await register(email)
        const refused = await failure(
          api.put("/shop/users", { displayName: "Someone Else", email: "not.me@example.com", imgUrl: null, imgId: null }, bearar(token))
        )
        expect([refused.status, refused.data.message]).toEqual([403, messages.accountEmailNotYours])
        const invalid = await failure(api.put("/shop/users", { displayName: 42, email, imgUrl: null, imgId: null }, bearar(token)))
        expect([invalid.status, invalid.data.message]).toEqual([400, compatMessages.displayNameInvalid])
        const none = await query().graph({ entity: "customer", fields: ["id"], filters: { email } })
        expect(none.data).toHaveLength(0)

        const created = await api.put("/shop/users", { displayName: "Rahim Uddin", email, imgUrl: null, imgId: null }, bearar(token))
        expect(created.data).toEqual({ acknowledged: true, modifiedCount: 0, upsertedId: expect.stringMatching(/^cus_/), token: expect.any(String) })
        const login = await api.get(`/shop/users/login/${email}`, bearar(created.data.token))
        expect(login.data.user).toEqual({
          _id: created.data.upsertedId,
          displayName: "Rahim Uddin",
          email,
          imgUrl: null,
          imgId: null,
          phone: null,
          division: null,
          district: null,
          policeStation: null,
          rodeOrVillage: null,
          cart: [],
        })

        const renamed = await api.put("/shop/users", { displayName: "Rahim Mia", email, imgUrl: null, imgId: null }, bearar(created.data.token))
        expect(renamed.data).toEqual({ acknowledged: true, modifiedCount: 1, upsertedId: null, token: expect.any(String) })
        const same = await api.put("/shop/users", { displayName: "Rahim Mia", email, imgUrl: null, imgId: null }, bearar(created.data.token))
        expect(same.data.modifiedCount).toBe(0)
        expect((await api.get(`/shop/users/${email}`, bearar(created.data.token))).data.displayName).toBe("Rahim Mia")
      })

      it("sent again with the same sign-up token (a retry after a lost answer): the same answer, one customer", async () => {
        const email = "retry.rider@example.com"
        const token = await register(email)
        const body = { displayName: "Karim Hossain", email, imgUrl: null, imgId: null }
        const first = await api.put("/shop/users", body, bearar(token))
        expect(first.data).toEqual({ acknowledged: true, modifiedCount: 0, upsertedId: expect.stringMatching(/^cus_/), token: expect.any(String) })

        const again = await api.put("/shop/users", body, bearar(token))
        expect([again.status, again.data]).toEqual([200, { ...first.data, token: expect.any(String) }])
        const customers = await query().graph({ entity: "customer", fields: ["id", "first_name", "last_name"], filters: { email } })
        expect(customers.data).toEqual([{ id: first.data.upsertedId, first_name: "Karim", last_name: "Hossain" }])
        // The token of the retried answer opens that same customer.
        expect((await api.get(`/shop/users/login/${email}`, bearar(again.data.token))).data.user).toMatchObject({
          _id: first.data.upsertedId,
          displayName: "Karim Hossain",
        })
      })

      it("sent twice at once with the same sign-up token: both answer the one customer made", async () => {
        const email = "double.tap@example.com"
        const token = await register(email)
        const body = { displayName: "Double Tap", email, imgUrl: null, imgId: null }
        const answers = await Promise.all([api.put("/shop/users", body, bearar(token)), api.put("/shop/users", body, bearar(token))])
        const customers = await query().graph({ entity: "customer", fields: ["id"], filters: { email } })
        expect(customers.data).toHaveLength(1)
        for (const answer of answers) expect([answer.status, answer.data.upsertedId]).toEqual([200, customers.data[0].id])
      })

      it("another sign-in proving an email that already has an account is refused (422), nothing linked or made", async () => {
        const email = "taken.rider@example.com"
        const owner = await api.put("/shop/users", { displayName: "First Owner", email, imgUrl: null, imgId: null }, bearar(await register(email)))
        // A Google sign-in that proved the same email: a sign-in of its own, no customer yet.
        const auth = getContainer().resolve(Modules.AUTH)
        const google = await auth.createAuthIdentities({
          provider_identities: [{ provider: OPENID_PROVIDER_ID, entity_id: "google-taken-rider", user_metadata: { email, name: "Second Claimant" } }],
        })
        const token = await customerTokenFor(getContainer(), google.id)
        for (let i = 0; i < 2; i++) {
          const refused = await failure(api.put("/shop/users", { displayName: "Second Claimant", email, imgUrl: null, imgId: null }, bearar(token)))
          expect([refused.status, refused.data.message]).toEqual([422, messages.accountEmailTaken])
        }
        const customers = await query().graph({ entity: "customer", fields: ["id", "first_name"], filters: { email } })
        expect(customers.data).toEqual([{ id: owner.data.upsertedId, first_name: "First" }])
        expect((await auth.retrieveAuthIdentity(google.id)).app_metadata?.customer_id).toBeUndefined()
      })

      it("needs a sign-in", async () => {
        const visitor = await failure(api.put("/shop/users", { displayName: "X", email: "x@example.com" }))
        expect([visitor.status, visitor.data.message]).toEqual([401, messages.signInRequired])
      })
    })

    describe("GET /shop/users/{email}", () => {
      it("answers the owner and an admin, refuses another customer (403) and a visitor (401)", async () => {
        const own = await api.get(`/shop/users/${callers.customer.email}`, callers.customer)
        expect(own.data).toEqual({ ...USER_SHAPE, email: callers.customer.email })
        expect((await api.get(`/shop/users/${callers.customer.email}`, callers.admin)).data).toEqual(own.data)
        const other = await failure(api.get(`/shop/users/${callers.customer.email}`, callers.other))
        expect([other.status, other.data.message]).toEqual([403, compatMessages.onlyYourOwnAccount])
        expect((await failure(api.get(`/shop/users/${callers.customer.email}`))).status).toBe(401)
      })
    })

    describe("PUT /shop/users/carts/{email}", () => {
      it("makes the customer's Medusa cart hold exactly these products", async () => {
        const url = `/shop/users/carts/${callers.other.email}`
        const set = await api.put(
          url,
          [
            { id: kids.productId, quantity: 2 },
            { id: scarce.productId, quantity: 1 },
          ],
          callers.other
        )
        expect(set.data).toEqual({ acknowledged: true, modifiedCount: 1 })
        const user = async () => (await api.get(`/shop/users/${callers.other.email}`, callers.other)).data
        // Lines saved in one request share their creation time: their order is not part of the contract.
        const cart = (await user()).cart
        expect(cart).toHaveLength(2)
        expect(cart).toEqual(
          expect.arrayContaining([
            { id: kids.productId, quantity: 2 },
            { id: scarce.productId, quantity: 1 },
          ])
        )

        expect(
          (
            await api.put(
              url,
              [
                { id: kids.productId, quantity: 2 },
                { id: scarce.productId, quantity: 1 },
              ],
              callers.other
            )
          ).data.modifiedCount
        ).toBe(0)
        expect((await api.put(url, [{ id: kids.productId, quantity: 3 }], callers.other)).data.modifiedCount).toBe(1)
        expect((await user()).cart).toEqual([{ id: kids.productId, quantity: 3 }])

        // Bad input: 400, the cart unchanged.
        const unknown = await failure(api.put(url, [{ id: "prod_nope", quantity: 1 }], callers.other))
        expect([unknown.status, unknown.data.message]).toEqual([400, compatMessages.productUnavailable("prod_nope")])
        const zero = await failure(api.put(url, [{ id: kids.productId, quantity: 0 }], callers.other))
        expect([zero.status, zero.data.message]).toEqual([400, compatMessages.cartInvalid])
        const twice = await failure(
          api.put(
            url,
            [
              { id: kids.productId, quantity: 1 },
              { id: kids.productId, quantity: 1 },
            ],
            callers.other
          )
        )
        expect([twice.status, twice.data.message]).toEqual([400, compatMessages.productTwice(kids.productId)])
        expect((await user()).cart).toEqual([{ id: kids.productId, quantity: 3 }])
      })

      it("is the owner's only: another customer and an admin are refused (403), a visitor 401", async () => {
        const url = `/shop/users/carts/${callers.other.email}`
        expect((await failure(api.put(url, [], callers.customer))).status).toBe(403)
        expect((await failure(api.put(url, [], callers.admin))).status).toBe(403)
        expect((await failure(api.put(url, []))).status).toBe(401)
      })
    })

    describe("PUT /shop/users/admin", () => {
      it("lets an admin make a customer admin (modifiedCount 1, then 0); unknown email 404", async () => {
        const email = "made.admin@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const token = await signInAs(email)
        expect((await api.get(`/shop/users/login/${email}`, bearar(token))).data.admin).toBe(false)

        expect((await failure(api.put("/shop/users/admin", { email }, callers.customer))).status).toBe(403)
        expect((await failure(api.put("/shop/users/admin", { email }))).status).toBe(401)
        expect((await api.get(`/shop/users/login/${email}`, bearar(token))).data.admin).toBe(false)

        // The customer-admin's token (Bearar) works on this path ending in /admin.
        expect((await api.put("/shop/users/admin", { email }, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 1 })
        expect((await api.get(`/shop/users/login/${email}`, bearar(token))).data.admin).toBe(true)
        expect((await api.put("/shop/users/admin", { email }, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 0 })

        const unknown = await failure(api.put("/shop/users/admin", { email: "nobody@example.com" }, callers.admin))
        expect([unknown.status, unknown.data.message]).toEqual([404, messages.noSignInWithEmail("nobody@example.com")])
        expect((await failure(api.put("/shop/users/admin", {}, callers.admin))).status).toBe(400)
      })
    })

    describe("PUT /shop/users/updateUser", () => {
      const form = (fields: Record<string, string>, image?: Upload) => multipart(fields, { img: image })

      it("stores the address, phone and picture (multipart, picture in img)", async () => {
        const email = "profile.rider@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const me = bearar(await signInAs(email))
        const fields = { email, ...ADDRESS, division: "dhaka", existingImg: "" }

        const saved = await api.put("/shop/users/updateUser", form(fields, png("me.png")), me)
        expect(saved.data).toEqual({ acknowledged: true, modifiedCount: 1 })
        const user = (await api.get(`/shop/users/${email}`, me)).data
        expect(user).toMatchObject({ ...ADDRESS, imgUrl: expect.stringMatching(/^https?:\/\//), imgId: expect.any(String) })
        // The storefront reads the same records: the default address and the phone.
        const { data } = await query().graph({ entity: "customer", fields: ["phone", "addresses.*"], filters: { email } })
        expect(data[0]).toMatchObject({
          phone: ADDRESS.phone,
          addresses: [expect.objectContaining({ province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model", is_default_shipping: true })],
        })

        expect((await api.put("/shop/users/updateUser", form(fields), me)).data.modifiedCount).toBe(0)

        const phone = await failure(api.put("/shop/users/updateUser", form({ ...fields, phone: "12345" }), me))
        expect([phone.status, phone.data.message]).toEqual([400, "phone must be a Bangladeshi mobile number, like 01712345678"])
        const district = await failure(api.put("/shop/users/updateUser", form({ ...fields, district: "Sylhet" }), me))
        expect(district.status).toBe(400)
        expect(district.data.message).toContain("Sylhet")
        expect((await api.get(`/shop/users/${email}`, me)).data).toEqual(user)

        // An admin may update it; another customer may not; a visitor must sign in.
        expect((await api.put("/shop/users/updateUser", form({ ...fields, rodeOrVillage: "Road 9" }), callers.admin)).data.modifiedCount).toBe(1)
        expect((await failure(api.put("/shop/users/updateUser", form(fields), callers.other))).status).toBe(403)
        expect((await failure(api.put("/shop/users/updateUser", form(fields)))).status).toBe(401)
        expect((await api.get(`/shop/users/${email}`, me)).data.rodeOrVillage).toBe("Road 9")
      })
    })

    describe("orders", () => {
      // The runner restores the database after every test: each test places the orders it reads.
      const place = async (caller: { email: string; headers: Record<string, string> }, productId: string, quantity: number) =>
        (await api.post("/shop/orders", orderBody(caller.email, [{ _id: productId, quantity }]), caller)).data.insertedId as string

      it("POST /shop/orders places a real Medusa order: shipping 200, the sent totalBDT ignored", async () => {
        await api.put(`/shop/users/carts/${callers.customer.email}`, [{ id: scarce.productId, quantity: 1 }], callers.customer)
        const { data } = await api.post("/shop/orders", orderBody(callers.customer.email, [{ _id: kids.productId, quantity: 2 }]), callers.customer)
        expect(data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^order_/) })
        const order = await readOrder(data.insertedId)
        const { data: customers } = await query().graph({ entity: "customer", fields: ["id"], filters: { email: callers.customer.email } })
        expect(order.customer_id).toBe(customers[0].id)
        expect([Number(order.item_subtotal), Number(order.shipping_total), Number(order.total)]).toEqual([19_000, 200, 19_200])
        expect(order.shipping_address).toMatchObject({
          province: "Dhaka",
          city: "Dhaka",
          address_2: "Mirpur Model",
          address_1: "Road 7, Block C",
          phone: "01712345678",
          first_name: "Karim",
          last_name: "Ahmed",
        })
        expect(order.payment_collections[0].payment_sessions[0].provider_id).toBe(COD_PAYMENT_PROVIDER_ID)
        // The order ran in a cart of its own: the customer's shopping cart is as it was.
        expect((await api.get(`/shop/users/${callers.customer.email}`, callers.customer)).data.cart).toEqual([{ id: scarce.productId, quantity: 1 }])
      })

      it("charges 250 shipping when the items are above 25 000", async () => {
        const order = await readOrder(await place(callers.other, pricey.productId, 1))
        expect([Number(order.item_subtotal), Number(order.shipping_total), Number(order.total)]).toEqual([26_000, 250, 26_250])
      })

      it("refuses a visitor, someone else's email, a bad address, an unknown product and too few in stock — nothing ordered", async () => {
        const count = async () => (await query().graph({ entity: "order", fields: ["id"] })).data.length
        const before = await count()
        const visitor = await failure(api.post("/shop/orders", orderBody(callers.customer.email, [{ _id: kids.productId, quantity: 1 }])))
        expect([visitor.status, visitor.data.message]).toEqual([401, messages.signInRequired])
        const other = await failure(api.post("/shop/orders", orderBody(callers.customer.email, [{ _id: kids.productId, quantity: 1 }]), callers.other))
        expect([other.status, other.data.message]).toEqual([403, messages.accountEmailNotYours])
        const address = await failure(
          api.post("/shop/orders", { ...orderBody(callers.customer.email, [{ _id: kids.productId, quantity: 1 }]), policeStation: "Nowhere" }, callers.customer)
        )
        expect(address.status).toBe(400)
        expect(address.data.message).toContain("Nowhere")
        const empty = await failure(api.post("/shop/orders", orderBody(callers.customer.email, []), callers.customer))
        expect([empty.status, empty.data.message]).toEqual([400, compatMessages.orderProductsRequired])
        const unknown = await failure(api.post("/shop/orders", orderBody(callers.customer.email, [{ _id: "prod_nope", quantity: 1 }]), callers.customer))
        expect([unknown.status, unknown.data.message]).toEqual([400, compatMessages.productUnavailable("prod_nope")])
        const stock = await failure(api.post("/shop/orders", orderBody(callers.customer.email, [{ _id: scarce.productId, quantity: 2 }]), callers.customer))
        expect([stock.status, stock.data.message]).toEqual([400, messages.outOfStock])
        expect(await count()).toBe(before)
      })

      it("GET /shop/orders lists every order to an admin, in the original shape", async () => {
        const cheapOrderId = await place(callers.customer, kids.productId, 2)
        const priceyOrderId = await place(callers.other, pricey.productId, 1)
        const { data } = await api.get("/shop/orders", callers.admin)
        expect(data.map((order: { _id: string }) => order._id)).toEqual(expect.arrayContaining([cheapOrderId, priceyOrderId]))
        expect(data.findIndex((o: { _id: string }) => o._id === priceyOrderId)).toBeLessThan(data.findIndex((o: { _id: string }) => o._id === cheapOrderId))
        const cheap = data.find((order: { _id: string }) => order._id === cheapOrderId)
        expect(cheap).toEqual({
          _id: cheapOrderId,
          name: "Karim Ahmed",
          email: callers.customer.email,
          ...ADDRESS,
          date: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
          status: "pending",
          products: [expect.objectContaining({ _id: kids.productId, name: "Compat Kids 16", price: 9_500, quantity: 2, productImg: expect.any(Object) })],
          totalBDT: 19_200,
        })
        expect((await failure(api.get("/shop/orders", callers.customer))).status).toBe(403)
        expect((await failure(api.get("/shop/orders"))).status).toBe(401)
      })

      it("GET /shop/orders/{email} gives the owner (or an admin) their orders only", async () => {
        const cheapOrderId = await place(callers.customer, kids.productId, 2)
        await place(callers.other, pricey.productId, 1)
        const own = (await api.get(`/shop/orders/${callers.customer.email}`, callers.customer)).data
        expect(own.map((order: { _id: string }) => order._id)).toContain(cheapOrderId)
        expect(own.every((order: { email: string }) => order.email === callers.customer.email)).toBe(true)
        expect((await api.get(`/shop/orders/${callers.customer.email}`, callers.admin)).data).toEqual(own)
        expect((await failure(api.get(`/shop/orders/${callers.customer.email}`, callers.other))).status).toBe(403)
        expect((await failure(api.get(`/shop/orders/${callers.customer.email}`))).status).toBe(401)
      })

      it("PUT /shop/orders approves (admins only); other statuses are refused", async () => {
        const cheapOrderId = await place(callers.customer, kids.productId, 2)
        const body = { status: "Approved", id: cheapOrderId }
        expect((await failure(api.put("/shop/orders", body, callers.customer))).status).toBe(403)
        expect((await failure(api.put("/shop/orders", body))).status).toBe(401)
        const shipped = await failure(api.put("/shop/orders", { status: "Shipped", id: cheapOrderId }, callers.admin))
        expect([shipped.status, shipped.data.message]).toEqual([400, compatMessages.orderStatusInvalid])
        const status = async () =>
          (await api.get(`/shop/orders/${callers.customer.email}`, callers.customer)).data.find((o: { _id: string }) => o._id === cheapOrderId).status
        expect(await status()).toBe("pending")
        expect((await api.put("/shop/orders", body, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 1 })
        expect(await status()).toBe("Approved")
        expect((await api.put("/shop/orders", body, callers.admin)).data).toEqual({ acknowledged: true, modifiedCount: 0 })
        expect((await failure(api.put("/shop/orders", { status: "Approved", id: "order_nope" }, callers.admin))).status).toBe(404)
      })

      it("DELETE /shop/orders/{id}: the owner or an admin; anyone else is told it does not exist", async () => {
        const cheapOrderId = await place(callers.customer, kids.productId, 2)
        const priceyOrderId = await place(callers.other, pricey.productId, 1)
        expect((await failure(api.delete(`/shop/orders/${cheapOrderId}`))).status).toBe(401)
        const other = await failure(api.delete(`/shop/orders/${cheapOrderId}`, callers.other))
        expect([other.status, other.data.message]).toEqual([404, messages.orderNotFound(cheapOrderId)])
        expect(await readOrder(cheapOrderId)).toBeDefined()

        expect((await api.delete(`/shop/orders/${cheapOrderId}`, callers.customer)).data).toEqual({ acknowledged: true, deletedCount: 1 })
        expect((await api.delete(`/shop/orders/${priceyOrderId}`, callers.admin)).data).toEqual({ acknowledged: true, deletedCount: 1 })
        const left = (await api.get("/shop/orders", callers.admin)).data.map((order: { _id: string }) => order._id)
        expect(left).not.toContain(cheapOrderId)
        expect(left).not.toContain(priceyOrderId)
        expect((await failure(api.delete(`/shop/orders/${cheapOrderId}`, callers.customer))).status).toBe(404)
      })
    })
  },
})
