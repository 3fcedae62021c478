import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { available, createProduct, MIRPUR_ADDRESS, ordersOf, registerCustomer } from "./helpers/checkout"
import { compatCallers } from "./helpers/compat"

jest.setTimeout(300_000)

/** What the storefront's "Place order" sends: the address form as a Medusa address. */
const ORDER_BODY = { shipping_address: MIRPUR_ADDRESS }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let bell: Awaited<ReturnType<typeof createProduct>>
    let lastOne: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      bell = await createProduct(getContainer(), session.shop, "Brass Bell", 500, 50)
      lastOne = await createProduct(getContainer(), session.shop, "Last Saddle", 1_000, 1)
    })

    const key = () => session.visitor.headers["x-publishable-api-key"]
    const me = async (headers: Session["customer"]) => (await api.get("/store/customers/me", headers)).data.customer.id as string
    const placeOrder = (customer: Session["customer"], cartId: string, body: unknown = ORDER_BODY) =>
      api.post(`/store/carts/${cartId}/place-order`, body, customer)
    /** A cart with these lines and nothing else: no address, delivery or payment yet. */
    const cartWith = async (customer: Session["customer"], lines: { variantId: string; quantity: number }[]) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, customer)
      for (const line of lines) await api.post(`/store/carts/${data.cart.id}/line-items`, { variant_id: line.variantId, quantity: line.quantity }, customer)
      return data.cart.id as string
    }
    const cartState = async (cartId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "cart", fields: ["completed_at", "shipping_address.phone", "shipping_methods.id", "payment_collection.id"], filters: { id: cartId } })
      // A new cart's address holds the region's country only.
      return { ...data[0], phone: data[0].shipping_address?.phone ?? null }
    }

    it("places a cash-on-delivery order in one request: address, Home delivery at 200 ৳, payment authorized", async () => {
      const shopper = await registerCustomer(api, key(), "one.trip@example.com")
      const cartId = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 2 }])
      const { status, data } = await placeOrder(shopper, cartId)
      expect(status).toBe(200)
      expect(data.order).toMatchObject({ status: "pending", email: "one.trip@example.com", item_subtotal: 1_000, shipping_total: 200, total: 1_200 })
      expect(data.order.shipping_address).toMatchObject({ province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model", first_name: "Karim" })
      const { data: placed } = await api.get(
        `/admin/orders/${data.order.id}?fields=payment_status,payment_collections.payment_sessions.provider_id`,
        session.admin
      )
      expect(placed.order.payment_status).toBe("authorized")
      expect(Number(await available(getContainer(), bell.inventoryItemId, session.shop.stockLocationId))).toBe(48)
    })

    it("a retry after a lost answer gets the same order (200), and there is one order", async () => {
      const shopper = await registerCustomer(api, key(), "lost.answer@example.com")
      const cartId = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 1 }])
      const first = await placeOrder(shopper, cartId)
      const again = await placeOrder(shopper, cartId)
      expect(again.status).toBe(200)
      expect(again.data.order.id).toBe(first.data.order.id)
      // The fields parameter works as on /complete (the storefront asks for the id only).
      const third = await api.post(`/store/carts/${cartId}/place-order?fields=id`, ORDER_BODY, shopper)
      expect(third.data.order).toEqual({ id: first.data.order.id })
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(1)
    })

    it("after the checkout page's delivery preview, the same address is not delivered twice; another address is", async () => {
      const shopper = await registerCustomer(api, key(), "previewed@example.com")
      const preview = (cartId: string, address = MIRPUR_ADDRESS) =>
        api.post(`/store/carts/${cartId}/delivery?fields=id,total,shipping_methods.id`, { shipping_address: address }, shopper)
      const methods = async (cartId: string) => (((await cartState(cartId)).shipping_methods ?? []) as ({ id: string } | null)[]).map((method) => method?.id)

      // Shown, shown again (a reload), then placed with the address it showed: one Home delivery throughout.
      const same = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 1 }])
      const shown = (await preview(same)).data.cart
      expect(shown.total).toBe(700)
      const delivery = await methods(same)
      expect(delivery).toHaveLength(1)
      expect((await preview(same)).data.cart.total).toBe(700)
      expect(await methods(same)).toEqual(delivery)
      const placed = await placeOrder(shopper, same, { ...ORDER_BODY, expected_total: shown.total })
      expect(placed.data.order).toMatchObject({ total: 700, shipping_total: 200, shipping_address: { address_1: MIRPUR_ADDRESS.address_1 } })
      expect(await methods(same)).toEqual(delivery)

      // Placed with another address: delivered there (the order has it), the delivery made anew.
      const moved = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 1 }])
      await preview(moved)
      const before = await methods(moved)
      const elsewhere = { ...MIRPUR_ADDRESS, address_1: "House 9, Road 2" }
      const { data } = await placeOrder(shopper, moved, { shipping_address: elsewhere })
      expect(data.order).toMatchObject({ total: 700, shipping_address: { address_1: "House 9, Road 2" } })
      expect(await methods(moved)).not.toEqual(before)
    })

    it("the total shown is the total ordered: another expected_total is refused (409, nothing ordered, the cart left as it was), the cart's own is placed", async () => {
      const shopper = await registerCustomer(api, key(), "shown.total@example.com")
      const cartId = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 2 }])
      // The page showed one bell (500 + 200 delivery); the cart now holds two (1 000 + 200).
      const stale = await failure(placeOrder(shopper, cartId, { ...ORDER_BODY, expected_total: 700 }))
      expect(stale.status).toBe(409)
      expect(stale.data.message).toBe(messages.cartTotalChanged)
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(0)
      expect(await cartState(cartId)).toMatchObject({ completed_at: null, shipping_methods: [] })
      // Junk totals are the client's mistake: 400 with the shop's words.
      for (const junk of [1.5, -1, "700", null]) {
        const answer = await failure(placeOrder(shopper, cartId, { ...ORDER_BODY, expected_total: junk }))
        expect([answer.status, answer.data.message]).toEqual([400, expect.stringContaining(messages.checkoutTotalInvalid)])
      }
      // A number no database column holds: the input guard refuses it first, in its own words.
      const huge = await failure(placeOrder(shopper, cartId, { ...ORDER_BODY, expected_total: 1e300 }))
      expect([huge.status, typeof huge.data.message]).toEqual([400, "string"])
      const placed = await placeOrder(shopper, cartId, { ...ORDER_BODY, expected_total: 1_200 })
      expect(placed.status).toBe(200)
      expect(placed.data.order.total).toBe(1_200)
      // Sent again with the same total after a lost answer: the same order.
      const again = await placeOrder(shopper, cartId, { ...ORDER_BODY, expected_total: 1_200 })
      expect(again.data.order.id).toBe(placed.data.order.id)
    })

    it("two identical requests at once make one order, and both are answered with it", async () => {
      const shopper = await registerCustomer(api, key(), "double.press@example.com")
      const cartId = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 1 }])
      const answers = await Promise.all([placeOrder(shopper, cartId), placeOrder(shopper, cartId), placeOrder(shopper, cartId)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect(new Set(answers.map((answer) => answer.data.order.id)).size).toBe(1)
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(1)
    })

    it("only the cart's customer may place it: a visitor 401, anyone else 404, in any letter case — nothing written", async () => {
      const owner = await registerCustomer(api, key(), "owner@example.com")
      const stranger = await registerCustomer(api, key(), "stranger@example.com")
      const cartId = await cartWith(owner, [{ variantId: bell.variantId, quantity: 1 }])

      const visitor = await failure(placeOrder(session.visitor, cartId))
      expect([visitor.status, visitor.data.message]).toEqual([401, messages.orderSignInRequired])
      for (const id of [cartId, cartId.toUpperCase(), cartId.replace("cart_", "CART_")]) {
        const refused = await failure(placeOrder(stranger, id))
        expect([refused.status, refused.data.message]).toEqual([404, messages.cartNotFound(id)])
      }
      const shouted = await failure(api.post(`/Store/Carts/${cartId}/Place-Order`, ORDER_BODY, stranger))
      expect(shouted.status).toBe(404)
      const unknown = await failure(placeOrder(owner, "cart_01NOSUCHCART000000000000000"))
      expect(unknown.status).toBe(404)
      // The owner's id in another case is not their cart either.
      expect((await failure(placeOrder(owner, cartId.toUpperCase()))).status).toBe(404)
      expect(await cartState(cartId)).toMatchObject({ completed_at: null, phone: null, shipping_methods: [] })

      // Someone else's completed cart does not lead to its order.
      const placed = await placeOrder(owner, cartId)
      const theirs = await failure(placeOrder(stranger, cartId))
      expect([theirs.status, theirs.data.message]).toEqual([404, messages.cartNotFound(cartId)])
      expect(await ordersOf(getContainer(), await me(stranger))).toHaveLength(0)
      expect(placed.status).toBe(200)
    })

    it("junk and a wrong address are refused (400, 413 over the body limit) and nothing is written", async () => {
      const shopper = await registerCustomer(api, key(), "junk@example.com")
      const cartId = await cartWith(shopper, [{ variantId: bell.variantId, quantity: 1 }])
      const refusals: [unknown, number, string?][] = [
        [{}, 400, messages.addressFieldRequired("shipping_address")],
        [{ shipping_address: { ...MIRPUR_ADDRESS, phone: undefined } }, 400, messages.addressFieldRequired("phone")],
        [{ shipping_address: { ...MIRPUR_ADDRESS, address_1: "Road\u0000 7" } }, 400],
        [{ shipping_address: { ...MIRPUR_ADDRESS, address_1: "x".repeat(90_000) } }, 400],
        [{ shipping_address: { ...MIRPUR_ADDRESS, address_1: "x".repeat(1024 * 1024) } }, 413],
        [{ shipping_address: { ...MIRPUR_ADDRESS, country_code: "in" } }, 400, messages.deliveryInBangladeshOnly],
        [{ shipping_address: { ...MIRPUR_ADDRESS, city: "Sylhet" } }, 400, "Sylhet is not a district of Dhaka division"],
        [{ shipping_address: { ...MIRPUR_ADDRESS, phone: "12345" } }, 400, "phone must be a Bangladeshi mobile number, like 01712345678"],
      ]
      for (const [body, status, message] of refusals) {
        const refused = await failure(placeOrder(shopper, cartId, body))
        expect(refused.status).toBe(status)
        if (message) expect(refused.data.message).toBe(message)
      }
      const empty = await failure(placeOrder(shopper, await cartWith(shopper, [])))
      expect([empty.status, empty.data.message]).toEqual([400, messages.checkoutCartEmpty])
      expect(await cartState(cartId)).toMatchObject({ completed_at: null, phone: null, shipping_methods: [] })
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(0)
    })

    it("out of stock: 400 with the shop's words, no order, and the cart can still be ordered", async () => {
      const first = await registerCustomer(api, key(), "first.buyer@example.com")
      const second = await registerCustomer(api, key(), "second.buyer@example.com")
      const secondCart = await cartWith(second, [{ variantId: lastOne.variantId, quantity: 1 }])
      expect((await placeOrder(first, await cartWith(first, [{ variantId: lastOne.variantId, quantity: 1 }]))).status).toBe(200)
      const refused = await failure(placeOrder(second, secondCart))
      expect([refused.status, refused.data.message]).toEqual([400, messages.outOfStock])
      expect((await cartState(secondCart)).completed_at).toBeNull()
      expect(await ordersOf(getContainer(), await me(second))).toHaveLength(0)
    })

    it("/shop's POST /orders runs the same workflow: the same rule in the same hook gives the same answer", async () => {
      const callers = await compatCallers(api, session)
      const compatBody = {
        name: "Karim Ahmed",
        division: "Dhaka",
        district: "Dhaka",
        policeStation: "Mirpur Model",
        rodeOrVillage: "Road 7",
        phone: "01712345678",
      }
      const storeCart = await cartWith(session.customer, [{ variantId: bell.variantId, quantity: 1 }])
      // The address rule of updateCartWorkflow's hook, met by both in the same words.
      const compatAddress = await failure(
        api.post("/shop/orders", { ...compatBody, district: "Sylhet", products: [{ _id: bell.productId, quantity: 1 }] }, callers.customer)
      )
      const storeAddress = await failure(placeOrder(session.customer, storeCart, { shipping_address: { ...MIRPUR_ADDRESS, city: "Sylhet" } }))
      expect([compatAddress.status, compatAddress.data.message]).toEqual([400, "Sylhet is not a district of Dhaka division"])
      expect([storeAddress.status, storeAddress.data.message]).toEqual([400, "Sylhet is not a district of Dhaka division"])

      const { data } = await api.post("/shop/orders", { ...compatBody, products: [{ _id: bell.productId, quantity: 1 }] }, callers.customer)
      const { data: orders } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["shipping_total", "cart.metadata", "payment_collections.payments.id"], filters: { id: data.insertedId } })
      expect(Number(orders[0].shipping_total)).toBe(200)
      expect(orders[0].payment_collections?.[0]?.payments).toHaveLength(1)
    })
  },
})
