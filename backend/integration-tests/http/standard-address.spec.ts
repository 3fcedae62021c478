import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createCustomerAddressesWorkflow, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { messages as bdMessages } from "@chaka/bd-commerce/api"
import { failure, signIn, type Session } from "./helpers/accounts"
import { registerCustomer } from "./helpers/checkout"

jest.setTimeout(300_000)

type Headers = Session["customer"]
type StoredAddress = { province: string | null; city: string | null; address_2: string | null; address_1: string | null; postal_code: string | null }

/** What Medusa's starter storefront sends from its address form: no division, an empty address_2. */
const STANDARD_FORM = {
  first_name: "Rahim",
  last_name: "Uddin",
  company: "",
  address_1: "House 12, Road 5",
  address_2: "",
  city: "Dhaka",
  province: "",
  postal_code: "",
  country_code: "bd",
  phone: "01712345678",
}

const NUL = "\u0000"
const ONE_MB = "x".repeat(1024 * 1024)

/**
 * An address a standard client sends (Medusa's starter: `address_2: ""`, `province: ""`, maybe a
 * postal code) through Medusa's own store routes — a signed-in customer's cart and saved
 * addresses — is accepted and stored with its thana and division (bd-commerce's rule: the thana
 * of the postal code, or the one thana the address line names). A stranger's input is refused
 * with a message naming the field, and nothing is written.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let shopper: Headers
    let shopperId: string

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      shopper = await registerCustomer(api, session.shop.publishableKey, "standard-form@example.com")
      shopperId = (await api.get("/store/customers/me", shopper)).data.customer.id
    })

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const pick = (address: Record<string, unknown> | null | undefined): StoredAddress | null =>
      address
        ? {
            province: (address.province as string | null) ?? null,
            city: (address.city as string | null) ?? null,
            address_2: (address.address_2 as string | null) ?? null,
            address_1: (address.address_1 as string | null) ?? null,
            postal_code: (address.postal_code as string | null) ?? null,
          }
        : null
    /** The cart's shipping address as stored (read from the database, not through the route under test). */
    const storedCartAddress = async (cartId: string) => {
      const { data } = await query().graph({ entity: "cart", fields: ["shipping_address.*"], filters: { id: cartId } })
      return pick((data[0] as { shipping_address?: Record<string, unknown> | null }).shipping_address)
    }
    const storedAddresses = async (customerId: string) => {
      const { data } = await query().graph({ entity: "customer", fields: ["addresses.*"], filters: { id: customerId } })
      const addresses = ((data[0] as { addresses?: Record<string, unknown>[] }).addresses ?? []) as Record<string, unknown>[]
      return addresses.map((address) => ({ id: address.id as string, ...pick(address) })).sort((a, b) => a.id.localeCompare(b.id))
    }
    const newCart = async () => (await api.post("/store/carts", { region_id: session.shop.regionId }, shopper)).data.cart.id as string
    const setAddress = (cartId: string, shipping_address: object) => api.post(`/store/carts/${cartId}`, { shipping_address }, shopper)
    const answer = (response: { status: number; data: { message: string } }) => [response.status, response.data.message]

    describe("a cart's address from a standard form (POST /store/carts/:id)", () => {
      it("a postal code gives the thana, the district the division: stored so, and answered so", async () => {
        const cartId = await newCart()
        const { data } = await setAddress(cartId, { ...STANDARD_FORM, postal_code: "1207" })
        const expected = { province: "Dhaka", city: "Dhaka", address_2: "Mohammadpur", address_1: "House 12, Road 5", postal_code: "1207" }
        expect(pick(data.cart.shipping_address)).toEqual(expected)
        expect(await storedCartAddress(cartId)).toEqual(expected)
      })

      it("the thana written in the address line, any letter case, is found", async () => {
        const cartId = await newCart()
        await setAddress(cartId, { ...STANDARD_FORM, city: "DHAKA", address_1: "House 12, Road 5, DHANMONDI" })
        expect(await storedCartAddress(cartId)).toEqual({
          province: "Dhaka",
          city: "Dhaka",
          address_2: "Dhanmondi",
          address_1: "House 12, Road 5, DHANMONDI",
          postal_code: "",
        })
      })

      it("a new cart created with a standard form's address is stored complete too (POST /store/carts)", async () => {
        const { data } = await api.post(
          "/store/carts",
          { region_id: session.shop.regionId, shipping_address: { ...STANDARD_FORM, postal_code: "১২১৬" } },
          shopper
        )
        expect(await storedCartAddress(data.cart.id)).toMatchObject({ province: "Dhaka", address_2: "Mirpur Model", postal_code: "1216" })
      })

      it("a workflow run by code (any entry point) stores the address complete as well", async () => {
        const cartId = await newCart()
        await updateCartWorkflow(getContainer()).run({ input: { id: cartId, shipping_address: { ...STANDARD_FORM, postal_code: "1209" } } })
        expect(await storedCartAddress(cartId)).toMatchObject({ province: "Dhaka", address_2: "Dhanmondi", postal_code: "1209" })
      })

      it.each([
        ["a forged postal code", { postal_code: "9999" }, bdMessages.postCodeUnknown("9999")],
        ["a postal code of another district", { postal_code: "4000" }, bdMessages.postCodeOtherDistrict("4000", "Chattogram", "Dhaka")],
        ["a postal code that is not 4 digits", { postal_code: "12O7" }, bdMessages.postCodeInvalid],
        ["a thana of another district", { address_2: "Pahartali" }, bdMessages.unknownThana("Pahartali", "Dhaka")],
        ["an address line naming two thanas", { address_1: "House 3, Gulshan Avenue, Banani" }, bdMessages.thanaAmbiguous(["Gulshan", "Banani"], "Dhaka")],
        ["nothing that tells the thana", {}, bdMessages.thanaRequired],
        ["a postal code that does not tell the thana, and no thana written", { postal_code: "1230" }, bdMessages.thanaNotInPostCode("1230")],
      ])("%s → 400 naming the field and what it takes; the address stays as it was", async (_name, change, message) => {
        const cartId = await newCart()
        await setAddress(cartId, { ...STANDARD_FORM, postal_code: "1207" })
        const before = await storedCartAddress(cartId)
        expect(answer(await failure(setAddress(cartId, { ...STANDARD_FORM, ...change })))).toEqual([400, message])
        expect(await storedCartAddress(cartId)).toEqual(before)
      })

      it.each([
        ["a NUL byte in the postal code", { postal_code: `1207${NUL}` }],
        ["a NUL byte in the address line", { address_1: `House 12${NUL}, Dhanmondi` }],
        ["a 1 MB address line", { address_1: `Dhanmondi ${ONE_MB}` }],
        ["a 1 MB postal code", { postal_code: ONE_MB }],
        ["a number for the postal code", { postal_code: 1207 }],
        ["a fraction for the postal code", { postal_code: 1.5 }],
        ["a negative postal code", { postal_code: -1 }],
        ["a huge number for the postal code", { postal_code: 1e308 }],
      ])("%s → 4xx with a message, nothing written", async (_name, change) => {
        const cartId = await newCart()
        await setAddress(cartId, { ...STANDARD_FORM, postal_code: "1207" })
        const before = await storedCartAddress(cartId)
        const refused = await failure(setAddress(cartId, { ...STANDARD_FORM, ...change }))
        expect(refused.status).toBeGreaterThanOrEqual(400)
        expect(refused.status).toBeLessThan(500)
        expect(refused.data.message).toEqual(expect.any(String))
        expect(refused.data.message.length).toBeGreaterThan(0)
        expect(refused.data.message.length).toBeLessThan(1000)
        expect(await storedCartAddress(cartId)).toEqual(before)
      })
    })

    describe("a customer's saved address from a standard form (POST /store/customers/me/addresses)", () => {
      it("is stored with its thana and division; a change to an empty thana and a postal code is filled the same way", async () => {
        const customer = await registerCustomer(api, session.shop.publishableKey, "saved-standard@example.com")
        const customerId = (await api.get("/store/customers/me", customer)).data.customer.id as string
        const { data } = await api.post("/store/customers/me/addresses", { ...STANDARD_FORM, address_1: "Flat 2A, Road 3, Dhanmondi" }, customer)
        const [saved] = await storedAddresses(customerId)
        expect(saved).toMatchObject({ province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi", address_1: "Flat 2A, Road 3, Dhanmondi" })
        expect(pick(data.customer.addresses[0])).toMatchObject({ province: "Dhaka", address_2: "Dhanmondi" })

        await api.post(`/store/customers/me/addresses/${saved.id}`, { address_2: "", postal_code: "1216", address_1: "Road 7, Block C" }, customer)
        expect((await storedAddresses(customerId))[0]).toMatchObject({ province: "Dhaka", address_2: "Mirpur Model", postal_code: "1216" })
      })

      it("the dashboard's route and code store it complete too", async () => {
        const customer = await registerCustomer(api, session.shop.publishableKey, "dashboard-standard@example.com")
        const customerId = (await api.get("/store/customers/me", customer)).data.customer.id as string
        await api.post(`/admin/customers/${customerId}/addresses`, { ...STANDARD_FORM, postal_code: "1207" }, session.admin)
        await createCustomerAddressesWorkflow(getContainer()).run({
          input: { addresses: [{ customer_id: customerId, ...STANDARD_FORM, address_1: "Road 2, Sher-e-Bangla Nagar" }] },
        })
        expect((await storedAddresses(customerId)).map(({ address_2, province }) => [province, address_2]).sort()).toEqual([
          ["Dhaka", "Mohammadpur"],
          ["Dhaka", "Sher-e-Bangla Nagar"],
        ])
      })

      it.each([
        ["a forged postal code", { postal_code: "9999" }, bdMessages.postCodeUnknown("9999")],
        ["a postal code of another district", { postal_code: "4000" }, bdMessages.postCodeOtherDistrict("4000", "Chattogram", "Dhaka")],
        ["a thana of another district", { address_2: "Pahartali" }, bdMessages.unknownThana("Pahartali", "Dhaka")],
        ["an address line naming two thanas", { address_1: "House 3, Gulshan Avenue, Banani" }, bdMessages.thanaAmbiguous(["Gulshan", "Banani"], "Dhaka")],
        ["nothing that tells the thana", {}, bdMessages.thanaRequired],
      ])("%s → 400 with the message; nothing saved", async (_name, change, message) => {
        const before = await storedAddresses(shopperId)
        expect(answer(await failure(api.post("/store/customers/me/addresses", { ...STANDARD_FORM, ...change }, shopper)))).toEqual([400, message])
        expect(await storedAddresses(shopperId)).toEqual(before)
      })

      it.each([
        ["a NUL byte in the postal code", { postal_code: `1207${NUL}` }],
        ["a 1 MB address line", { address_1: `Dhanmondi ${ONE_MB}` }],
        ["a number for the postal code", { postal_code: 1207 }],
        ["a huge number for the postal code", { postal_code: 1e308 }],
      ])("%s → 4xx with a message; nothing saved", async (_name, change) => {
        const before = await storedAddresses(shopperId)
        const refused = await failure(api.post("/store/customers/me/addresses", { ...STANDARD_FORM, ...change }, shopper))
        expect(refused.status).toBeGreaterThanOrEqual(400)
        expect(refused.status).toBeLessThan(500)
        expect(refused.data.message).toEqual(expect.any(String))
        expect(refused.data.message.length).toBeLessThan(1000)
        expect(await storedAddresses(shopperId)).toEqual(before)
      })

      it("a visitor cannot save an address at all", async () => {
        const refused = await failure(api.post("/store/customers/me/addresses", { ...STANDARD_FORM, postal_code: "1207" }, session.visitor))
        expect(refused.status).toBe(401)
      })
    })
  },
})
