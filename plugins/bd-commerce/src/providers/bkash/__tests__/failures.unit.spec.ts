import { PaymentSessionStatus } from "@medusajs/framework/utils"
import { startBkashDouble, type BkashDouble } from "../../../../../../backend/integration-tests/http/helpers/bkash-double"
import BkashPaymentProviderService from "../service"

// bKash failing in the ways the shop must survive: down, silent, a partial take, a lost refund answer.
let double: BkashDouble
let provider: BkashPaymentProviderService

beforeEach(async () => {
  double = await startBkashDouble({ holdMs: 1200 })
  provider = new BkashPaymentProviderService(
    {},
    { base_url: double.url, ...double.credentials, callback_url: "http://shop.test/checkout/bkash", timeout_ms: 500 }
  )
})
afterEach(() => double.stop())

const start = async (amount: number, cart_id = "cart_1") => {
  const session = await provider.initiatePayment({ amount, currency_code: "bdt", data: { cart_id } })
  return { id: session.id, data: session.data as Record<string, unknown> }
}
const refundCalls = (paymentID: string) => double.calls.filter((call) => call.path.endsWith("/payment/refund") && call.body.paymentID === paymentID)

describe("bKash payment provider when bKash fails", () => {
  it("drops a payment it never executed without bKash's answer: bKash down, or not answering", async () => {
    const { data } = await start(900)
    await double.unreachable()
    expect((await provider.deletePayment({ data })).data).toEqual(data)
    expect((await provider.cancelPayment({ data })).data).toEqual(data)
    await double.reachable()
    double.mode = "silent"
    expect((await provider.deletePayment({ data })).data).toEqual(data)
  })

  it("a return while bKash is down executes nothing, so the payment can still be dropped", async () => {
    const { id, data } = await start(900)
    await double.pay(id)
    await double.unreachable()
    const back = await provider.authorizePayment({ data })
    expect(back.status).toBe(PaymentSessionStatus.PENDING)
    expect(back.data?.executed_at).toBeUndefined()
    expect((await provider.deletePayment({ data: back.data })).data).toEqual(back.data)
    await double.reachable()
    expect(double.payments.get(id)?.executeCalls).toBe(0)
  })

  it("keeps a payment bKash may have taken while bKash cannot say (executed, then down)", async () => {
    const { id, data } = await start(900)
    await double.pay(id)
    double.mode = "timeout"
    const executed = await provider.authorizePayment({ data })
    expect(executed.data).toHaveProperty("executed_at")
    await double.unreachable()
    await expect(provider.deletePayment({ data: executed.data })).rejects.toThrow("not available right now")
  })

  it("gives back exactly what bKash took when it took less than the cart's amount, and never asks for the difference", async () => {
    const { id, data } = await start(1434)
    await double.pay(id, "success", { takes: "1334.00" })
    const paid = await provider.authorizePayment({ data })
    expect(paid).toMatchObject({ status: PaymentSessionStatus.ERROR, data: { failure: { code: "amount_mismatch" }, taken: "1334.00" } })
    // Dropped afterwards (the shopper pays another way): nothing more is asked of bKash.
    await provider.deletePayment({ data: paid.data })
    await provider.cancelPayment({ data: paid.data })
    expect(refundCalls(id).map((call) => call.body.amount)).toEqual(["1334.00"])
    expect(double.payments.get(id)?.refunds.map((refund) => refund.amount)).toEqual(["1334.00"])
  })

  it("counts bKash's 'already refunded' as done when a refund whose answer was lost is asked again", async () => {
    const { id, data } = await start(1434)
    await double.pay(id, "success", { takes: "1334.00" })
    double.mode = "refund-lost"
    const paid = await provider.authorizePayment({ data })
    expect(paid.status).toBe(PaymentSessionStatus.ERROR)
    expect(paid.data?.refunds).toBeUndefined()
    double.mode = "success"
    await new Promise((resolve) => setTimeout(resolve, 900))
    const dropped = await provider.deletePayment({ data: paid.data })
    expect(dropped.data).toMatchObject({ refunded_in_full_at: expect.any(String) })
    // Asked again once, answered "already refunded"; then never again.
    await provider.cancelPayment({ data: dropped.data })
    expect(refundCalls(id).map((call) => call.body.amount)).toEqual(["1334.00", "1334.00"])
    expect(double.payments.get(id)?.refunds).toHaveLength(1)
  })

  it("the dashboard's refund retried after bKash already refunded it all is done, not an error", async () => {
    const { id, data } = await start(600)
    await double.pay(id)
    const paid = await provider.authorizePayment({ data })
    double.mode = "refund-lost"
    await expect(provider.refundPayment({ amount: 600, data: paid.data })).rejects.toThrow("bKash refused the refund")
    double.mode = "success"
    await new Promise((resolve) => setTimeout(resolve, 900))
    const retried = await provider.refundPayment({ amount: 600, data: paid.data })
    expect(retried.data).toMatchObject({ refunded_in_full_at: expect.any(String) })
    expect(double.payments.get(id)?.refunds).toHaveLength(1)
    // An invalid amount is still a refusal.
    await expect(provider.refundPayment({ amount: 0, data: paid.data })).rejects.toThrow("more than 0 taka")
  })
})
