import {
  addressCompletion,
  assertBangladeshAddress,
  assertCartAddressUpdate,
  assertNewCartAddress,
  assertSavedCustomerAddresses,
  isCountryPlaceholder,
} from "../address-rules"
import { messages } from "../../messages"

const MIRPUR = { country_code: "bd", province: "Dhaka", city: "Dhaka", address_2: "Mirpur Model", address_1: "Road 7", phone: "01712345678" }
const noContainer = {
  container: {
    resolve: () => {
      throw new Error("no lookup expected")
    },
  },
} as never

describe("the Bangladesh address rule for workflow hooks", () => {
  it("refuses a missing, empty, incomplete or foreign address with the reason", () => {
    expect(() => assertBangladeshAddress(null)).toThrow(messages.addressRequired)
    expect(() => assertBangladeshAddress({})).toThrow(messages.divisionRequired)
    expect(() => assertBangladeshAddress({ ...MIRPUR, address_1: " " })).toThrow(messages.roadRequired)
    expect(() => assertBangladeshAddress({ ...MIRPUR, country_code: "IN" })).toThrow(messages.outsideBangladesh)
    expect(() => assertBangladeshAddress(MIRPUR)).not.toThrow()
    expect(() => assertBangladeshAddress({ ...MIRPUR, country_code: "BD" })).not.toThrow()
  })

  it("takes the region's country alone as no address yet, and nothing else", () => {
    expect(isCountryPlaceholder({ country_code: "bd" })).toBe(true)
    expect(isCountryPlaceholder({})).toBe(false)
    expect(isCountryPlaceholder({ country_code: "bd", province: "" })).toBe(false)
    expect(isCountryPlaceholder({ country_code: "bd", province: null })).toBe(false)
  })

  it("a new cart: no address or the placeholder pass, anything else is checked in full", async () => {
    await expect(assertNewCartAddress({ input: {} }, noContainer)).resolves.toBeUndefined()
    await expect(assertNewCartAddress({ input: { shipping_address: { country_code: "bd" } } }, noContainer)).resolves.toBeUndefined()
    await expect(assertNewCartAddress({ input: { shipping_address: {} } }, noContainer)).rejects.toThrow(messages.divisionRequired)
    await expect(assertNewCartAddress({ input: { shipping_address: MIRPUR } }, noContainer)).resolves.toBeUndefined()
  })

  it("a cart update: a change of the current address (by id) is checked merged with it; null removes it", async () => {
    const cart = { shipping_address: { id: "caaddr_1", ...MIRPUR } }
    const update = (shipping_address: object | null) => assertCartAddressUpdate({ input: { shipping_address }, cart }, noContainer)
    await expect(update(null)).resolves.toBeUndefined()
    await expect(update({ id: "caaddr_1", address_2: "Dhanmondi" })).resolves.toBeUndefined()
    await expect(update({ id: "caaddr_1", phone: "" })).rejects.toThrow(messages.phoneRequired)
    await expect(update({ address_2: "Dhanmondi" })).rejects.toThrow(messages.divisionRequired)
  })

  it("saved customer addresses: every one must pass", () => {
    expect(() => assertSavedCustomerAddresses({ addresses: [MIRPUR, { ...MIRPUR, city: "Sylhet" }] })).toThrow(messages.unknownDistrict("Sylhet", "Dhaka"))
    expect(() => assertSavedCustomerAddresses({ addresses: MIRPUR })).not.toThrow()
  })
})

describe("addressCompletion (what the hooks after the write store)", () => {
  const standardForm = { ...MIRPUR, province: "", address_2: "", address_1: "House 12, Road 5", postal_code: "1207" }

  it("fills a standard form's empty division and thana, and writes the official spelling", () => {
    expect(addressCompletion(standardForm)).toEqual({ province: "Dhaka", address_2: "Mohammadpur" })
    expect(addressCompletion({ ...standardForm, postal_code: "১২০৭" })).toEqual({ province: "Dhaka", address_2: "Mohammadpur", postal_code: "1207" })
    expect(addressCompletion({ ...MIRPUR, city: "dhaka", address_2: "mirpur" })).toEqual({ city: "Dhaka", address_2: "Mirpur Model" })
  })

  it("leaves alone a complete address, a placeholder, a foreign or an invalid one (the assert hooks refuse those)", () => {
    expect(addressCompletion(MIRPUR)).toBeNull()
    expect(addressCompletion({ country_code: "bd" })).toBeNull()
    expect(addressCompletion({ ...standardForm, country_code: "in" })).toBeNull()
    expect(addressCompletion({ ...standardForm, postal_code: "9999" })).toBeNull()
    expect(addressCompletion(null)).toBeNull()
  })
})
