import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, MIRPUR_ADDRESS, readyCart, registerCustomer } from "./helpers/checkout"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"

jest.setTimeout(300_000)

/**
 * Stock Medusa hands a cart or an order (email, phone, address) to anyone holding the public
 * publishable key and its id. In this shop only its customer may.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let stranger: Session["customer"]
    let order: { id: string; email: string }
    let cart: { id: string }
    let paymentCollectionId: string
    let variantId: string

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      ;({ variantId } = await createProduct(getContainer(), session.shop, "Phoenix Kids 16", 9_500, 20))
      stranger = await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "stranger@example.com")

      const placed = await readyCart(api, session.customer, session.shop.regionId, [{ variantId, quantity: 1 }])
      order = (await completeCart(api, session.customer, placed.id)).data.order
      cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId, quantity: 1 }])
      const { data } = await api.get(`/store/carts/${cart.id}?fields=payment_collection.id`, session.customer)
      paymentCollectionId = data.cart.payment_collection.id
    })

    /** A refusal that carries none of the buyer's details. */
    const expectRefused = async (request: Promise<unknown>, status: number) => {
      const response = await failure(request)
      expect(response.status).toBe(status)
      const body = JSON.stringify(response.data)
      for (const secret of [MIRPUR_ADDRESS.phone, MIRPUR_ADDRESS.address_1, order.email]) expect(body).not.toContain(secret)
      return response
    }

    it("the customer reads their own order and cart", async () => {
      expect((await api.get(`/store/orders/${order.id}`, session.customer)).data.order.shipping_address.phone).toBe(MIRPUR_ADDRESS.phone)
      expect((await api.get(`/store/carts/${cart.id}`, session.customer)).data.cart.id).toBe(cart.id)
    })

    it("an order by id: another customer gets 404, a visitor with the publishable key 401", async () => {
      await expectRefused(api.get(`/store/orders/${order.id}`, stranger), 404)
      const visitor = await expectRefused(api.get(`/store/orders/${order.id}`, session.visitor), 401)
      expect(visitor.data.message).toBe("Please sign in to continue")
    })

    it("nor can they ask for the order to be transferred to them or start a return on it", async () => {
      await expectRefused(api.post(`/store/orders/${order.id}/transfer/request`, {}, stranger), 404)
      const returnRequest = { order_id: order.id, items: [{ id: "ordli_any", quantity: 1 }], return_shipping: { option_id: "so_any" } }
      await expectRefused(api.post("/store/returns", returnRequest, stranger), 404)
      await expectRefused(api.post("/store/returns", returnRequest, session.visitor), 401)
    })

    it("a cart by id: read, changed or completed by anyone else is refused", async () => {
      for (const [caller, status] of [
        [stranger, 404],
        [session.visitor, 401],
      ] as const) {
        await expectRefused(api.get(`/store/carts/${cart.id}`, caller), status)
        await expectRefused(api.post(`/store/carts/${cart.id}`, { email: "thief@example.com" }, caller), status)
        await expectRefused(api.post(`/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 }, caller), status)
        await expectRefused(api.post(`/store/carts/${cart.id}/customer`, {}, caller), status)
        await expectRefused(api.post(`/store/carts/${cart.id}/complete`, {}, caller), status)
        await expectRefused(api.get(`/store/shipping-options?cart_id=${cart.id}`, caller), status)
        await expectRefused(api.post("/store/payment-collections", { cart_id: cart.id }, caller), status)
        await expectRefused(
          api.post(`/store/payment-collections/${paymentCollectionId}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID }, caller),
          status
        )
      }
      const { data } = await api.get(`/store/carts/${cart.id}`, session.customer)
      expect([data.cart.email, data.cart.items.length, data.cart.completed_at]).toEqual(["customer@chaka.shop", 1, null])
    })

    it("a visitor may start a cart of their own (issue 40), which no customer owns", async () => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.visitor)
      expect(data.cart.customer_id ?? null).toBeNull()
    })
  },
})
