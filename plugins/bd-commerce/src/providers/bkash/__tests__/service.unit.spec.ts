import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { startBkashDouble, type BkashDouble } from "../../../../../../backend/integration-tests/http/helpers/bkash-double"
import BkashPaymentProviderService from "../service"

let double: BkashDouble
let provider: BkashPaymentProviderService

beforeEach(async () => {
  double = await startBkashDouble({ holdMs: 1200, delayMs: 800 })
  provider = new BkashPaymentProviderService(
    {},
    { base_url: double.url, ...double.credentials, callback_url: "http://shop.test/checkout/bkash", timeout_ms: 500 }
  )
})
afterEach(() => double.stop())

const start = async (amount = 1250, cart_id = "cart_1") => {
  const session = await provider.initiatePayment({
    amount,
    currency_code: "bdt",
    // A callback_url in the data (a shopper's own request may put one there) is never used.
    data: { cart_id, callback_url: "https://evil.example/", payer_reference: "01712345678" },
  })
  return { id: session.id, data: session.data as Record<string, unknown> }
}
const executes = (paymentID: string) => double.payments.get(paymentID)?.executeCalls

describe("bKash payment provider", () => {
  it("creates a BDT sale for the cart and captures it only after execute and the status query say Completed", async () => {
    const { id, data } = await start()
    expect(data).toMatchObject({ paymentID: id, amount: "1250.00", currency: "BDT", merchantInvoiceNumber: "cart_1", cart_id: "cart_1" })
    expect(data.bkashURL).toBe(`${double.url}/pay/${id}`)
    expect(double.payments.get(id)).toMatchObject({
      amount: "1250.00",
      intent: "sale",
      payerReference: "01712345678",
      callbackURL: "http://shop.test/checkout/bkash/cart_1",
    })

    // Not paid yet: pending, not a failure.
    expect((await provider.authorizePayment({ data })).status).toBe(PaymentSessionStatus.PENDING)

    const callback = await double.pay(id)
    expect(callback).toContain(`paymentID=${id}&status=success`)
    const paid = await provider.authorizePayment({ data })
    expect(paid.status).toBe(PaymentSessionStatus.CAPTURED)
    expect(paid.data).toMatchObject({ transactionStatus: "Completed", trxID: double.payments.get(id)?.trxID, customerMsisdn: "01770618575" })

    // A replay: bKash refuses the second execute, the status query still says captured, nothing taken twice.
    expect((await provider.authorizePayment({ data: paid.data })).status).toBe(PaymentSessionStatus.CAPTURED)
    expect((await provider.getPaymentStatus({ data: paid.data })).status).toBe(PaymentSessionStatus.CAPTURED)
    expect((await provider.capturePayment({ data: paid.data })).data).toEqual(paid.data)
  })

  it("refuses a payment whose amount, currency or cart is not the session's", async () => {
    const { id, data } = await start(1250)
    await double.pay(id)
    const tampered = await provider.authorizePayment({ data: { ...data, amount: "1.00" } })
    expect(tampered).toMatchObject({ status: PaymentSessionStatus.ERROR, data: { failure: { code: "amount_mismatch" } } })
    const otherCart = await provider.authorizePayment({ data: { ...data, merchantInvoiceNumber: "cart_2", cart_id: "cart_2" } })
    expect(otherCart).toMatchObject({ status: PaymentSessionStatus.ERROR, data: { failure: { code: "invoice_mismatch" } } })
    const unknown = await provider.authorizePayment({ data: { ...data, paymentID: "TR0011FORGED" } })
    expect(unknown).toMatchObject({ status: PaymentSessionStatus.ERROR, data: { failure: { code: "2002" } } })
    expect((await provider.authorizePayment({ data: {} })).status).toBe(PaymentSessionStatus.ERROR)
  })

  it("says why bKash did not take the money: insufficient balance, cancelled, expired", async () => {
    double.mode = "insufficient"
    const poor = await start()
    expect(await double.pay(poor.id)).toContain("status=failure")
    const failed = await provider.authorizePayment({ data: poor.data })
    expect(failed).toMatchObject({
      status: PaymentSessionStatus.ERROR,
      data: { failure: { code: "2023", message: expect.stringContaining("Insufficient Balance") } },
    })

    double.mode = "cancel"
    const cancelling = await start()
    expect(await double.pay(cancelling.id)).toContain("status=cancel")
    expect((await provider.authorizePayment({ data: cancelling.data })).status).toBe(PaymentSessionStatus.CANCELED)

    double.mode = "success"
    const late = await start()
    double.expire(late.id)
    expect(await provider.authorizePayment({ data: late.data })).toMatchObject({
      status: PaymentSessionStatus.CANCELED,
      data: { failure: { code: "expired" } },
    })
  })

  it("stays pending when bKash does not answer in time, and captures once the status query says Completed", async () => {
    const { id, data } = await start()
    await double.pay(id)
    double.mode = "delayed"
    expect((await provider.authorizePayment({ data })).status).toBe(PaymentSessionStatus.PENDING)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const found = await provider.getPaymentStatus({ data })
    expect(found).toMatchObject({ status: PaymentSessionStatus.CAPTURED, data: { trxID: expect.any(String) } })
    expect(executes(id)).toBe(1)

    double.mode = "timeout"
    const slow = await start().catch((error: unknown) => error)
    expect(slow).toMatchObject({ type: "not_allowed", message: expect.stringContaining("did not answer in time") })
  })

  it("takes BDT only, for more than 0 taka, and needs a cart id fit for the way back", async () => {
    const data = { cart_id: "cart_1" }
    await expect(provider.initiatePayment({ amount: 10, currency_code: "usd", data })).rejects.toThrow("BDT only, not USD")
    await expect(provider.initiatePayment({ amount: 0, currency_code: "bdt", data })).rejects.toThrow("more than 0 taka")
    for (const cart_id of ["", "../../evil", "cart_1?next=https://evil.example", 7]) {
      await expect(provider.initiatePayment({ amount: 10, currency_code: "bdt", data: { cart_id } })).rejects.toThrow("cart_id")
    }
    expect(double.calls.filter((call) => call.path.endsWith("/create"))).toHaveLength(0)
  })

  it("refunds part, then the rest; refuses more than was paid, and a payment never completed", async () => {
    const { id, data } = await start(1000)
    await expect(provider.refundPayment({ amount: 100, data })).rejects.toThrow("not completed")
    await double.pay(id)
    const paid = await provider.authorizePayment({ data })
    const part = await provider.refundPayment({ amount: 250.5, data: paid.data })
    expect(part.data).toMatchObject({ refunds: [{ amount: "250.50", refundTrxID: expect.any(String) }] })
    await expect(provider.refundPayment({ amount: 800, data: part.data })).rejects.toThrow("bKash refused the refund")
    const rest = await provider.refundPayment({ amount: 749.5, data: part.data })
    expect((rest.data?.refunds as unknown[]).length).toBe(2)
    expect(double.payments.get(id)?.refunds.map((refund) => refund.amount)).toEqual(["250.50", "749.50"])
  })

  it("keeps a payment bKash is still settling: dropping it waits until bKash says how it ended, then gives the money back", async () => {
    const { id, data } = await start(700, "cart_3")
    await double.pay(id)
    double.mode = "delayed"
    const settling = await provider.authorizePayment({ data })
    expect(settling).toMatchObject({ status: PaymentSessionStatus.PENDING, data: { executed_at: expect.any(String) } })
    await expect(provider.deletePayment({ data: settling.data })).rejects.toThrow("not available right now")
    expect(double.payments.get(id)?.refunds).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect((await provider.deletePayment({ data: settling.data })).data).toMatchObject({ refunds: [{ amount: "700.00" }] })
  })

  it("gives back a completed payment no order will use, and does nothing for one never paid", async () => {
    const unpaid = await start()
    expect((await provider.deletePayment({ data: unpaid.data })).data).toMatchObject({ transactionStatus: "Initiated" })
    expect(double.payments.get(unpaid.id)?.refunds).toEqual([])

    const paidSession = await start(500, "cart_2")
    await double.pay(paidSession.id)
    const paid = await provider.authorizePayment({ data: paidSession.data })
    const cancelled = await provider.cancelPayment({ data: paid.data })
    expect(cancelled.data).toMatchObject({ refunds: [{ amount: "500.00" }] })
    // Twice (a retry, or stale data): bKash has nothing left to give back, no second refund.
    await provider.cancelPayment({ data: paid.data })
    expect(double.payments.get(paidSession.id)?.refunds.map((refund) => refund.amount)).toEqual(["500.00"])
    // A session that never reached bKash.
    expect((await provider.deletePayment({ data: { cart_id: "cart_3" } })).data).toEqual({ cart_id: "cart_3" })
  })

  it("never refunds on deleting a session it saw completed (that money is the order's payment now)", async () => {
    const paidSession = await start(700, "cart_4")
    await double.pay(paidSession.id)
    const paid = await provider.authorizePayment({ data: paidSession.data })
    expect(paid.status).toBe(PaymentSessionStatus.CAPTURED)
    // A new session on the ordered cart drops this one: the order keeps its money.
    await provider.deletePayment({ data: paid.data })
    expect(double.payments.get(paidSession.id)?.refunds).toEqual([])
  })

  it("answers every key bKash's later answers fill, so none can be planted by the caller's data", async () => {
    const session = await provider.initiatePayment({
      amount: 300,
      currency_code: "bdt",
      data: {
        cart_id: "cart_5",
        completed_at: "2026-01-01",
        executed_at: "2026-01-01",
        refunds: [{ amount: "300.00" }],
        trxID: "TRXFAKE",
        failure: { code: "x" },
      },
    })
    // Medusa stores { ...the caller's data, ...this answer }: each planted key is answered (empty).
    const stored = JSON.parse(JSON.stringify({ ...{ completed_at: "x", executed_at: "x", refunds: [], trxID: "x", failure: {} }, ...session.data }))
    for (const key of ["completed_at", "executed_at", "refunds", "trxID", "failure"]) expect(stored).not.toHaveProperty(key)
  })

  it("needs no webhook and keeps the customer's id as the account holder", async () => {
    expect(await provider.getWebhookActionAndData({ data: {}, rawData: "", headers: {} })).toEqual({ action: "not_supported" })
    const holder = await provider.createAccountHolder({ context: { customer: { id: "cus_1" } } } as never)
    expect(holder.id).toBe("cus_1")
  })
})
