import { MedusaError } from "@medusajs/framework/utils"
import { addressLimitProblem, assertCartAddressLimits, customerLimitProblem } from "../customer-limits"
import { FIELD_LIMITS } from "../../../../lib/http/input-limits"
import { messages } from "../../../../lib/messages"

const longer = (max: number) => "x".repeat(max + 1)

describe("customer and address length limits", () => {
  it("names the first field over its limit; text only, trimmed", () => {
    expect(customerLimitProblem({ first_name: longer(FIELD_LIMITS.personName) })).toBe(messages.fieldTooLong("first_name", FIELD_LIMITS.personName))
    expect(customerLimitProblem({ email: `${longer(FIELD_LIMITS.email)}` })).toBe(messages.fieldTooLong("email", FIELD_LIMITS.email))
    expect(customerLimitProblem({ first_name: ` ${"x".repeat(FIELD_LIMITS.personName)} `, phone: 5 })).toBeUndefined()
    expect(customerLimitProblem(undefined)).toBeUndefined()
    expect(addressLimitProblem({ address_1: longer(FIELD_LIMITS.addressLine) })).toBe(messages.fieldTooLong("address_1", FIELD_LIMITS.addressLine))
    expect(addressLimitProblem("addr_01")).toBeUndefined()
  })

  it("a cart's addresses: 400 prefixed with the address's name", () => {
    expect(() => assertCartAddressLimits({ shipping_address: "addr_01", billing_address: { city: longer(FIELD_LIMITS.addressLine) } })).toThrow(
      expect.objectContaining({ type: MedusaError.Types.INVALID_DATA, message: `billing_address: ${messages.fieldTooLong("city", FIELD_LIMITS.addressLine)}` })
    )
    expect(() => assertCartAddressLimits({ shipping_address: { city: "Dhaka" } })).not.toThrow()
  })
})
