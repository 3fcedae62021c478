import { describe, expect, it } from "vitest"
import { messagesFor } from "../../i18n"
import { registerCatalogue } from "../../i18n/messages"
import { emptyAddress } from "../session/address/schemas"
import { hasControlCharacter } from "../../lib/control-characters"
import { bangla } from "../../messages/bn"
import { readCheckoutPost } from "./schemas"

registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

const ADDRESS = { division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5, House 12", phone: "01712-345678" }
const PROFILE = { division: "Dhaka", district: "Gazipur", thana: "Tongi East", road: "House 3", phone: "01812-345678" }
const FIELDS = { cart_id: "cart_01JABC", expected_total: "25180", ...ADDRESS }

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}
const read = (fields: Record<string, string>, profile = emptyAddress, messages = en) => readCheckoutPost(form(fields), messages, profile)

describe("readCheckoutPost (the checkout form as its action reads it)", () => {
  it("reads the cart, the total shown, the pressed payment button and the ticked boxes", () => {
    expect(read({ ...FIELDS, pay_with: "bkash", saveToProfile: "on", cashOnDelivery: "true" })).toEqual({
      ok: true,
      cartId: "cart_01JABC",
      expectedTotal: 25_180,
      payWith: "bkash",
      input: { ...ADDRESS, sameAsBilling: false, cashOnDelivery: true, saveToProfile: true },
    })
    // The main button sends no payment: the action decides by "Cash on delivery".
    expect(read(FIELDS)).toMatchObject({ ok: true, payWith: null, input: { cashOnDelivery: false, saveToProfile: false } })
    expect(read({ ...FIELDS, expected_total: "0" })).toMatchObject({ ok: true, expectedTotal: 0 })
  })

  it("ships to the profile's address with 'Same as billing address', whatever the fields held", () => {
    expect(read({ ...FIELDS, road: "", phone: "nope", sameAsBilling: "on" }, PROFILE)).toMatchObject({ ok: true, input: { ...PROFILE, sameAsBilling: true } })
    // A profile without a full address is not an address to ship to.
    expect(read({ ...FIELDS, sameAsBilling: "on" }, emptyAddress)).toMatchObject({
      ok: false,
      malformed: false,
      fields: { division: en.address.divisionRequired },
    })
  })

  it("gives each field's first error in the page's language, with the fields as posted", () => {
    const answer = read({ ...FIELDS, thana: "", phone: "12345" }, emptyAddress, bn)
    expect(answer).toEqual({
      ok: false,
      malformed: false,
      fields: { thana: bn.address.thanaRequired, phone: bn.address.phoneInvalid },
      values: { ...ADDRESS, thana: "", phone: "12345", sameAsBilling: false, cashOnDelivery: false, saveToProfile: false },
    })
    expect(answer.ok === false && answer.fields.thana).toBe("থানা বেছে নিতে হবে")
  })

  it.each([
    ["no cart id", { ...FIELDS, cart_id: "" }],
    ["a cart id that is not one", { ...FIELDS, cart_id: "order_1" }],
    ["a total with a fraction", { ...FIELDS, expected_total: "25180.5" }],
    ["a negative total", { ...FIELDS, expected_total: "-1" }],
    ["a total past 15 digits", { ...FIELDS, expected_total: "1234567890123456" }],
    ["a total in words", { ...FIELDS, expected_total: "Infinity" }],
    ["an unknown payment", { ...FIELDS, pay_with: "rocket" }],
    ["a control character", { ...FIELDS, road: "Road 5\u0000" }],
    ["a value longer than any field", { ...FIELDS, road: "r".repeat(513) }],
    ["a stray field of junk", { ...FIELDS, note: "\u001b[31m" }],
  ])("calls a post with %s malformed, its values cleaned and cut", (_name, fields) => {
    const answer = read(fields)
    expect(answer).toMatchObject({ ok: false, malformed: true, fields: {} })
    if (answer.ok) return
    for (const value of Object.values(answer.values)) {
      if (typeof value === "string") expect(value.length <= 512 && !hasControlCharacter(value)).toBe(true)
    }
  })

  it("takes a road of exactly the longest length", () => {
    expect(read({ ...FIELDS, road: "r".repeat(512) })).toMatchObject({ ok: true })
  })
})
