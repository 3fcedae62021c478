import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { completeCartWorkflow, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, MIRPUR_ADDRESS, readyCart, registerCustomer } from "./helpers/checkout"

/** Another storefront's origin, allowed by the setting (README, .env.example): read by the config at boot. */
const OTHER_STOREFRONT = "https://other-shop.example"
process.env.STORE_CORS = `http://localhost:8000,${OTHER_STOREFRONT}`

jest.setTimeout(300_000)

type Headers = Session["customer"]
type Line = { variant_id: string; quantity: number }
type CartRow = {
  id: string
  email?: string | null
  customer_id?: string | null
  completed_at?: unknown
  metadata?: Record<string, unknown> | null
  items?: { variant_id: string; quantity: number }[]
  customer?: { has_account?: boolean } | null
}

/**
 * Issue 54: Medusa's standard store contract for carts, as any Medusa storefront uses it, with the
 * shop's rules intact. A guest cart goes to checkout for whoever holds its id, never reaching
 * anything of a registered customer's; the order needs the cart's signed-in customer; Medusa's
 * transfer makes a guest cart a customer's (their own cart merged into it); adding a product
 * twice raises its quantity within stock. Strangers get 4xx with a message, and every refusal is
 * read back from the database: nothing written.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let key: string
    let bell: string
    let lamp: string
    let helmet: string

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      key = session.visitor.headers["x-publishable-api-key"]
      ;({ variantId: bell } = await createProduct(getContainer(), session.shop, "Standard Bell", 500, 10))
      ;({ variantId: lamp } = await createProduct(getContainer(), session.shop, "Standard Lamp", 900, 3))
      ;({ variantId: helmet } = await createProduct(getContainer(), session.shop, "Standard Helmet", 2_000, 10))
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    /** A cart as the database holds it (not through the API under test). */
    const row = async (id: string): Promise<CartRow> => {
      const { data } = await query().graph({
        entity: "cart",
        fields: ["id", "email", "customer_id", "completed_at", "metadata", "items.variant_id", "items.quantity", "customer.has_account"],
        filters: { id },
      })
      const cart = data[0] as CartRow
      return { ...cart, items: (cart.items ?? []).map((item) => ({ variant_id: item.variant_id, quantity: Number(item.quantity) })) }
    }
    const linesOf = (cart: { items?: Line[] | null }) => Object.fromEntries((cart.items ?? []).map((item) => [item.variant_id, Number(item.quantity)]))
    /** A cart started by a visitor (publishable key only) with these lines: its id. */
    const guestCart = async (items: Line[], who: Headers = session.visitor) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, who)
      for (const item of items) await api.post(`/store/carts/${data.cart.id}/line-items`, item, who)
      return data.cart.id as string
    }
    const homeDeliveryOf = async (cartId: string, who: Headers) => {
      const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, who)
      return data.shipping_options.find((option: { name: string }) => option.name === "Home delivery") as { id: string; amount: number }
    }
    const payByCod = async (cartId: string, who: Headers) => {
      const { data } = await api.post("/store/payment-collections", { cart_id: cartId }, who)
      await api.post(`/store/payment-collections/${data.payment_collection.id}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID }, who)
      return data.payment_collection.id as string
    }
    const ordersOfCart = async (cartId: string) => (await query().graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })).data
    const customerIdOf = async (who: Headers) => (await api.get("/store/customers/me", who)).data.customer.id as string

    describe("a guest cart, for whoever holds its id", () => {
      it("goes to checkout: email, address, delivery options and price, delivery, payment; the order needs sign-in (401)", async () => {
        const cartId = await guestCart([{ variant_id: bell, quantity: 1 }])

        const { data: updated } = await api.post(
          `/store/carts/${cartId}`,
          { email: "guest.shopper@example.com", shipping_address: MIRPUR_ADDRESS, billing_address: MIRPUR_ADDRESS },
          session.visitor
        )
        expect(updated.cart.email).toBe("guest.shopper@example.com")
        expect(updated.cart.shipping_address).toMatchObject({ city: MIRPUR_ADDRESS.city, address_2: MIRPUR_ADDRESS.address_2 })

        const homeDelivery = await homeDeliveryOf(cartId, session.visitor)
        expect(homeDelivery).toBeTruthy()
        const { data: priced } = await api.post(`/store/shipping-options/${homeDelivery.id}/calculate`, { cart_id: cartId }, session.visitor)
        expect(priced.shipping_option.amount).toBe(200)
        const { data: delivered } = await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: homeDelivery.id }, session.visitor)
        expect(delivered.cart.shipping_total).toBe(200)
        await payByCod(cartId, session.visitor)

        // Medusa linked the typed email's guest customer (no account): still the holder's cart.
        const stored = await row(cartId)
        expect(stored.customer?.has_account).toBe(false)
        expect((await api.get(`/store/carts/${cartId}`, session.visitor)).data.cart.payment_collection.payment_sessions).toHaveLength(1)

        // Placing the order needs a signed-in customer, and says so; nothing is ordered.
        for (const path of ["complete", "place-order", "bkash"]) {
          const refused = await failure(api.post(`/store/carts/${cartId}/${path}`, {}, session.visitor))
          expect([refused.status, refused.data.message]).toEqual([401, messages.orderSignInRequired])
        }
        // Signed in but not yet theirs: they are told to make it theirs first (Medusa's transfer).
        const holder = await registerCustomer(api, key, "guest-holder@example.com")
        const notYet = await failure(completeCart(api, holder, cartId))
        expect([notYet.status, notYet.data.message]).toEqual([403, messages.orderOwnCartRequired])
        expect((await row(cartId)).completed_at ?? null).toBeNull()
        expect(await ordersOfCart(cartId)).toEqual([])
      })

      it("adding a product already in it raises its quantity, within stock; over stock is the shop's out-of-stock message", async () => {
        const cartId = await guestCart([{ variant_id: lamp, quantity: 1 }])
        const { data } = await api.post(`/store/carts/${cartId}/line-items`, { variant_id: lamp, quantity: 1 }, session.visitor)
        expect(linesOf(data.cart)).toEqual({ [lamp]: 2 })
        expect(data.cart.items).toHaveLength(1)

        const over = await failure(api.post(`/store/carts/${cartId}/line-items`, { variant_id: lamp, quantity: 2 }, session.visitor))
        expect([over.status, over.data.message]).toEqual([400, messages.outOfStock])
        expect(linesOf(await row(cartId))).toEqual({ [lamp]: 2 })
      })

      it("an email typed on it never joins an account: registered or not, the same answer; the cart stays the guest's; its owner transfers it", async () => {
        const owner = await registerCustomer(api, key, "registered.owner@example.com")
        /** What a client is told (the cart's ids and times aside): the same whether or not the email has an account. */
        const shape = (answer: { status: number; data: { cart: Record<string, unknown> } }) => ({
          status: answer.status,
          email: answer.data.cart.email,
          keys: Object.keys(answer.data.cart).sort(),
          customer_id: typeof answer.data.cart.customer_id,
        })
        const registered = await guestCart([{ variant_id: bell, quantity: 1 }])
        const stranger = await guestCart([{ variant_id: bell, quantity: 1 }])
        const asRegistered = await api.post(
          `/store/carts/${registered}`,
          { email: "REGISTERED.Owner@Example.com", shipping_address: MIRPUR_ADDRESS },
          session.visitor
        )
        const asStranger = await api.post(`/store/carts/${stranger}`, { email: "Nobody.Here@Example.com", shipping_address: MIRPUR_ADDRESS }, session.visitor)
        expect(shape(asRegistered)).toEqual({ ...shape(asStranger), email: "registered.owner@example.com" })
        expect(asStranger.data.cart.email).toBe("nobody.here@example.com")

        // Both carts are linked to a guest customer (no account), never to the owner's account.
        const ownerId = await customerIdOf(owner)
        for (const id of [registered, stranger]) {
          const stored = await row(id)
          expect(stored.customer?.has_account).toBe(false)
          expect(stored.customer_id).not.toBe(ownerId)
        }
        // A throwaway email first, then the registered one: still a guest's.
        const roundabout = await guestCart([{ variant_id: bell, quantity: 1 }])
        await api.post(`/store/carts/${roundabout}`, { email: "throwaway@example.com" }, session.visitor)
        await api.post(`/store/carts/${roundabout}`, { email: "registered.owner@example.com" }, session.visitor)
        expect((await row(roundabout)).customer?.has_account).toBe(false)
        expect((await row(roundabout)).email).toBe("registered.owner@example.com")
        expect((await api.get("/store/customers/me/cart", owner)).data.cart).toBeNull()
        // The same email typed twice reuses its guest customer (one row per email, not per request).
        const guests = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: "registered.owner@example.com", has_account: false })
        expect(guests).toHaveLength(1)

        // Its owner signs in and takes the cart (Medusa's transfer): now theirs, with its lines.
        const { data: taken } = await api.post(`/store/carts/${registered}/customer`, {}, owner)
        expect(taken.cart.customer_id).toBe(ownerId)
        expect(linesOf(taken.cart)).toEqual({ [bell]: 1 })

        // Nor can a visitor start a cart with an email (Medusa's creation cannot tell a typed email from a sign-in).
        const started = await failure(api.post("/store/carts", { region_id: session.shop.regionId, email: "registered.owner@example.com" }, session.visitor))
        expect([started.status, started.data.message]).toEqual([401, messages.visitorCartDetails])
      })

      it("a script joining a guest cart to an account by email is refused too (the workflow's rule); nothing written", async () => {
        await registerCustomer(api, key, "script.owner@example.com")
        const cartId = await guestCart([{ variant_id: bell, quantity: 1 }])
        const before = await row(cartId)
        const { errors } = await updateCartWorkflow(getContainer()).run({ input: { id: cartId, email: "script.owner@example.com" }, throwOnError: false })
        expect(errors[0]?.error?.message).toBe(messages.cartEmailHasAccount)
        expect(await row(cartId)).toEqual(before)
      })

      it("an order is never placed from a guest's or a merged cart, whoever runs Medusa's completion (a script): 401 / 404", async () => {
        const guest = await guestCart([{ variant_id: bell, quantity: 1 }])
        await api.post(`/store/carts/${guest}`, { email: "script.guest@example.com", shipping_address: MIRPUR_ADDRESS }, session.visitor)
        await payByCod(guest, session.visitor)
        const refused = await completeCartWorkflow(getContainer()).run({ input: { id: guest }, throwOnError: false })
        expect(refused.errors[0]?.error?.message).toBe(messages.orderSignInRequired)

        const claimer = await registerCustomer(api, key, "script.claimer@example.com")
        const own = await guestCart([{ variant_id: helmet, quantity: 1 }], claimer)
        // (Medusa checks the payment before the shop's rules: the merged cart had one.)
        await payByCod(own, claimer)
        const taken = await guestCart([{ variant_id: bell, quantity: 1 }])
        await api.post(`/store/carts/${taken}/customer`, {}, claimer)
        expect((await row(own)).metadata?.merged_into_cart_id).toBe(taken)
        const merged = await completeCartWorkflow(getContainer()).run({ input: { id: own }, throwOnError: false })
        expect(merged.errors[0]?.error?.message).toBe(messages.cartNotFound(own))
        for (const id of [guest, own]) {
          expect((await row(id)).completed_at ?? null).toBeNull()
          expect(await ordersOfCart(id)).toEqual([])
        }
      })

      it("emails and refused promotion codes are limited per cart: the 11th is 429 with Retry-After; a code that applies does not count", async () => {
        const cartId = await guestCart([{ variant_id: bell, quantity: 1 }])
        for (let i = 1; i <= 10; i++) {
          expect((await api.post(`/store/carts/${cartId}`, { email: `try${i}@example.com` }, session.visitor)).status).toBe(200)
          // The same email sent again (a checkout form sends it with each address) does not count.
          expect((await api.post(`/store/carts/${cartId}`, { email: `TRY${i}@example.com` }, session.visitor)).status).toBe(200)
        }
        const tooMany = await failure(api.post(`/store/carts/${cartId}`, { email: "try11@example.com" }, session.visitor))
        expect([tooMany.status, tooMany.data.message]).toEqual([429, messages.tooManyCartEmails])
        expect(Number((tooMany as unknown as { headers: Record<string, string> }).headers["retry-after"])).toBeGreaterThan(0)
        expect((await row(cartId)).email).toBe("try10@example.com")
        // Another cart is not held back by this one.
        const other = await guestCart([{ variant_id: bell, quantity: 1 }])
        expect((await api.post(`/store/carts/${other}`, { email: "try11@example.com" }, session.visitor)).status).toBe(200)

        for (let i = 1; i <= 10; i++) {
          const refused = await failure(api.post(`/store/carts/${other}/promotions`, { promo_codes: [`GUESS${i}`] }, session.visitor))
          expect(refused.status).toBeGreaterThanOrEqual(400)
          expect(refused.status).toBeLessThan(429)
        }
        const guessing = await failure(api.post(`/store/carts/${other}/promotions`, { promo_codes: ["GUESS11"] }, session.visitor))
        expect([guessing.status, guessing.data.message]).toEqual([429, messages.tooManyPromotionCodes])
        const viaUpdate = await failure(api.post(`/store/carts/${other}`, { promo_codes: ["GUESS12"] }, session.visitor))
        expect(viaUpdate.status).toBe(429)
        // Nor by starting a new cart with a code: codes are tried on a started cart, where they count.
        const started = await failure(api.post("/store/carts", { region_id: session.shop.regionId, promo_codes: ["GUESS13"] }, session.visitor))
        expect([started.status, started.data.message]).toEqual([400, messages.promotionCodesOnStartedCart])
      })

      it("garbage is 4xx with a message, nothing written: NUL, 1 MB, 1.5, -1, 0, huge quantities and emails", async () => {
        const cartId = await guestCart([{ variant_id: bell, quantity: 1 }])
        const before = await row(cartId)
        const badLines: unknown[] = [
          { variant_id: bell, quantity: 1.5 },
          { variant_id: bell, quantity: -1 },
          { variant_id: bell, quantity: 0 },
          { variant_id: bell, quantity: 1e20 },
          { variant_id: bell, quantity: "\u0000" },
          { variant_id: `${bell}\u0000`, quantity: 1 },
          { variant_id: "x".repeat(1_000_000), quantity: 1 },
        ]
        for (const body of badLines) {
          const refused = await failure(api.post(`/store/carts/${cartId}/line-items`, body, session.visitor))
          expect([400, 404, 413]).toContain(refused.status)
          expect(typeof refused.data.message).toBe("string")
        }
        for (const body of [
          { email: "guest\u0000@example.com" },
          { email: `${"g".repeat(1_000_000)}@example.com` },
          { shipping_address: { ...MIRPUR_ADDRESS, address_1: "x".repeat(1_000_000) } },
          { shipping_address: { ...MIRPUR_ADDRESS, address_1: "Road\u00001" } },
        ]) {
          const refused = await failure(api.post(`/store/carts/${cartId}`, body, session.visitor))
          expect([400, 413]).toContain(refused.status)
          expect(typeof refused.data.message).toBe("string")
        }
        const nul = await failure(api.post("/store/carts/%00/customer", {}, session.customer))
        expect(nul.status).toBe(400)
        expect(await row(cartId)).toEqual(before)
      })
    })

    describe("strangers", () => {
      it("a registered customer's cart: a visitor (401) and another customer (404) reach nothing, by any route; nothing written", async () => {
        const owner = await registerCustomer(api, key, "cart.owner@example.com")
        const cart = await readyCart(api, owner, session.shop.regionId, [{ variantId: helmet, quantity: 1 }])
        const other = await registerCustomer(api, key, "cart.other@example.com")
        const before = await row(cart.id)
        const option = await homeDeliveryOf(cart.id, owner)
        const paymentCollectionId = (await api.get(`/store/carts/${cart.id}`, owner)).data.cart.payment_collection.id as string

        for (const [who, status] of [
          [session.visitor, 401],
          [other, 404],
        ] as const) {
          const calls = [
            () => api.get(`/store/carts/${cart.id}`, who),
            () => api.post(`/store/carts/${cart.id}`, { email: "thief@example.com", shipping_address: { ...MIRPUR_ADDRESS, phone: "01911111111" } }, who),
            () => api.post(`/store/carts/${cart.id}/line-items`, { variant_id: bell, quantity: 1 }, who),
            () => api.get(`/store/shipping-options?cart_id=${cart.id}`, who),
            () => api.post(`/store/shipping-options/${option.id}/calculate`, { cart_id: cart.id }, who),
            () => api.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: option.id }, who),
            () => api.post("/store/payment-collections", { cart_id: cart.id }, who),
            () => api.post(`/store/payment-collections/${paymentCollectionId}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID }, who),
            () => api.post(`/store/carts/${cart.id}/promotions`, { promo_codes: ["NOPE"] }, who),
            () => api.post(`/store/carts/${cart.id}/complete`, {}, who),
          ]
          for (const call of calls) {
            const refused = await failure(call())
            expect(refused.status).toBe(status)
            expect(typeof refused.data.message).toBe("string")
            expect(JSON.stringify(refused.data)).not.toContain("cart.owner@example.com")
          }
        }
        // Medusa's transfer: a visitor is asked to sign in, another customer finds nothing.
        expect((await failure(api.post(`/store/carts/${cart.id}/customer`, {}, session.visitor))).status).toBe(401)
        const taken = await failure(api.post(`/store/carts/${cart.id}/customer`, {}, other))
        expect([taken.status, taken.data.message]).toEqual([404, messages.cartNotFound(cart.id)])
        expect(await row(cart.id)).toEqual(before)
        expect((await api.get("/store/customers/me/cart", other)).data.cart).toBeNull()
      })

      it("an ordered cart takes no change from its own customer either: 400, its address and email as they were", async () => {
        const buyer = await registerCustomer(api, key, "ordered.buyer@example.com")
        const cart = await readyCart(api, buyer, session.shop.regionId, [{ variantId: bell, quantity: 1 }])
        await completeCart(api, buyer, cart.id)
        const address = async () =>
          (await query().graph({ entity: "cart", fields: ["email", "shipping_address.address_1"], filters: { id: cart.id } })).data[0] as {
            email: string
            shipping_address: { address_1: string }
          }
        const before = [await row(cart.id), await address()]
        const refused = await failure(api.post(`/store/carts/${cart.id}`, { shipping_address: { ...MIRPUR_ADDRESS, address_1: "House 1, Road 2" } }, buyer))
        expect([refused.status, refused.data.message]).toEqual([400, messages.cartClaimCompleted])
        expect([await row(cart.id), await address()]).toEqual(before)
      })

      it("a visitor holding no id (an unknown or missing one) is refused; nobody's cart is listed", async () => {
        expect((await failure(api.get("/store/shipping-options", session.visitor))).status).toBe(400)
        for (const call of [
          () => api.get("/store/shipping-options?cart_id=cart_01NOSUCHCART", session.visitor),
          () => api.post("/store/payment-collections", { cart_id: "cart_01NOSUCHCART" }, session.visitor),
          () => api.get("/store/carts/cart_01NOSUCHCART", session.visitor),
        ]) {
          const refused = await failure(call())
          expect([401, 404]).toContain(refused.status)
          expect(typeof refused.data.message).toBe("string")
        }
      })

      it("a completed or merged guest cart is closed: no transfer, no change", async () => {
        const taker = await registerCustomer(api, key, "closed.taker@example.com")
        // Completed (by code: a guest cannot order here).
        const completed = await guestCart([{ variant_id: bell, quantity: 1 }])
        await getContainer()
          .resolve(Modules.CART)
          .updateCarts([{ id: completed, completed_at: new Date() }])
        // Merged: claimed by a customer who had a cart (its lines went into theirs).
        const claimer = await registerCustomer(api, key, "closed.claimer@example.com")
        await guestCart([{ variant_id: helmet, quantity: 1 }], claimer)
        const merged = await guestCart([{ variant_id: bell, quantity: 1 }])
        await api.post("/store/customers/me/cart/claim", { cart_id: merged }, claimer)
        expect((await row(merged)).metadata?.merged_into_cart_id).toBeTruthy()

        for (const id of [completed, merged]) {
          const before = await row(id)
          const refused = await failure(api.post(`/store/carts/${id}/customer`, {}, taker))
          expect(refused.status).toBe(404)
          expect(typeof refused.data.message).toBe("string")
          expect((await failure(api.post(`/store/carts/${id}/line-items`, { variant_id: lamp, quantity: 1 }, session.visitor))).status).toBe(401)
          expect((await failure(api.post(`/store/carts/${id}`, { email: "late@example.com" }, session.visitor))).status).toBe(401)
          expect(await row(id)).toEqual(before)
        }
        expect((await api.get("/store/customers/me/cart", taker)).data.cart).toBeNull()
      })
    })

    describe("POST /store/carts/:id/customer (Medusa's transfer)", () => {
      it("a customer with no cart: the guest cart becomes theirs, keeping its id; a replay writes nothing; the visitor is shut out", async () => {
        const customer = await registerCustomer(api, key, "transfer.new@example.com")
        const cartId = await guestCart([{ variant_id: bell, quantity: 2 }])
        await api.post(`/store/carts/${cartId}`, { email: "typed.before@example.com" }, session.visitor)

        const { data } = await api.post(`/store/carts/${cartId}/customer`, {}, customer)
        expect([data.cart.id, data.cart.email, linesOf(data.cart)]).toEqual([cartId, "transfer.new@example.com", { [bell]: 2 }])
        expect((await row(cartId)).customer_id).toBe(await customerIdOf(customer))
        expect((await api.get("/store/customers/me/cart", customer)).data.cart.id).toBe(cartId)

        const again = await api.post(`/store/carts/${cartId}/customer`, {}, customer)
        expect([again.data.cart.id, linesOf(again.data.cart)]).toEqual([cartId, { [bell]: 2 }])
        expect((await failure(api.get(`/store/carts/${cartId}`, session.visitor))).status).toBe(401)
        // Once theirs, nobody else may take it.
        const late = await registerCustomer(api, key, "transfer.late@example.com")
        expect((await failure(api.post(`/store/carts/${cartId}/customer`, {}, late))).status).toBe(404)
        expect((await row(cartId)).customer_id).toBe(await customerIdOf(customer))
      })

      it("a customer with a cart: it merges into the guest cart (same product added, capped at stock), is marked merged; then the order", async () => {
        const customer = await registerCustomer(api, key, "transfer.merge@example.com")
        const ownId = await guestCart(
          [
            { variant_id: lamp, quantity: 2 },
            { variant_id: helmet, quantity: 1 },
          ],
          customer
        )
        const cartId = await guestCart([
          { variant_id: lamp, quantity: 2 },
          { variant_id: bell, quantity: 1 },
        ])
        await api.post(`/store/carts/${cartId}`, { shipping_address: MIRPUR_ADDRESS }, session.visitor)

        const { data } = await api.post(`/store/carts/${cartId}/customer`, {}, customer)
        expect(data.cart.id).toBe(cartId)
        // 2 + 2 lamps, but only 3 in stock.
        expect(linesOf(data.cart)).toEqual({ [lamp]: 3, [helmet]: 1, [bell]: 1 })
        expect(data.cart.item_total).toBe(3 * 900 + 2_000 + 500)
        expect((await row(ownId)).metadata?.merged_into_cart_id).toBe(cartId)
        expect(linesOf(await row(ownId))).toEqual({ [lamp]: 2, [helmet]: 1 })
        expect((await api.get("/store/customers/me/cart", customer)).data.cart.id).toBe(cartId)

        // A replay merges nothing twice.
        const again = await api.post(`/store/carts/${cartId}/customer`, {}, customer)
        expect(linesOf(again.data.cart)).toEqual({ [lamp]: 3, [helmet]: 1, [bell]: 1 })

        // Now the customer's: delivery, payment and the order, in their account.
        const homeDelivery = await homeDeliveryOf(cartId, customer)
        await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: homeDelivery.id }, customer)
        await payByCod(cartId, customer)
        const placed = await completeCart(api, customer, cartId)
        expect(placed.data.type).toBe("order")
        const { data: orders } = await api.get("/store/orders", customer)
        expect(orders.orders.map((order: { id: string }) => order.id)).toContain(placed.data.order.id)
        expect(placed.data.order.email).toBe("transfer.merge@example.com")
      })

      it("a visitor without sign-in is told to sign in; nothing written", async () => {
        const cartId = await guestCart([{ variant_id: bell, quantity: 1 }])
        const before = await row(cartId)
        const refused = await failure(api.post(`/store/carts/${cartId}/customer`, {}, session.visitor))
        expect(refused.status).toBe(401)
        expect(typeof refused.data.message).toBe("string")
        expect(await row(cartId)).toEqual(before)
      })
    })

    describe("CORS for other storefronts (STORE_CORS)", () => {
      const preflight = (path: string, origin: string) =>
        api.request({
          url: path,
          method: "OPTIONS",
          headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "x-publishable-api-key" },
          validateStatus: () => true,
        })

      it("a browser on an allowed origin may call /store/product-options (Medusa's route), /storefront and /shop; another origin may not", async () => {
        for (const path of ["/store/product-options", "/store/carts/cart_01ANY", "/storefront/config", "/shop/products"]) {
          const allowed = await preflight(path, OTHER_STOREFRONT)
          expect({ path, status: allowed.status, origin: allowed.headers["access-control-allow-origin"] }).toEqual({
            path,
            status: 204,
            origin: OTHER_STOREFRONT,
          })
          const refused = await preflight(path, "https://evil.example")
          expect({ path, origin: refused.headers["access-control-allow-origin"] }).toEqual({ path, origin: undefined })
        }
        const { data, headers } = await api.get("/store/product-options", { headers: { ...session.visitor.headers, origin: OTHER_STOREFRONT } })
        expect(Array.isArray(data.product_options)).toBe(true)
        expect(headers["access-control-allow-origin"]).toBe(OTHER_STOREFRONT)
      })
    })
  },
})
