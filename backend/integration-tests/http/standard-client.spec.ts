import Medusa, { FetchError } from "@medusajs/js-sdk"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { HttpTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { messages as bdMessages } from "@chaka/bd-commerce/api"
import { CURRENCY_CODE } from "@chaka/rules"
import { messages } from "../../src/lib/messages"
import { seedShop, type ShopRecords } from "../../src/scripts/seed/shop"
import { createProduct } from "./helpers/checkout"

jest.setTimeout(300_000)

/**
 * Issue 54: any Medusa storefront can sell here. This suite plays Medusa's own DTC starter
 * (Next.js, @medusajs/js-sdk) against the backend, using only the documented store API (no
 * /shop, /storefront or shop-specific route): browse → guest cart → the same product added twice
 * → an address from a standard form → delivery → sign-up → cart transfer → cash on delivery →
 * the order, in the account. Then the strangers: each is refused with a 4xx and a message, and
 * the cart or order is read back from the database to show that nothing was written.
 *
 * The runner restores the database before each test, so the journey is one test of named steps:
 * a failure says which promise of the contract broke.
 */

/** Each shopper is a browser of its own: an SDK whose token lives in its memory. */
type Client = Medusa
type Cart = HttpTypes.StoreCart
type Refusal = { status: number; message: string }

const PASSWORD = "a-long-password"
/** What a standard checkout form sends (the starter sends address_2 "" and company ""). */
const STANDARD_FORM = {
  first_name: "Rahim",
  last_name: "Uddin",
  company: "",
  address_1: "House 12, Road 5",
  address_2: "",
  city: "Dhaka",
  province: "",
  country_code: "bd",
  phone: "01712345678",
}
/** A Dhaka post code (Jigatala post office) and its thana, as Bangladesh Post lists it. */
const DHAKA_POST_CODE = { postal_code: "1209", thana: "Dhanmondi" }
/** Chattogram's main post office: a real post code, of another district than Dhaka. */
const CHATTOGRAM_POST_CODE = "4000"
/** Four digits like a post code, but no post office has it. */
const FORGED_POST_CODE = "9999"

/** A registered customer whose name and saved address no one else may see. */
const STRANGER = {
  email: "stranger@example.com",
  lastName: "Chowdhury-Stranger",
  address: { ...STANDARD_FORM, address_1: "Flat 9B, Secret Lane 77", address_2: "Mirpur Model", province: "Dhaka" },
}

/** Runs one promise of the contract; a failure names the step it broke in. */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const original = error as Error & { status?: number }
    const wrapped = new Error(`Step "${name}" broke: ${original.status ? `HTTP ${original.status}: ` : ""}${original.message}`)
    const frames = (original.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "))
    wrapped.stack = [wrapped.message, ...frames].join("\n")
    throw wrapped
  }
}

/** A refusal as the SDK reports it (a FetchError for any status from 300); anything else is rethrown. */
function asRefusal(error: unknown): Refusal {
  if (error instanceof FetchError) return { status: error.status ?? 0, message: error.message }
  throw error
}

/** The refusal an SDK call ends in. */
async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call
  } catch (error) {
    return asRefusal(error)
  }
  throw new Error("expected a refusal, but the call succeeded")
}

/** Status texts: a refusal that says only these says nothing a shopper can act on. */
const BARE_STATUS_TEXTS = ["Bad Request", "Unauthorized", "Forbidden", "Not Found", "Conflict", "Unprocessable Entity", "Internal Server Error"]

/** A 4xx (this one, when given) with a message of its own. */
function expectReadable(answer: Refusal, status?: number) {
  expect({ status: answer.status, range: answer.status >= 400 && answer.status < 500 }).toEqual({ status: status ?? answer.status, range: true })
  expect(answer.message).toMatch(/\w/)
  expect(BARE_STATUS_TEXTS).not.toContain(answer.message)
}

/**
 * A visitor on a route Medusa keeps for signed-in customers (the cart transfer): Medusa's own
 * authenticate middleware answers before any of the shop's, with 401 "Unauthorized" (the answer
 * every Medusa store gives there); the shop's "Please sign in to continue" is as good.
 */
const refusedSignIn = (name: string, call: () => Promise<unknown>) =>
  step(name, async () => {
    const answer = await refusal(call())
    expect(answer.status).toBe(401)
    expect([messages.signInRequired, "Unauthorized"]).toContain(answer.message)
  })

