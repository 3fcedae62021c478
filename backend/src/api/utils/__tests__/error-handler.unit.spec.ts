import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { shopError } from "../error-handler"

describe("shopError", () => {
  it("turns a stock lock not acquired in time (a plain Error from the in-memory provider) into 409 'try again'", () => {
    const mapped = shopError(new Error("Timed-out acquiring lock.")) as MedusaError
    expect([mapped.type, mapped.message]).toEqual([MedusaError.Types.CONFLICT, messages.busy])
  })

  it("does the same for the Redis provider's 409, so both say it in the shop's words", () => {
    const mapped = shopError(new MedusaError(MedusaError.Types.CONFLICT, "Timed-out acquiring lock.")) as MedusaError
    expect(mapped.message).toBe(messages.busy)
  })

  it("says out of stock without inventory ids, also for errors that arrive as plain objects", () => {
    const mapped = shopError({ code: MedusaError.Codes.INSUFFICIENT_INVENTORY, message: "Not enough stock available for item iitem_01 at location sloc_01" }) as MedusaError
    expect([mapped.type, mapped.message]).toEqual([MedusaError.Types.NOT_ALLOWED, messages.outOfStock])
  })

  it("leaves every other error to Medusa", () => {
    const other = new MedusaError(MedusaError.Types.INVALID_DATA, "email is required")
    expect(shopError(other)).toBe(other)
  })
})
