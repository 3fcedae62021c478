import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { failure, signIn, type Session } from "./helpers/accounts"
import { available, completeCart, createProduct, MIRPUR_ADDRESS, ordersOf, readyCart, registerCustomer, workflowsSettled } from "./helpers/checkout"
import { CURRENCY_CODE } from "@chaka/rules"

jest.setTimeout(300_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let bicycle: Awaited<ReturnType<typeof createProduct>>
    let bell: Awaited<ReturnType<typeof createProduct>>
    let limited: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      bicycle = await createProduct(getContainer(), session.shop, "Phoenix Road 25000", 25_000, 50)
      bell = await createProduct(getContainer(), session.shop, "Brass Bell", 1, 50)
      limited = await createProduct(getContainer(), session.shop, "Bianchi Limited", 30_000, 4)
    })

    const stock = (item: { inventoryItemId: string }) => available(getContainer(), item.inventoryItemId, session.shop.stockLocationId).then(Number)
    const me = async (headers: Session["customer"]) => (await api.get("/store/customers/me", headers)).data.customer.id as string

    it("a customer buys with cash on delivery: 200 ৳ delivery at exactly 25 000 ৳, order pending, stock lower", async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      expect([cart.item_subtotal, cart.shipping_total, cart.total]).toEqual([25_000, 200, 25_200])

      const { data } = await completeCart(api, session.customer, cart.id)
      expect(data.type).toBe("order")
      expect(data.order).toMatchObject({ status: "pending", currency_code: CURRENCY_CODE, item_subtotal: 25_000, shipping_total: 200, total: 25_200 })
      expect(data.order.shipping_address).toMatchObject({ province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model", phone: "01712345678" })
      const { data: placed } = await api.get(`/admin/orders/${data.order.id}?fields=payment_status`, session.admin)
      expect(placed.order.payment_status).toBe("authorized")
      expect(await stock(bicycle)).toBe(49)
    })

    it("charges 250 ৳ delivery once the items come to 25 001 ৳", async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [
        { variantId: bicycle.variantId, quantity: 1 },
        { variantId: bell.variantId, quantity: 1 },
      ])
      const { data } = await completeCart(api, session.customer, cart.id)
      expect([data.order.item_subtotal, data.order.shipping_total, data.order.total]).toEqual([25_001, 250, 25_251])
    })

    it("the delivery charge follows the cart when items change after delivery was chosen", async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bell.variantId, quantity: 2 }])
      expect(cart.shipping_total).toBe(200)
      await api.post(`/store/carts/${cart.id}/line-items`, { variant_id: bicycle.variantId, quantity: 1 }, session.customer)
      const { data } = await api.get(`/store/carts/${cart.id}`, session.customer)
      expect([data.cart.item_subtotal, data.cart.shipping_total]).toEqual([25_002, 250])
    })

    it("12 shoppers checking out 4 bicycles at once: exactly 4 orders, stock 0, the rest told it is out of stock", async () => {
      // Three times as many carts as bicycles proves the stock lock as well as more would (the
      // load itself is npm run bench's): 12 carts made, then a rush, in about 20 s alone.
      const shoppers = await Promise.all([1, 2, 3].map((n) => registerCustomer(api, session.visitor.headers["x-publishable-api-key"], `rush${n}@example.com`)))
      // Four carts each, the three shoppers side by side (each one's carts one after another).
      const cartsOf = async (shopper: Session["customer"]) => {
        const made: { shopper: Session["customer"]; cartId: string }[] = []
        for (let i = 0; i < 4; i++)
          made.push({ shopper, cartId: (await readyCart(api, shopper, session.shop.regionId, [{ variantId: limited.variantId, quantity: 1 }])).id })
        return made
      }
      const carts = (await Promise.all(shoppers.map(cartsOf))).flat()

      const attempt = async (batch: typeof carts) => {
        const results = await Promise.allSettled(batch.map(({ shopper, cartId }) => completeCart(api, shopper, cartId)))
        return results.map((result, i) => ({ ...batch[i], response: result.status === "fulfilled" ? result.value : result.reason.response }))
      }
      const outOfStock = { status: 400, message: messages.outOfStock }
      const busy = { status: 409, message: messages.busy }
      const answer = (r: { response: { status: number; data: { message?: string } } }) => ({ status: r.response.status, message: r.response.data.message })

      // Everyone at once: each gets an order, "out of stock", or (when the stock lock stays
      // taken too long on a slow machine) "try again" — never a 500.
      let results = await attempt(carts)
      let orders = results.filter((r) => r.response.status === 200 && r.response.data.type === "order").length
      for (const r of results.filter((r) => r.response.status !== 200)) expect([outOfStock, busy]).toContainEqual(answer(r))
      // Those told to try again do so, one by one, until every shopper has an answer.
      let retry = results.filter((r) => answer(r).status === 409)
      while (retry.length) {
        results = []
        for (const cart of retry) results.push(...(await attempt([cart])))
        orders += results.filter((r) => r.response.status === 200 && r.response.data.type === "order").length
        for (const r of results.filter((r) => r.response.status !== 200)) expect([outOfStock, busy]).toContainEqual(answer(r))
        retry = results.filter((r) => answer(r).status === 409)
      }
      await workflowsSettled(getContainer())
      expect(orders).toBe(4)
      expect(await stock(limited)).toBe(0)
    }, 600_000)

    it("the same cart placed twice at once makes one order", async () => {
      const shopper = await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "double@example.com")
      const cart = await readyCart(api, shopper, session.shop.regionId, [{ variantId: bell.variantId, quantity: 1 }])
      const results = await Promise.allSettled([completeCart(api, shopper, cart.id), completeCart(api, shopper, cart.id)])
      expect(results.some((r) => r.status === "fulfilled" && r.value.data.type === "order")).toBe(true)
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(1)
    })

    it("refuses a delivery address that is not in the Bangladesh data, with the reason, and stores official spelling", async () => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.customer)
      const cartUrl = `/store/carts/${data.cart.id}`
      const refusal = await failure(api.post(cartUrl, { shipping_address: { ...MIRPUR_ADDRESS, city: "Sylhet" } }, session.customer))
      expect([refusal.status, refusal.data.message]).toEqual([400, "Sylhet is not a district of Dhaka division"])
      const badPhone = await failure(api.post(cartUrl, { shipping_address: { ...MIRPUR_ADDRESS, phone: "12345" } }, session.customer))
      expect(badPhone.data.message).toBe("phone must be a Bangladeshi mobile number, like 01712345678")

      const saved = await api.post(cartUrl, { shipping_address: { ...MIRPUR_ADDRESS, province: "dhaka", address_2: "mirpur model" } }, session.customer)
      expect(saved.data.cart.shipping_address).toMatchObject({ province: "Dhaka", address_2: "Mirpur Model" })
    })

    it("checks a customer's saved addresses the same way, including a change of one field", async () => {
      const addresses = "/store/customers/me/addresses"
      const refusal = await failure(api.post(addresses, { ...MIRPUR_ADDRESS, address_2: "Pahartali" }, session.customer))
      expect([refusal.status, refusal.data.message]).toEqual([400, "Pahartali is not a police station (thana) of Dhaka district"])

      const { data } = await api.post(addresses, { ...MIRPUR_ADDRESS, city: "dhaka" }, session.customer)
      const saved = data.customer.addresses[0]
      expect(saved).toMatchObject({ province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model" })
      const badPhone = await failure(api.post(`${addresses}/${saved.id}`, { phone: "0123" }, session.customer))
      expect(badPhone.data.message).toBe("phone must be a Bangladeshi mobile number, like 01712345678")
      const moved = await api.post(`${addresses}/${saved.id}`, { address_2: "dhanmondi" }, session.customer)
      expect(moved.data.customer.addresses[0]).toMatchObject({ address_2: "Dhanmondi", phone: MIRPUR_ADDRESS.phone })
    })

    it("serves the divisions, districts and thanas for address pickers, each in English and Bengali", async () => {
      const { data } = await api.get("/store/bangladesh/divisions", session.visitor)
      expect(data.divisions).toHaveLength(8)
      const dhaka = data.divisions.find((d: { name: string }) => d.name === "Dhaka")
      expect(dhaka.districts.find((d: { name: string }) => d.name === "Dhaka").thanas).toContainEqual({ name: "Mirpur Model", bn: "মিরপুর মডেল" })
    })

    it("marking the order delivered collects the cash (the payment is captured)", async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bell.variantId, quantity: 1 }])
      const { data } = await completeCart(api, session.customer, cart.id)
      const order = data.order
      const { data: fulfilled } = await api.post(
        `/admin/orders/${order.id}/fulfillments?fields=*fulfillments`,
        { items: order.items.map((item: { id: string; quantity: number }) => ({ id: item.id, quantity: item.quantity })) },
        session.admin
      )
      const fulfillmentId = fulfilled.order.fulfillments[0].id
      await api.post(`/admin/orders/${order.id}/fulfillments/${fulfillmentId}/mark-as-delivered`, {}, session.admin)

      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const captured = async () => {
        const { data } = await query.graph({ entity: "order", fields: ["payment_collections.payments.captured_at"], filters: { id: order.id } })
        return Boolean(data[0]?.payment_collections?.[0]?.payments?.[0]?.captured_at)
      }
      // The capture runs in a subscriber, after the delivery is recorded.
      for (let i = 0; i < 50 && !(await captured()); i++) await new Promise((r) => setTimeout(r, 100))
      expect(await captured()).toBe(true)
    })
  },
})
