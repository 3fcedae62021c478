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
    expect(respond(new MedusaError(MedusaError.Types.NOT_ALLOWED, 'Updating Status from "ok" to "temp_failure" is not allowed.'))).toMatchObject({
      status: 409,
      body: { message: messages.busy },
    })
  })

  it("answers an order's step out of turn with 409 and its own reason", () => {
    for (const message of [
      messages.orderCannotCancelShipped,
      messages.orderCannotDeleteShipped,
      messages.orderCanceledCannotApprove,
      messages.orderShipNeedsApproval,
      messages.orderDeliverNeedsShipping,
    ]) {
      expect(respond(new MedusaError(MedusaError.Types.CONFLICT, message))).toMatchObject({ status: 409, body: { message } })
    }
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
    const mapped = shopError({
      code: MedusaError.Codes.INSUFFICIENT_INVENTORY,
      message: "Not enough stock available for item iitem_01 at location sloc_01",
    }) as MedusaError
    expect([mapped.type, mapped.message]).toEqual([MedusaError.Types.NOT_ALLOWED, messages.outOfStock])
  })

  it("leaves every other error to Medusa", () => {
    const other = new MedusaError(MedusaError.Types.INVALID_DATA, "email is required")
    expect(shopError(other)).toBe(other)
  })
})

describe("database and driver text never reaches the client", () => {
  const sql = 'select "a0".* from "auth_identity" as "a0" where "a0"."entity_id" = $1 - invalid byte sequence for encoding "UTF8": 0x00'

  it.each([
    ["a MikroORM driver exception (22021, invalid byte sequence)", Object.assign(new Error(sql), { code: "22021", name: "DriverException" })],
    ["numeric value out of range (22003)", Object.assign(new Error('insert into "review" ... - numeric field overflow'), { code: "22003" })],
    ["a negative OFFSET (2201X)", Object.assign(new Error("select 1 offset $1 - OFFSET must not be negative"), { code: "2201X" })],
    [
      "a plain-object error from a workflow, by its wording",
      { message: 'update "customer" set "first_name" = $1 - invalid byte sequence for encoding "UTF8": 0x00' },
    ],
  ])("%s → 400 in the shop's words", (_name, error) => {
    const sent = respond(error)
    expect(sent).toMatchObject({ status: 400, body: { message: messages.inputRejectedByDatabase } })
    expect(JSON.stringify(sent.body)).not.toMatch(/select|insert|update|auth_identity|customer"/i)
  })

  it("keeps a sign-in failure 401 but without the SQL the provider put in it", () => {
    const sent = respond(new MedusaError(MedusaError.Types.UNAUTHORIZED, sql.replace(" - invalid byte sequence", " - something else")))
    expect(sent).toMatchObject({ status: 401, body: { message: messages.authenticationFailed } })
  })

  it("hides a stack trace in a message", () => {
    const sent = respond(new MedusaError(MedusaError.Types.INVALID_DATA, "Boom\n    at Object.<anonymous> (/app/src/x.ts:1:1)"))
    expect(sent).toMatchObject({ status: 400, body: { message: messages.inputRejectedByDatabase } })
  })

  it("leaves ordinary messages as they are", () => {
    expect(respond(new MedusaError(MedusaError.Types.UNAUTHORIZED, "Invalid email or password"))).toMatchObject({
      status: 401,
      body: { message: "Invalid email or password" },
    })
    expect(respond(new MedusaError(MedusaError.Types.NOT_FOUND, "Cart with id cart_1 was not found"))).toMatchObject({ status: 404 })
  })
})
