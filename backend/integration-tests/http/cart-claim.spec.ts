import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"
import { messages } from "../../src/lib/messages"

jest.setTimeout(300_000)

type Headers = Session["customer"]
type Line = { variant_id: string; quantity: number }

/**
 * A visitor's cart (issue 40) claimed at sign-in or sign-up: POST /store/customers/me/cart/claim.
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
      ;({ variantId: bell } = await createProduct(getContainer(), session.shop, "Claim Bell", 500, 10))
      ;({ variantId: lamp } = await createProduct(getContainer(), session.shop, "Claim Lamp", 900, 3))
      ;({ variantId: helmet } = await createProduct(getContainer(), session.shop, "Claim Helmet", 2_000, 10))
    })

    /** A cart started by the visitor (no sign-in) with these lines: its id. */
    const visitorCart = async (items: Line[]) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.visitor)
      for (const item of items) await api.post(`/store/carts/${data.cart.id}/line-items`, item, session.visitor)
      return data.cart.id as string
    }
    const claim = (cartId: unknown, who: Headers) => api.post("/store/customers/me/cart/claim", { cart_id: cartId }, who)
    const linesOf = (cart: { items: Line[] }) => Object.fromEntries(cart.items.map((item) => [item.variant_id, Number(item.quantity)]))
    const cartOf = async (id: string, who: Headers) => (await api.get(`/store/carts/${id}`, who)).data.cart

    it("a customer with no cart: the visitor cart becomes theirs, and a replay answers the same cart", async () => {
      const customer = await registerCustomer(api, key, "claim-new@example.com")
      const cartId = await visitorCart([{ variant_id: bell, quantity: 2 }])

      const { data } = await claim(cartId, customer)
      expect(data.cart.id).toBe(cartId)
      expect(linesOf(data.cart)).toEqual({ [bell]: 2 })
      expect((await api.get("/store/customers/me/cart", customer)).data.cart.id).toBe(cartId)

      const again = await claim(cartId, customer)
      expect(again.data.cart.id).toBe(cartId)
      expect(linesOf(again.data.cart)).toEqual({ [bell]: 2 })
      // Now the customer's: a visitor can no longer read it by id.
      expect((await failure(api.get(`/store/carts/${cartId}`, session.visitor))).status).toBe(401)
    })

    it("a customer with a cart: lines merge (same product added, capped at stock), a replay writes nothing", async () => {
      const customer = await registerCustomer(api, key, "claim-merge@example.com")
      const { data: own } = await api.post("/store/carts", { region_id: session.shop.regionId }, customer)
      await api.post(`/store/carts/${own.cart.id}/line-items`, { variant_id: lamp, quantity: 2 }, customer)
      await api.post(`/store/carts/${own.cart.id}/line-items`, { variant_id: helmet, quantity: 1 }, customer)
      const cartId = await visitorCart([
        { variant_id: lamp, quantity: 2 },
        { variant_id: bell, quantity: 1 },
      ])

      const { data } = await claim(cartId, customer)
      expect(data.cart.id).toBe(own.cart.id)
      // 2 + 2 lamps, but only 3 in stock.
      expect(linesOf(data.cart)).toEqual({ [lamp]: 3, [helmet]: 1, [bell]: 1 })
      expect(data.cart.total).toBe(3 * 900 + 2_000 + 500)

      const again = await claim(cartId, customer)
      expect(again.data.cart.id).toBe(own.cart.id)
      expect(linesOf(again.data.cart)).toEqual({ [lamp]: 3, [helmet]: 1, [bell]: 1 })
      // The visitor cart is marked merged, never anyone's, and no longer open to whoever holds its
      // id (its metadata names the customer's cart).
      expect((await failure(api.get(`/store/carts/${cartId}`, session.visitor))).status).toBe(401)
      expect((await failure(api.post(`/store/carts/${cartId}/line-items`, { variant_id: bell, quantity: 1 }, session.visitor))).status).toBe(401)
      // Someone else holding the merged cart's id (another customer claiming it) finds nothing.
      const thief = await registerCustomer(api, key, "claim-merge-thief@example.com")
      const refused = await failure(claim(cartId, thief))
      expect(refused.status).toBe(404)
      expect(JSON.stringify(refused.data)).not.toContain(own.cart.id)
      expect((await api.get("/store/customers/me/cart", thief)).data.cart).toBeNull()
      expect(linesOf(await cartOf(own.cart.id, customer))).toEqual({ [lamp]: 3, [helmet]: 1, [bell]: 1 })
    })

    it("a visitor cart reaches nothing of a customer's", async () => {
      const owner = await registerCustomer(api, key, "claim-owner@example.com")
      const ownerCart = await readyCart(api, owner, session.shop.regionId, [{ variantId: helmet, quantity: 1 }])
      const ownerId = (await api.get("/store/customers/me", owner)).data.customer.id as string
      const ownerLine = (await cartOf(ownerCart.id, owner)).items[0].id as string
      const before = await cartOf(ownerCart.id, owner)
      const thief = await registerCustomer(api, key, "claim-forger@example.com")

      // A visitor cart whose metadata merely names the customer's cart: claiming it shows nothing.
      const { data: forged } = await api.post(
        "/store/carts",
        { region_id: session.shop.regionId, metadata: { merged_into_cart_id: ownerCart.id } },
        session.visitor
      )
      const refused = await failure(claim(forged.cart.id, thief))
      expect(refused.status).toBe(404)
      expect(JSON.stringify(refused.data)).not.toContain("claim-owner@example.com")

      // A visitor starts a cart with products only: no email (it would join the customer with that
      // email), no address (an id would borrow someone else's).
      for (const body of [
        { email: "claim-owner@example.com" },
        { shipping_address: before.shipping_address.id },
        { billing_address: { address_1: "Road 1" } },
      ]) {
        const started = await failure(api.post("/store/carts", { region_id: session.shop.regionId, ...body }, session.visitor))
        expect(started.status).toBe(401)
        expect(started.data.message).toBe("Please sign in to add an email or address to your cart")
      }

      // The customer's cart, its lines and its shipping options through the visitor's own cart or
      // by id: refused, and the customer's cart is as it was.
      const mine = await visitorCart([{ variant_id: bell, quantity: 1 }])
      expect((await failure(api.post(`/store/carts/${mine}/line-items/${ownerLine}`, { quantity: 5 }, session.visitor))).status).toBe(404)
      expect((await failure(api.delete(`/store/carts/${mine}/line-items/${ownerLine}`, session.visitor))).status).toBe(404)
      expect((await failure(api.post(`/store/carts/${mine}/line-items/${ownerLine}`, { quantity: 5 }, thief))).status).toBe(404)
      for (const path of [`/store/carts/${ownerCart.id}`, `/store/shipping-options?cart_id=${ownerCart.id}`]) {
        expect((await failure(api.get(path, session.visitor))).status).toBe(401)
      }
      expect((await failure(api.post(`/store/carts/${ownerCart.id}/line-items`, { variant_id: bell, quantity: 1 }, session.visitor))).status).toBe(401)
      // Nor can the visitor cart be ordered without sign-in, nor joined to the customer by their email
      // (issue 54: a guest cart takes an email, never a registered customer's).
      const ordered = await failure(api.post(`/store/carts/${mine}/complete`, {}, session.visitor))
      expect([ordered.status, ordered.data.message]).toEqual([401, messages.orderSignInRequired])
      // The email is taken as any email is, and the cart stays a guest's (a guest customer's), never the owner's.
      const { data: joined } = await api.post(`/store/carts/${mine}`, { email: "claim-owner@example.com" }, session.visitor)
      expect(joined.cart.customer_id).not.toBe(ownerId)
      expect((await cartOf(mine, session.visitor)).customer_id).not.toBe(ownerId)
      expect((await failure(api.post("/store/payment-collections", { cart_id: ownerCart.id }, session.visitor))).status).toBe(401)
      // Another customer may not take the customer's cart with Medusa's own transfer route either.
      expect((await failure(api.post(`/store/carts/${ownerCart.id}/customer`, {}, thief))).status).toBe(404)
      expect(await cartOf(ownerCart.id, owner)).toEqual(before)

      // A completed cart (the owner's order) is closed to everyone else.
      await completeCart(api, owner, ownerCart.id)
      expect((await failure(api.get(`/store/carts/${ownerCart.id}`, session.visitor))).status).toBe(401)
      expect((await failure(api.post(`/store/carts/${ownerCart.id}/line-items`, { variant_id: bell, quantity: 1 }, session.visitor))).status).toBe(401)
      expect((await failure(claim(ownerCart.id, thief))).status).toBe(404)
    })

    it("another customer's cart is not found, and nothing changes", async () => {
      const other = await registerCustomer(api, key, "claim-other@example.com")
      const otherCart = await readyCart(api, other, session.shop.regionId, [{ variantId: bell, quantity: 1 }])
      const thief = await registerCustomer(api, key, "claim-thief@example.com")

      const refused = await failure(claim(otherCart.id, thief))
      expect(refused.status).toBe(404)
      expect(refused.data.message).toBe(`Cart with id ${otherCart.id} was not found`)
      expect((await cartOf(otherCart.id, other)).customer_id).toBeTruthy()
      expect((await api.get("/store/customers/me/cart", thief)).data.cart).toBeNull()
    })

    it("a completed cart is refused", async () => {
      const buyer = await registerCustomer(api, key, "claim-buyer@example.com")
      const placed = await readyCart(api, buyer, session.shop.regionId, [{ variantId: helmet, quantity: 1 }])
      await completeCart(api, buyer, placed.id)
      const stranger = await registerCustomer(api, key, "claim-stranger@example.com")
      // Another customer's, even when completed: not found.
      expect((await failure(claim(placed.id, stranger))).status).toBe(404)
    })

    it("a garbage, NUL, 1 MB or missing id is 400 with a readable message; a visitor is told to sign in", async () => {
      const customer = await registerCustomer(api, key, "claim-garbage@example.com")
      for (const bad of ["not-a-cart", "cart_\u0000abc", `cart_${"A".repeat(1_000_000)}`, 1.5, -1, undefined, { $ne: null }]) {
        const refused = await failure(claim(bad, customer))
        expect([400, 413]).toContain(refused.status)
        expect(typeof refused.data.message).toBe("string")
      }
      const unknown = await failure(claim("cart_01NOSUCHCART", customer))
      expect(unknown.status).toBe(404)
      const visitor = await failure(claim(await visitorCart([]), session.visitor))
      expect(visitor.status).toBe(401)
      expect(visitor.data.message).toBe("Please sign in to continue")
      expect((await api.get("/store/customers/me/cart", customer)).data.cart).toBeNull()
    })
  },
})
