import { describe, expect, it } from "vitest"
import { messagesFor } from "../../i18n"
import { stockLabel } from "./stock-label"

// The rule itself (canBuy, clampQuantity) is @chaka/rules' and tested there (packages/rules/src/stock.test.ts).
describe("availability", () => {
  it("sells the last unit and says how few are left", () => {
    const t = messagesFor("en").productPage
    expect(stockLabel(1, 1, t)).toEqual({ available: true, text: "Only 1 left" })
    expect(stockLabel(2, 2, t)).toEqual({ available: true, text: "Only 2 left" })
    expect(stockLabel(40, 3, t)).toEqual({ available: true, text: "In stock!" })
    expect(stockLabel(0, 1, t)).toEqual({ available: false, text: "Out of stock" })
    expect(stockLabel(null, 50, t)).toEqual({ available: true, text: "In stock!" })
  })
})
