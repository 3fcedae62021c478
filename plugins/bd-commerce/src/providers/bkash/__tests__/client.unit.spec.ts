import { startBkashDouble, type BkashDouble } from "../../../../../../backend/integration-tests/http/helpers/bkash-double"
import { BkashClient, BkashError } from "../client"
import { validateBkashOptions } from "../options"

let double: BkashDouble
let clock = 0
const client = (overrides: Record<string, unknown> = {}) =>
  new BkashClient(
    validateBkashOptions({ base_url: double.url, ...double.credentials, callback_url: "http://shop.test/checkout/bkash", timeout_ms: 500, ...overrides }),
    () => clock
  )
const paths = () => double.calls.map((call) => call.path.replace("/tokenized/checkout/", ""))
const create = (c: BkashClient) =>
  c.createPayment({ amount: "100.00", payerReference: "01770618575", callbackURL: "http://shop.test/cb", merchantInvoiceNumber: "cart_1" })

beforeEach(async () => {
  clock = 1_000_000
  double = await startBkashDouble({ holdMs: 1500 })
})
afterEach(() => double.stop())

describe("bKash client", () => {
  it("grants one token for many calls, concurrent ones included, and sends bKash's fields", async () => {
    const c = client()
    const [first] = await Promise.all([create(c), create(c), create(c)])
    await c.queryPayment(first.paymentID)
    expect(paths()).toEqual(["token/grant", "create", "create", "create", "payment/status"])
    expect(double.calls[0].body).toEqual({ app_key: double.credentials.app_key, app_secret: double.credentials.app_secret })
    expect(double.calls[1].body).toEqual({
      mode: "0011",
      payerReference: "01770618575",
      callbackURL: "http://shop.test/cb",
      amount: "100.00",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "cart_1",
    })
    expect(first.bkashURL).toBe(`${double.url}/pay/${first.paymentID}`)
  })

  it("refreshes the token a minute before it expires, and grants again when the refresh is refused", async () => {
    const c = client()
    await create(c)
    clock += 3540_000 // 59 minutes: within the last minute of the hour
    await create(c)
    expect(paths()).toEqual(["token/grant", "create", "token/refresh", "create"])
    expect(double.calls[2].body).toMatchObject({ refresh_token: expect.stringMatching(/^rf_/) })

    double.revokeTokens()
    clock += 3600_000
    await create(c)
    expect(paths().slice(4)).toEqual(["token/refresh", "token/grant", "create"])
  })

  it("grants a fresh token and tries once more when bKash answers 401 to a token it revoked early", async () => {
    const c = client()
    await create(c)
    double.revokeTokens()
    await create(c)
    expect(paths()).toEqual(["token/grant", "create", "create", "token/grant", "create"])
  })

  it("reports bKash's refusal with its code and message, and wrong credentials without quoting them", async () => {
    const c = client()
    const unknown = await c.queryPayment("TR0011NOPE").catch((error: unknown) => error)
    expect(unknown).toBeInstanceOf(BkashError)
    expect(unknown).toMatchObject({ kind: "refused", code: "2002", message: "Invalid Payment ID" })

    const wrong = await create(client({ password: "wrong-password-123" })).catch((error: unknown) => error as BkashError)
    expect(wrong).toBeInstanceOf(BkashError)
    expect(String(wrong.message)).not.toMatch(/wrong-password-123|double-app-secret/)
    const badKey = await create(client({ app_key: "other-key" })).catch((error: unknown) => error as BkashError)
    expect(badKey).toMatchObject({ kind: "refused", code: "2001", message: "Invalid App Key" })
  })

  it("gives up after timeout_ms with a timeout error", async () => {
    const c = client()
    await create(c)
    double.mode = "timeout"
    const started = Date.now()
    const error = await create(c).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: "timeout" })
    expect(Date.now() - started).toBeLessThan(1400)
  })

  it("reports an unreachable bKash as a network error", async () => {
    const url = double.url
    await double.stop()
    const error = await new BkashClient(
      validateBkashOptions({ base_url: url, ...double.credentials, callback_url: "http://shop.test/checkout/bkash", timeout_ms: 500 })
    )
      .queryPayment("x")
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: "network" })
    double = await startBkashDouble()
  })
})
