import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopError, shopErrorHandler } from "../error-handler"

/** What the handler sends: status and body, as the shopper's browser receives them. */
function respond(error: unknown) {
  const sent = { status: 0, body: undefined as { message?: string } | undefined }
  const res = {
    status(code: number) {
      sent.status = code
      return res
    },
    json(body: { message?: string }) {
      sent.body = body
      return res
    },
  } as unknown as MedusaResponse
  const logger = { error: () => undefined, info: () => undefined, warn: () => undefined }
  const req = { scope: { resolve: () => logger } } as unknown as MedusaRequest
  shopErrorHandler(error, req, res, () => undefined)
  return sent
}

describe("shopErrorHandler", () => {
  it("answers a stock lock timeout with 409 and the shop's 'try again', not Medusa's Idempotency-Key sentence", () => {
    expect(respond(new Error("Timed-out acquiring lock."))).toMatchObject({ status: 409, body: { message: messages.busy } })
  })

  it("answers out of stock with 400 and the shop's words", () => {
    const error = new MedusaError(MedusaError.Types.NOT_ALLOWED, "Not enough stock available for item iitem_01 at location sloc_01")
    expect(respond(error)).toMatchObject({ status: 400, body: { message: messages.outOfStock } })
  })
})

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