/** A stranger's attempt, as a named step: refused readably. Returns the refusal for closer checks. */
const refused = (name: string, call: () => Promise<unknown>, status?: number): Promise<Refusal> =>
  step(name, async () => {
    const answer = await refusal(call())
    expectReadable(answer, status)
    return answer
  })

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let shop: ShopRecords
    let baseUrl: string
    let bicycle: Awaited<ReturnType<typeof createProduct>>
    /** A registered, signed-in customer with a saved address: a stranger to the carts of the tests. */
    let stranger: Client
    let strangerId: string

    /** A new browser: the starter's `new Medusa({ baseUrl, publishableKey, auth })`. */
    const browser = (): Client => new Medusa({ baseUrl, publishableKey: shop.publishableKey, auth: { type: "jwt", jwtTokenStorageMethod: "memory" } })

    /** The starter's sign-up: register, create the customer with the registration token, log in. */
    const signUp = async (client: Client, email: string, lastName = "Uddin") => {
      await client.auth.register("customer", "emailpass", { email, password: PASSWORD })
      await client.store.customer.create({ email, first_name: "Rahim", last_name: lastName })
      const token = await client.auth.login("customer", "emailpass", { email, password: PASSWORD })
      expect(typeof token).toBe("string")
      return (await client.store.customer.retrieve()).customer
    }

    beforeAll(async () => {
      baseUrl = (api as { defaults: { baseURL: string } }).defaults.baseURL
      shop = await seedShop(getContainer())
      bicycle = await createProduct(getContainer(), shop, "Hike Standard 15000", 15_000, 10)
      stranger = browser()
      strangerId = (await signUp(stranger, STRANGER.email, STRANGER.lastName)).id
      await stranger.store.customer.createAddress(STRANGER.address)
    })

    // ---- read back from the database, not through the API under test ----

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    type Line = { variant_id: string | null; quantity: unknown }
    type StoredCart = {
      id: string
      email: string | null
      customer_id: string | null
      completed_at: unknown
      items: Line[] | null
      shipping_address: Record<string, unknown> | null
      shipping_methods: { shipping_option_id: string | null }[] | null
    }
    /** What a refusal must leave as it was: owner, email, lines, address, delivery, completion. */
    const storedCart = async (id: string) => {
      const { data } = await query().graph({
        entity: "cart",
        fields: [
          "id",
          "email",
          "customer_id",
          "completed_at",
          "items.variant_id",
          "items.quantity",
          "shipping_address.address_1",
          "shipping_address.address_2",
          "shipping_address.postal_code",
          "shipping_address.city",
          "shipping_address.province",
          "shipping_methods.shipping_option_id",
        ],
        filters: { id },
      })
      const cart = data[0] as StoredCart | undefined
      if (!cart) return null
      return {
        email: cart.email,
        customer_id: cart.customer_id,
        completed: Boolean(cart.completed_at),
        lines: (cart.items ?? []).map((line: Line) => [line.variant_id, Number(line.quantity)]),
        address: cart.shipping_address
          ? Object.fromEntries(["address_1", "address_2", "postal_code", "city", "province"].map((key) => [key, cart.shipping_address?.[key]]))
          : null,
        delivery: (cart.shipping_methods ?? []).map((method: { shipping_option_id: string | null }) => method.shipping_option_id),
      }
    }
    const countOf = async (entity: "cart" | "order" | "customer") => (await query().graph({ entity, fields: ["id"] })).data.length
    const ordersOf = async (customerId: string) =>
      (await query().graph({ entity: "order", fields: ["id"], filters: { customer_id: customerId } })).data.map((order: { id: string }) => order.id)

    // ---- the starter's steps, as small helpers the strangers' tests reuse ----

    /** A guest cart in the Bangladesh region holding the bicycle once. */
    const guestCart = async (client: Client) => {
      const { cart } = await client.store.cart.create({ region_id: shop.regionId })
      return (await client.store.cart.createLineItem(cart.id, { variant_id: bicycle.variantId, quantity: 1 })).cart
    }
    /** The starter's address step: email, shipping address, billing the same. */
    const setAddress = (client: Client, cartId: string, email: string, address: Record<string, string>) =>
      client.store.cart.update(cartId, { email, shipping_address: address, billing_address: address })
    /** The starter's delivery step: the cart's options, a calculated price, the method chosen. */
    const chooseDelivery = async (client: Client, cartId: string) => {
      const { shipping_options } = await client.store.fulfillment.listCartOptions({ cart_id: cartId })
      const option = shipping_options[0]
      if (option.price_type === "calculated") await client.store.fulfillment.calculate(option.id, { cart_id: cartId })
      return (await client.store.cart.addShippingMethod(cartId, { option_id: option.id })).cart
    }
    /** The cash-on-delivery provider as a standard client finds it: listed for the region. */
    const cashOnDelivery = async (client: Client) => {
      const { payment_providers } = await client.store.payment.listPaymentProviders({ region_id: shop.regionId })
      const cod = payment_providers.find((provider: { id: string }) => /^pp_cod/.test(provider.id))
      if (!cod) throw new Error(`no cash-on-delivery provider among ${payment_providers.map((p: { id: string }) => p.id).join(", ")}`)
      return cod.id
    }
    const pay = async (client: Client, cart: Cart) => client.store.payment.initiatePaymentSession(cart, { provider_id: await cashOnDelivery(client) })
    /**
     * A guest cart up to the point where only payment and placing the order are left. Its form
     * names the thana in address_2, so that the strangers' tests hang on the cart contract only
     * (the postal code and the address line have tests of their own).
     */
    const guestCartReady = async (client: Client, email: string) => {
      const cart = await guestCart(client)
      await setAddress(client, cart.id, email, { ...STANDARD_FORM, address_2: "Dhanmondi" })
      return chooseDelivery(client, cart.id)
    }
    /** A customer's cart placed as an order: the cart (now completed) and the order. */
    const placedOrder = async (client: Client, email: string) => {
      const ready = await guestCartReady(client, email)
      await signUp(client, email)
      const { cart } = await client.store.cart.transferCart(ready.id)
      await pay(client, cart)
      const placed = await client.store.cart.complete(cart.id)
      if (placed.type !== "order") throw new Error(`the cart was not ordered: ${placed.error.message}`)
      return { cartId: cart.id, order: placed.order }
    }

    it("a standard client browses, fills a guest cart, signs up, pays cash on delivery and finds the order in the account", async () => {
      const shopper = browser()
      const email = "rahim@example.com"

      const region = await step("browse: the regions list Bangladesh in BDT", async () => {
        const { regions } = await shopper.store.region.list()
        const found = regions.find((r: HttpTypes.StoreRegion) => r.id === shop.regionId)
        expect(found?.currency_code).toBe(CURRENCY_CODE)
        expect(found?.countries?.map((c: HttpTypes.StoreRegionCountry) => c.iso_2)).toContain("bd")
        return found as HttpTypes.StoreRegion
      })

      const variantId = await step("browse: the product list and the product's variants, priced in the region", async () => {
        const fields = "*variants.calculated_price,+variants.inventory_quantity"
        const { products } = await shopper.store.product.list({ region_id: region.id, fields, limit: 50 })
        const listed = products.find((p: HttpTypes.StoreProduct) => p.id === bicycle.productId)
        expect(listed).toBeDefined()
        const { product } = await shopper.store.product.retrieve(bicycle.productId, { region_id: region.id, fields })
        const variant = product.variants?.find((v: HttpTypes.StoreProductVariant) => v.id === bicycle.variantId)
        expect(variant?.calculated_price?.calculated_amount).toBe(15_000)
        expect(variant?.calculated_price?.currency_code).toBe(CURRENCY_CODE)
        expect(variant?.inventory_quantity).toBe(10)
        return bicycle.variantId
      })

      const cartId = await step("guest cart: a visitor starts a cart in the region", async () => {
        const { cart } = await shopper.store.cart.create({ region_id: region.id })
        expect(cart.customer_id ?? null).toBeNull()
        expect(cart.currency_code).toBe(CURRENCY_CODE)
        return cart.id
      })

      await step("add the same product twice: one line, quantity 2", async () => {
        await shopper.store.cart.createLineItem(cartId, { variant_id: variantId, quantity: 1 })
        const { cart } = await shopper.store.cart.createLineItem(cartId, { variant_id: variantId, quantity: 1 })
        expect(cart.items?.map((line: HttpTypes.StoreCartLineItem) => [line.variant_id, line.quantity])).toEqual([[variantId, 2]])
        expect(cart.item_subtotal).toBe(30_000)
      })

      await step("address from a standard form: address_2 empty, a postal code; the thana and division filled in", async () => {
        const { cart } = await setAddress(shopper, cartId, email, { ...STANDARD_FORM, postal_code: DHAKA_POST_CODE.postal_code })
        expect(cart.email).toBe(email)
        expect(cart.shipping_address).toMatchObject({
          address_1: STANDARD_FORM.address_1,
          address_2: DHAKA_POST_CODE.thana,
          city: "Dhaka",
          province: "Dhaka",
          postal_code: DHAKA_POST_CODE.postal_code,
          phone: STANDARD_FORM.phone,
        })
      })

      await step("delivery: the guest cart's shipping options, the price calculated, the method chosen (250 ৳ above 25 000 ৳)", async () => {
        const cart = await chooseDelivery(shopper, cartId)
        expect(cart.shipping_methods).toHaveLength(1)
        expect([cart.item_subtotal, cart.shipping_total, cart.total]).toEqual([30_000, 250, 30_250])
      })

      const customer = await step("sign up: auth register, customer create, auth login", () => signUp(shopper, email))
      expect(customer.email).toBe(email)

      await step("transfer: the guest cart becomes the customer's and keeps its id", async () => {
        const { cart } = await shopper.store.cart.transferCart(cartId)
        expect(cart.id).toBe(cartId)
        expect(cart.customer_id).toBe(customer.id)
        expect(cart.items?.map((line: HttpTypes.StoreCartLineItem) => [line.variant_id, line.quantity])).toEqual([[variantId, 2]])
        expect(cart.shipping_address?.address_2).toBe(DHAKA_POST_CODE.thana)
      })

      await step("payment: the cash-on-delivery provider listed for the region, a payment session", async () => {
        const { cart } = await shopper.store.cart.retrieve(cartId)
        const providerId = await cashOnDelivery(shopper)
        const { payment_collection } = await shopper.store.payment.initiatePaymentSession(cart, { provider_id: providerId })
        expect(payment_collection.payment_sessions?.map((s: HttpTypes.StorePaymentSession) => s.provider_id)).toEqual([providerId])
        expect(payment_collection.amount).toBe(30_250)
      })

      const order = await step("complete: the cart becomes an order", async () => {
        const placed = await shopper.store.cart.complete(cartId)
        if (placed.type !== "order") throw new Error(`not ordered: ${placed.error.message}`)
        expect(placed.order).toMatchObject({ email, total: 30_250, shipping_total: 250, currency_code: CURRENCY_CODE })
        expect(placed.order.shipping_address).toMatchObject({ city: "Dhaka", province: "Dhaka", address_2: DHAKA_POST_CODE.thana })
        return placed.order
      })

      await step("the account's orders show it", async () => {
        const { orders } = await shopper.store.order.list()
        expect(orders.map((o: HttpTypes.StoreOrder) => o.id)).toEqual([order.id])
        const { order: read } = await shopper.store.order.retrieve(order.id)
        expect(read.items?.map((line: HttpTypes.StoreOrderLineItem) => [line.variant_id, line.quantity])).toEqual([[variantId, 2]])
      })
    })

    it("a second cart: the thana written in the address line is found (address_2 empty, no postal code)", async () => {
      const shopper = browser()
      const cart = await guestCart(shopper)
      const { cart: addressed } = await setAddress(shopper, cart.id, "karim@example.com", { ...STANDARD_FORM, address_1: "House 12, Road 5, Dhanmondi" })
      expect(addressed.shipping_address).toMatchObject({ address_1: "House 12, Road 5, Dhanmondi", address_2: "Dhanmondi", city: "Dhaka", province: "Dhaka" })
      expect((await storedCart(cart.id))?.address).toMatchObject({ address_2: "Dhanmondi", province: "Dhaka" })
    })

    it("a forged postal code, a postal code of another district, a thana of another district: 400 naming the field, the cart as it was", async () => {
      const shopper = browser()
      const cart = await guestCart(shopper)
      const before = await storedCart(cart.id)
      const tries: [string, Record<string, string>, string][] = [
        ["a forged postal code", { ...STANDARD_FORM, postal_code: FORGED_POST_CODE }, bdMessages.postCodeUnknown(FORGED_POST_CODE)],
        [
          "a postal code of another district",
          { ...STANDARD_FORM, postal_code: CHATTOGRAM_POST_CODE },
          bdMessages.postCodeOtherDistrict(CHATTOGRAM_POST_CODE, "Chattogram", "Dhaka"),
        ],
        ["a thana of another district in address_2", { ...STANDARD_FORM, address_2: "Pahartali" }, bdMessages.unknownThana("Pahartali", "Dhaka")],
        ["a thana of another district in the address line", { ...STANDARD_FORM, address_1: "House 3, Pahartali" }, bdMessages.thanaRequired],
      ]
      for (const [what, address, message] of tries) {
        const answer = await refused(what, () => setAddress(shopper, cart.id, "karim@example.com", address), 400)
        expect(answer.message).toBe(message)
      }
      expect(await storedCart(cart.id)).toEqual(before)
    })

    it("a visitor holding no cart id reaches no cart, and nothing is written", async () => {
      const owner = browser()
      const cart = await guestCart(owner)
      const before = await storedCart(cart.id)
      const carts = await countOf("cart")
      const visitor = browser()
      const address = { ...STANDARD_FORM, postal_code: DHAKA_POST_CODE.postal_code }
      // An id nobody was given; someone's id in another letter case (another id); one with a NUL
      // byte inside (at the end, the URL parser would strip it).
      for (const id of ["cart_01JZZZZZZZZZZZZZZZZZZZZZZZ", cart.id.toUpperCase(), `${cart.id.slice(0, 8)}\u0000${cart.id.slice(8)}`]) {
        const shown = JSON.stringify(id)
        await refused(`read ${shown}`, () => visitor.store.cart.retrieve(id))
        await refused(`address ${shown}`, () => setAddress(visitor, id, "visitor@example.com", address))
        await refused(`add a line ${shown}`, () => visitor.store.cart.createLineItem(id, { variant_id: bicycle.variantId, quantity: 1 }))
        await refused(`shipping options ${shown}`, () => visitor.store.fulfillment.listCartOptions({ cart_id: id }))
        await refused(`complete ${shown}`, () => visitor.store.cart.complete(id))
        await refused(`a customer transfers ${shown}`, () => stranger.store.cart.transferCart(id))
      }
      // No id at all: Medusa's validation answers.
      await refused("shipping options without a cart id", () => visitor.store.fulfillment.listCartOptions({} as { cart_id: string }), 400)
      // Transfer is for a signed-in customer.
      await refusedSignIn("a visitor transfers the cart", () => visitor.store.cart.transferCart(cart.id))
      expect(await storedCart(cart.id)).toEqual(before)
      expect(await countOf("cart")).toBe(carts)
    })

    it("a visitor giving a registered customer's email on a guest cart gets nothing of that customer's", async () => {
      const visitor = browser()
      const cart = await guestCart(visitor)
      // Medusa would join the cart to the customer with that email: the shop keeps it a guest's
      // (a guest customer with that email), with the answer any email gets.
      const { cart: updated } = await setAddress(visitor, cart.id, STRANGER.email.toUpperCase(), { ...STANDARD_FORM, address_2: "Dhanmondi" })
      expect(updated.email).toBe(STRANGER.email.toLowerCase())
      expect(updated.customer_id).toBeTruthy()
      expect(updated.customer_id).not.toBe(strangerId)
      const { cart: read } = await visitor.store.cart.retrieve(cart.id, { fields: "*customer,*shipping_address,*billing_address" })
      expect(JSON.stringify(read)).not.toContain(STRANGER.address.address_1)
      expect(JSON.stringify(read)).not.toContain(STRANGER.lastName)
      expect((await storedCart(cart.id))?.customer_id).not.toBe(strangerId)
      // Nor may the visitor make the cart anyone's without signing in.
      await refusedSignIn("a visitor transfers the cart", () => visitor.store.cart.transferCart(cart.id))
      expect((await storedCart(cart.id))?.customer_id).not.toBe(strangerId)
    })

    it("another signed-in customer, or a visitor holding the id, on a customer's cart: refused, nothing written", async () => {
      const owner = browser()
      const ready = await guestCartReady(owner, "owner@example.com")
      await signUp(owner, "owner@example.com")
      const { cart } = await owner.store.cart.transferCart(ready.id)
      const before = await storedCart(cart.id)
      const ownerId = (await owner.store.customer.retrieve()).customer.id
      expect(before?.customer_id).toBe(ownerId)
      const callers: [string, Client, number][] = [
        ["another customer", stranger, 404],
        ["a visitor holding the id", browser(), 401],
      ]
      for (const [who, client, status] of callers) {
        const attempts: [string, () => Promise<unknown>][] = [
          ["read", () => client.store.cart.retrieve(cart.id)],
          ["transfer", () => client.store.cart.transferCart(cart.id)],
          ["address", () => setAddress(client, cart.id, "thief@example.com", { ...STANDARD_FORM, postal_code: DHAKA_POST_CODE.postal_code })],
          ["add a line", () => client.store.cart.createLineItem(cart.id, { variant_id: bicycle.variantId, quantity: 1 })],
          ["shipping options", () => client.store.fulfillment.listCartOptions({ cart_id: cart.id })],
          ["payment", () => pay(client, cart)],
          ["complete", () => client.store.cart.complete(cart.id)],
        ]
        for (const [what, call] of attempts) {
          if (status === 401 && what === "transfer") {
            await refusedSignIn(`${who}: ${what}`, call)
            continue
          }
          const answer = await refused(`${who}: ${what}`, call, status)
          if (status === 404) expect(answer.message).toBe(messages.cartNotFound(cart.id))
        }
      }
      expect(await storedCart(cart.id)).toEqual(before)
      expect(await ordersOf(ownerId)).toEqual([])
    })

    // (Its own customer transferring it again is Medusa's no-op replay: it is theirs already.)
    it("a completed cart takes no line, address, transfer or second order", async () => {
      const buyer = browser()
      const { cartId, order } = await placedOrder(buyer, "buyer@example.com")
      const before = await storedCart(cartId)
      expect(before?.completed).toBe(true)
      const orders = await countOf("order")

      /** Refused readably, and the cart read back as it was: each on its own, so a failure names the one that wrote. */
      const refusedUnchanged = (what: string, call: () => Promise<unknown>) =>
        step(`${what}: nothing written`, async () => {
          expectReadable(await refusal(call()))
          expect(await storedCart(cartId)).toEqual(before)
        })
      await refusedUnchanged("its customer adds a line", () => buyer.store.cart.createLineItem(cartId, { variant_id: bicycle.variantId, quantity: 1 }))
      await refusedUnchanged("another customer transfers it", () => stranger.store.cart.transferCart(cartId))
      await refusedUnchanged("another customer completes it", () => stranger.store.cart.complete(cartId))
      await refusedUnchanged("a visitor adds a line", () => browser().store.cart.createLineItem(cartId, { variant_id: bicycle.variantId, quantity: 1 }))
      await refusedSignIn("a visitor transfers it", () => browser().store.cart.transferCart(cartId))
      // Completing it again answers the same order (Medusa's completion is idempotent), never a second.
      const again = await buyer.store.cart.complete(cartId)
      expect(again.type === "order" ? again.order.id : again.error.message).toBe(order.id)
      expect(await storedCart(cartId)).toEqual(before)
      expect(await countOf("order")).toBe(orders)
      // Last, as Medusa's updateCartWorkflow reads the cart without completed_at: its completed
      // check fires only in a later step, after the address is written.
      await refusedUnchanged("its customer changes the address", () =>
        setAddress(buyer, cartId, "buyer@example.com", { ...STANDARD_FORM, address_1: "House 1, Dhanmondi" })
      )
    })

    it("a guest cannot place the order without signing in: 401 naming the rule, no order, the cart still open", async () => {
      const guest = browser()
      const ready = await guestCartReady(guest, "guest@example.com")
      await step("payment on the guest cart", () => pay(guest, ready))
      const before = await storedCart(ready.id)
      expect(before?.completed).toBe(false)
      const orders = await countOf("order")

      const answer = await refused("complete as a guest", () => guest.store.cart.complete(ready.id), 401)
      expect(answer.message).toBe(messages.orderSignInRequired)
      expect(await storedCart(ready.id)).toEqual(before)
      expect(await countOf("order")).toBe(orders)

      // A standard client then signs up and carries on with the same cart.
      await step("sign up", () => signUp(guest, "guest@example.com"))
      // Signed in but still holding a guest's cart: it must be made theirs first (the transfer).
      const notYours = await refused("complete before the transfer", () => guest.store.cart.complete(ready.id), 403)
      expect(notYours.message).toBe(messages.orderOwnCartRequired)
      expect(await countOf("order")).toBe(orders)
      await step("transfer and complete", async () => {
        const { cart } = await guest.store.cart.transferCart(ready.id)
        const placed = await guest.store.cart.complete(cart.id)
        expect(placed.type).toBe("order")
      })
    })
  },
})
