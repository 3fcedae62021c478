import { MathBN } from "@medusajs/framework/utils"
import { assertOwnCartAddress, assertWholeQuantity } from "../cart-rules"
import { messages } from "../../../../lib/messages"

describe("cart rules", () => {
  it("a quantity is a whole number of 1 or more, however Medusa carries it", () => {
    for (const ok of [1, 2, 40, "3", MathBN.convert(5)]) expect(() => assertWholeQuantity(ok)).not.toThrow()
    for (const bad of [0, -1, 1.5, 0.999, "1.5", "", "abc", Number.NaN, Infinity, 1e20, null, undefined, MathBN.convert(2.5)]) {
      expect(() => assertWholeQuantity(bad as never)).toThrow(messages.quantityInvalid)
    }
  })

  it("an address changed by id must be the cart's own", () => {
    const mine = "caaddr_mine"
    expect(() => assertOwnCartAddress({ id: "caaddr_mine", city: "Dhaka" }, mine)).not.toThrow()
    expect(() => assertOwnCartAddress({ city: "Dhaka" }, mine)).not.toThrow()
    expect(() => assertOwnCartAddress(null, mine)).not.toThrow()
    expect(() => assertOwnCartAddress({ id: "caaddr_theirs" }, mine)).toThrow(messages.cartAddressNotOwn)
    expect(() => assertOwnCartAddress("caaddr_theirs", null)).toThrow(messages.cartAddressNotOwn)
  })
})
