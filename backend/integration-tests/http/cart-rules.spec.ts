import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createCustomerAddressesWorkflow,
  updateCartWorkflow,
  updateCustomerAddressesWorkflow,
  updateLineItemInCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { messages as bdMessages } from "@chaka/bd-commerce/api"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct, MIRPUR_ADDRESS, ordersOf, readyCart, registerCustomer } from "./helpers/checkout"
import { compatCallers, type CompatCallers } from "./helpers/compat"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"

jest.setTimeout(300_000)

type Headers = Session["customer"]

/**
 * The shop's cart and checkout rules hold on every entry point: Medusa's store routes, the
 * dashboard's admin routes, the compatibility API and a workflow run by code all meet the
 * hooks in src/workflows/hooks. Each refusal is read back: nothing was written.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let shopper: Headers
    let shopperId: string
    let bell: Awaited<ReturnType<typeof createProduct>>
    let lamp: Awaited<ReturnType<typeof createProduct>>
    let callers: CompatCallers

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      bell = await createProduct(getContainer(), session.shop, "Rules Bell", 300, 100)
      lamp = await createProduct(getContainer(), session.shop, "Rules Lamp", 900, 100)
      shopper = await registerCustomer(api, session.shop.publishableKey, "rules@example.com")
      shopperId = (await api.get("/store/customers/me", shopper)).data.customer.id
      callers = await compatCallers(api, session)
    })

    const container = () => getContainer()
    const query = () => container().resolve(ContainerRegistrationKeys.QUERY)
    const newCart = async () => (await api.post("/store/carts", { region_id: session.shop.regionId }, shopper)).data.cart.id as string
    const lines = async (cartId: string) => {
      const { data } = await query().graph({ entity: "cart", fields: ["items.variant_id", "items.quantity"], filters: { id: cartId } })
      return (data[0].items ?? []).map((item: any) => [item.variant_id, Number(item.quantity)])
    }
    const cartAddress = async (cartId: string) => {
      const { data } = await query().graph({ entity: "cart", fields: ["shipping_address.*"], filters: { id: cartId } })
      const { province, city, address_2, address_1, phone } = data[0].shipping_address ?? {}
      return { province, city, address_2, address_1, phone }
    }
    const cartsOf = async (customerId: string) =>
      (await query().graph({ entity: "cart", fields: ["id"], filters: { customer_id: customerId } })).data.map((c: any) => c.id).sort()
    const addressesOf = async (customerId: string) =>
      (await container().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: customerId })).map(
        ({ id, province, city, address_2, address_1, phone }) => ({
          id,
          province,
          city,
          address_2,
          address_1,
          phone,
        })
      )
    const answer = (response: { status: number; data: { message: string } }) => [response.status, response.data.message]

    describe("a product already in the cart", () => {
      it("gets the added quantity, as Medusa does, through the store route and the workflow run by code; over its stock → out of stock, the cart unchanged", async () => {
        const few = await createProduct(container(), session.shop, "Rules Few Bells", 300, 4)
        const cartId = await newCart()
        await api.post(`/store/carts/${cartId}/line-items`, { variant_id: few.variantId, quantity: 2 }, shopper)

        const again = await api.post(`/store/carts/${cartId}/line-items`, { variant_id: few.variantId, quantity: 1 }, shopper)
        expect(again.data.cart.items.map((line: { variant_id: string; quantity: number }) => [line.variant_id, line.quantity])).toEqual([[few.variantId, 3]])
        await addToCartWorkflow(container()).run({ input: { cart_id: cartId, items: [{ variant_id: few.variantId, quantity: 1 }] } })
        expect(await lines(cartId)).toEqual([[few.variantId, 4]])

        // The stock is 4: one more is refused with the shop's words, by either entry point.
        const over = await failure(api.post(`/store/carts/${cartId}/line-items`, { variant_id: few.variantId, quantity: 1 }, shopper))
        expect(answer(over)).toEqual([400, messages.outOfStock])
        await expect(
          addToCartWorkflow(container()).run({ input: { cart_id: cartId, items: [{ variant_id: few.variantId, quantity: 1 }] } })
        ).rejects.toMatchObject({ type: "not_allowed" })
        expect(await lines(cartId)).toEqual([[few.variantId, 4]])

        // Another product is still added, by either entry point.
        await addToCartWorkflow(container()).run({ input: { cart_id: cartId, items: [{ variant_id: lamp.variantId, quantity: 1 }] } })
        expect(await lines(cartId)).toEqual(
          expect.arrayContaining([
            [few.variantId, 4],
            [lamp.variantId, 1],
          ])
        )
      })
    })

    describe("quantities", () => {
      it("adding 1.5, 0 or -1 is refused with 400 by the store route and the workflow; nothing added", async () => {
        const cartId = await newCart()
        for (const quantity of [1.5, 0, -1]) {
          const refused = await failure(api.post(`/store/carts/${cartId}/line-items`, { variant_id: bell.variantId, quantity }, shopper))
          expect(refused.status).toBe(400)
          await expect(
            addToCartWorkflow(container()).run({ input: { cart_id: cartId, items: [{ variant_id: bell.variantId, quantity }] } })
          ).rejects.toMatchObject({ message: messages.quantityInvalid })
        }
        const half = await failure(api.post(`/store/carts/${cartId}/line-items`, { variant_id: bell.variantId, quantity: 1.5 }, shopper))
        expect(answer(half)).toEqual([400, messages.quantityInvalid])
        expect(await lines(cartId)).toEqual([])
      })

      it("changing a line to 1.5, 0 or -1 is refused with 400 (0 does not remove the line); whole numbers work", async () => {
        const cartId = await newCart()
        const { data } = await api.post(`/store/carts/${cartId}/line-items`, { variant_id: bell.variantId, quantity: 3 }, shopper)
        const lineId = data.cart.items[0].id
        for (const quantity of [1.5, 0]) {
          const refused = await failure(api.post(`/store/carts/${cartId}/line-items/${lineId}`, { quantity }, shopper))
          expect(answer(refused)).toEqual([400, messages.quantityInvalid])
        }
        expect((await failure(api.post(`/store/carts/${cartId}/line-items/${lineId}`, { quantity: -1 }, shopper))).status).toBe(400)
        for (const quantity of [0, 2.5]) {
          await expect(
            updateLineItemInCartWorkflow(container()).run({ input: { cart_id: cartId, item_id: lineId, update: { quantity } } })
          ).rejects.toMatchObject({ message: messages.quantityInvalid })
        }
        expect(await lines(cartId)).toEqual([[bell.variantId, 3]])

        await api.post(`/store/carts/${cartId}/line-items/${lineId}`, { quantity: 1 }, shopper)
        expect(await lines(cartId)).toEqual([[bell.variantId, 1]])
        // Removing a line is DELETE.
        await api.delete(`/store/carts/${cartId}/line-items/${lineId}`, shopper)
        expect(await lines(cartId)).toEqual([])
      })

      it("a new cart with 1.5 of a product (the storefront's Buy now, or code) is refused; no cart is created", async () => {
        const before = await cartsOf(shopperId)
        const refused = await failure(
          api.post("/store/carts", { region_id: session.shop.regionId, items: [{ variant_id: bell.variantId, quantity: 1.5 }] }, shopper)
        )
        expect(answer(refused)).toEqual([400, messages.quantityInvalid])
        await expect(
          createCartWorkflow(container()).run({
            input: { region_id: session.shop.regionId, customer_id: shopperId, items: [{ variant_id: bell.variantId, quantity: 2.5 }] },
          })
        ).rejects.toMatchObject({ message: messages.quantityInvalid })
        expect(await cartsOf(shopperId)).toEqual(before)
      })
    })

    describe("a cart's delivery address", () => {
      it("an empty, incomplete or foreign address is refused when the cart is created, by the store route and by code; no cart created", async () => {
        const before = await cartsOf(shopperId)
        const create = (shipping_address: object) => api.post("/store/carts", { region_id: session.shop.regionId, shipping_address }, shopper)
        expect(answer(await failure(create({})))).toEqual([400, bdMessages.divisionRequired])
        expect(answer(await failure(create({ ...MIRPUR_ADDRESS, address_1: "  " })))).toEqual([400, bdMessages.roadRequired])
        expect((await failure(create({ ...MIRPUR_ADDRESS, country_code: "in" }))).status).toBe(400)
        await expect(
          createCartWorkflow(container()).run({
            input: { region_id: session.shop.regionId, customer_id: shopperId, shipping_address: { ...MIRPUR_ADDRESS, city: "Sylhet" } },
          })
        ).rejects.toMatchObject({ message: bdMessages.unknownDistrict("Sylhet", "Dhaka") })
        expect(await cartsOf(shopperId)).toEqual(before)

        // A cart without an address yet is fine (Medusa gives it the region's country only).
        const { data } = await api.post("/store/carts", { region_id: session.shop.regionId, shipping_address: MIRPUR_ADDRESS }, shopper)
        expect(data.cart.shipping_address).toMatchObject({ province: "Dhaka", address_2: "Mirpur Model" })
      })

      it("an empty or wrong change is refused by the store route and by code; the address read back unchanged", async () => {
        const cartId = await newCart()
        await api.post(`/store/carts/${cartId}`, { shipping_address: MIRPUR_ADDRESS }, shopper)
        const saved = await cartAddress(cartId)
        const { data } = await api.get(`/store/carts/${cartId}`, shopper)
        const addressId = data.cart.shipping_address.id

        const update = (shipping_address: object) => api.post(`/store/carts/${cartId}`, { shipping_address }, shopper)
        expect(answer(await failure(update({})))).toEqual([400, bdMessages.divisionRequired])
        // A change of one field of the current address is checked with the rest of it.
        expect(answer(await failure(update({ id: addressId, phone: "" })))).toEqual([400, bdMessages.phoneRequired])
        expect(answer(await failure(update({ id: addressId, address_2: "Pahartali" })))).toEqual([400, bdMessages.unknownThana("Pahartali", "Dhaka")])
        await expect(
          updateCartWorkflow(container()).run({ input: { id: cartId, shipping_address: { ...MIRPUR_ADDRESS, province: "", city: "" } } })
        ).rejects.toMatchObject({ message: bdMessages.divisionRequired })
        expect(await cartAddress(cartId)).toEqual(saved)

        // A valid change of one field goes through, in official spelling.
        await update({ id: addressId, address_2: "dhanmondi" })
        expect(await cartAddress(cartId)).toEqual({ ...saved, address_2: "Dhanmondi" })

        // Another cart's address cannot be taken over (and rewritten) by its id.
        const other = await api.post("/store/carts", { region_id: session.shop.regionId, shipping_address: MIRPUR_ADDRESS }, session.customer)
        const othersAddress = await cartAddress(other.data.cart.id)
        const takeover = await failure(update({ ...MIRPUR_ADDRESS, id: other.data.cart.shipping_address.id, address_1: "Road 99" }))
        expect(answer(takeover)).toEqual([400, messages.cartAddressNotOwn])
        const billing = await failure(
          api.post(`/store/carts/${cartId}`, { billing_address: { id: other.data.cart.shipping_address.id, address_1: "Road 99" } }, shopper)
        )
        expect(answer(billing)).toEqual([400, messages.cartAddressNotOwn])
        const before = await cartsOf(shopperId)
        const attach = await failure(
          api.post("/store/carts", { region_id: session.shop.regionId, shipping_address: other.data.cart.shipping_address.id }, shopper)
        )
        expect(answer(attach)).toEqual([400, messages.cartAddressNotOwn])
        expect(await cartsOf(shopperId)).toEqual(before)
        expect(await cartAddress(other.data.cart.id)).toEqual(othersAddress)
        expect(await cartAddress(cartId)).toEqual({ ...saved, address_2: "Dhanmondi" })
      })
    })

    describe("a cart's email", () => {
      it("is its customer's own: another person's is refused on the store route and by code, any letter case of their own is fine", async () => {
        const cartId = await newCart()
        const emailOf = async () => (await query().graph({ entity: "cart", fields: ["email"], filters: { id: cartId } })).data[0].email
        const before = await emailOf()
        const squat = await failure(api.post(`/store/carts/${cartId}`, { email: "someone.else@example.com" }, shopper))
        expect(answer(squat)).toEqual([400, messages.cartEmailNotCustomers])
        await expect(updateCartWorkflow(container()).run({ input: { id: cartId, email: "someone.else@example.com" } })).rejects.toMatchObject({
          message: messages.cartEmailNotCustomers,
        })
        const created = await failure(api.post("/store/carts", { region_id: session.shop.regionId, email: "someone.else@example.com" }, shopper))
        expect(answer(created)).toEqual([400, messages.cartEmailNotCustomers])
        expect(await emailOf()).toBe(before)
        await api.post(`/store/carts/${cartId}`, { email: "RULES@example.com" }, shopper)
        expect((await emailOf())?.toLowerCase()).toBe("rules@example.com")
      })
    })

    describe("a customer's saved addresses", () => {
      it("an empty, wrong or foreign address is refused on the store route, the dashboard's route and by code; nothing saved", async () => {
        const customer = await registerCustomer(api, session.shop.publishableKey, "book@example.com")
        const customerId = (await api.get("/store/customers/me", customer)).data.customer.id
        const mine = "/store/customers/me/addresses"

        expect(answer(await failure(api.post(mine, {}, customer)))).toEqual([400, bdMessages.divisionRequired])
        expect(answer(await failure(api.post(mine, { ...MIRPUR_ADDRESS, phone: "" }, customer)))).toEqual([400, bdMessages.phoneRequired])
        expect(answer(await failure(api.post(mine, { ...MIRPUR_ADDRESS, country_code: "us" }, customer)))).toEqual([400, bdMessages.outsideBangladesh])
        const admin = await failure(api.post(`/admin/customers/${customerId}/addresses`, { ...MIRPUR_ADDRESS, city: "" }, session.admin))
        expect(answer(admin)).toEqual([400, bdMessages.districtRequired])
        await expect(
          createCustomerAddressesWorkflow(container()).run({ input: { addresses: [{ customer_id: customerId, address_1: "Somewhere" }] } })
        ).rejects.toMatchObject({ message: bdMessages.divisionRequired })
        expect(await addressesOf(customerId)).toEqual([])
      })

      it("a wrong change is undone whichever route makes it: the address read back as it was", async () => {
        const customer = await registerCustomer(api, session.shop.publishableKey, "move@example.com")
        const customerId = (await api.get("/store/customers/me", customer)).data.customer.id
        const { data } = await api.post("/store/customers/me/addresses", { ...MIRPUR_ADDRESS, is_default_shipping: true }, customer)
        const saved = await addressesOf(customerId)
        const id = data.customer.addresses[0].id

        const store = await failure(api.post(`/store/customers/me/addresses/${id}`, { address_1: "", city: "Sylhet" }, customer))
        expect(store.status).toBe(400)
        const admin = await failure(api.post(`/admin/customers/${customerId}/addresses/${id}`, { province: "Narnia" }, session.admin))
        expect(answer(admin)).toEqual([400, bdMessages.unknownDivision("Narnia")])
        await expect(updateCustomerAddressesWorkflow(container()).run({ input: { selector: { id }, update: { phone: "12345" } } })).rejects.toMatchObject({
          message: bdMessages.phoneInvalid,
        })
        expect(await addressesOf(customerId)).toEqual(saved)
        const [stored] = await container().resolve(Modules.CUSTOMER).listCustomerAddresses({ id })
        expect(stored.is_default_shipping).toBe(true)
      })
    })

    describe("placing an order (cash on delivery)", () => {
      const complete = (cartId: string, headers: Headers = shopper) => api.post(`/store/carts/${cartId}/complete`, {}, headers)
      const payCashOnDelivery = async (cartId: string, provider_id: string = COD_PAYMENT_PROVIDER_ID) => {
        const { data } = await api.post("/store/payment-collections", { cart_id: cartId }, shopper)
        await api.post(`/store/payment-collections/${data.payment_collection.id}/payment-sessions`, { provider_id }, shopper)
      }
      const homeDelivery = async (cartId: string) => {
        const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, shopper)
        const option = data.shipping_options.find((o: { name: string }) => o.name === "Home delivery")
        await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: option.id }, shopper)
      }

      it("without a delivery address, Home delivery or cash on delivery the cart is refused with the reason (store route and code); no order", async () => {
        const ordersBefore = (await ordersOf(container(), shopperId)).length

        // No address (the cart only has the region's country).
        const noAddress = await newCart()
        await api.post(`/store/carts/${noAddress}/line-items`, { variant_id: bell.variantId, quantity: 1 }, shopper)
        await payCashOnDelivery(noAddress)
        expect(answer(await failure(complete(noAddress)))).toEqual([400, messages.checkoutAddressRequired])
        await expect(completeCartWorkflow(container()).run({ input: { id: noAddress } })).rejects.toMatchObject({
          message: messages.checkoutAddressRequired,
        })

        // An address, no delivery chosen.
        await api.post(`/store/carts/${noAddress}`, { shipping_address: MIRPUR_ADDRESS }, shopper)
        expect(answer(await failure(complete(noAddress)))).toEqual([400, messages.checkoutHomeDeliveryRequired])

        // Address and delivery, but paid another way.
        const otherPayment = await newCart()
        await api.post(`/store/carts/${otherPayment}/line-items`, { variant_id: bell.variantId, quantity: 1 }, shopper)
        await api.post(`/store/carts/${otherPayment}`, { shipping_address: MIRPUR_ADDRESS }, shopper)
        await homeDelivery(otherPayment)
        await api.post(`/admin/regions/${session.shop.regionId}`, { payment_providers: [COD_PAYMENT_PROVIDER_ID, "pp_system_default"] }, session.admin)
        try {
          await payCashOnDelivery(otherPayment, "pp_system_default")
          expect(answer(await failure(complete(otherPayment)))).toEqual([400, messages.checkoutCashOnDeliveryOnly])
          await expect(completeCartWorkflow(container()).run({ input: { id: otherPayment } })).rejects.toMatchObject({
            message: messages.checkoutCashOnDeliveryOnly,
          })
        } finally {
          await api.post(`/admin/regions/${session.shop.regionId}`, { payment_providers: [COD_PAYMENT_PROVIDER_ID] }, session.admin)
        }
        expect(await ordersOf(container(), shopperId)).toHaveLength(ordersBefore)

        // Everything in place: the order is placed.
        const ready = await readyCart(api, shopper, session.shop.regionId, [{ variantId: lamp.variantId, quantity: 1 }])
        const { data } = await complete(ready.id)
        expect(data.type).toBe("order")
        expect(await ordersOf(container(), shopperId)).toHaveLength(ordersBefore + 1)
      })
    })

    describe("the compatibility API meets the same rules", () => {
      const ADDRESS = { division: "dhaka", district: "Dhaka", policeStation: "Mirpur Model", rodeOrVillage: "Road 7, Block C", phone: "017-1234-5678" }
      const order = (address: object) => ({
        name: "Karim Ahmed",
        email: callers.customer.email,
        ...ADDRESS,
        ...address,
        products: [{ _id: bell.productId, quantity: 1 }],
      })
      const customerId = async () => (await container().resolve(Modules.CUSTOMER).listCustomers({ email: callers.customer.email }))[0].id

      it("POST /shop/orders places a cash-on-delivery order through the same checkout, official spelling stored", async () => {
        const { data } = await api.post("/shop/orders", order({}), callers.customer)
        const { data: orders } = await query().graph({
          entity: "order",
          fields: ["shipping_address.*", "shipping_methods.name", "payment_collections.payment_sessions.provider_id"],
          filters: { id: data.insertedId },
        })
        expect(orders[0].shipping_address).toMatchObject({ province: "Dhaka", phone: "01712345678" })
        const placed = orders[0] as any
        expect(placed.shipping_methods.map((m: any) => m.name)).toEqual(["Home delivery"])
        expect(placed.payment_collections[0].payment_sessions.map((s: any) => s.provider_id)).toEqual([COD_PAYMENT_PROVIDER_ID])
      })

      it("POST /shop/orders with a wrong or incomplete address is refused by the cart hook: 400, no order, no cart left", async () => {
        const id = await customerId()
        const [ordersBefore, cartsBefore] = [(await ordersOf(container(), id)).length, await cartsOf(id)]
        const wrong = await failure(api.post("/shop/orders", order({ policeStation: "Nowhere" }), callers.customer))
        expect(answer(wrong)).toEqual([400, bdMessages.unknownThana("Nowhere", "Dhaka")])
        const badPhone = await failure(api.post("/shop/orders", order({ phone: "12345" }), callers.customer))
        expect(answer(badPhone)).toEqual([400, bdMessages.phoneInvalid])
        expect(await ordersOf(container(), id)).toHaveLength(ordersBefore)
        expect(await cartsOf(id)).toEqual(cartsBefore)
      })

      it("PUT /shop/users/updateUser with a wrong address is refused by the customer-address hook: nothing saved", async () => {
        const id = await customerId()
        const before = await addressesOf(id)
        const body = { email: callers.customer.email, ...ADDRESS, district: "Sylhet" }
        const refused = await failure(api.put("/shop/users/updateUser", body, callers.customer))
        expect(answer(refused)).toEqual([400, bdMessages.unknownDistrict("Sylhet", "Dhaka")])
        expect(await addressesOf(id)).toEqual(before)
      })
    })
  },
})
