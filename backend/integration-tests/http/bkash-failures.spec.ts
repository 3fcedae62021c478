import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { BKASH_REFUSAL_CODES } from "../../src/workflows/checkout/rules/bkash-outcome"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { configureShopForBkash, startBkashDouble, TEST_BKASH_CREDENTIALS, type BkashDouble } from "./helpers/bkash-double"
import { createProduct, MIRPUR_ADDRESS, ordersOf, registerCustomer } from "./helpers/checkout"

// bKash failing the ways a real gateway does — down, silent, a refusal, a partial take, a lost
// refund answer — against the stand-in (helpers/bkash-double.ts). The shop is configured as for
// bKash's sandbox; the client gives up after a second, the double's slow answers come later.
const BKASH_PORT = Number(process.env.CHAKA_TEST_BKASH_FAILURES_PORT ?? 9797)
const CREDENTIALS = TEST_BKASH_CREDENTIALS
configureShopForBkash(BKASH_PORT)
jest.setTimeout(400_000)

const ORDER_BODY = { shipping_address: MIRPUR_ADDRESS }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let double: BkashDouble
    let bell: Awaited<ReturnType<typeof createProduct>>
    let lamp: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      double = await startBkashDouble({ port: BKASH_PORT, credentials: CREDENTIALS, holdMs: 2_500 })
      session = await signIn(getContainer(), api)
      bell = await createProduct(getContainer(), session.shop, "Failing Bell", 500, 50)
      // 1 234 ৳ and 200 ৳ delivery: a bKash payment of 1 434 ৳.
      lamp = await createProduct(getContainer(), session.shop, "Failing Lamp", 1_234, 50)
    })
    afterAll(async () => {
      await double?.stop()
    })
    beforeEach(async () => {
      await double.reachable()
      double.mode = "success"
    })

    const key = () => session.visitor.headers["x-publishable-api-key"]
    const start = (who: Session["customer"], cartId: string) => api.post(`/store/carts/${cartId}/bkash`, ORDER_BODY, who)
    const back = (who: Session["customer"], cartId: string, body: unknown) => api.post(`/store/carts/${cartId}/bkash/return`, body, who)
    const placeOrder = (who: Session["customer"], cartId: string) => api.post(`/store/carts/${cartId}/place-order`, ORDER_BODY, who)
    const me = async (who: Session["customer"]) => (await api.get("/store/customers/me", who)).data.customer.id as string
    const cartWith = async (who: Session["customer"], variantId: string) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, who)
      await api.post(`/store/carts/${data.cart.id}/line-items`, { variant_id: variantId, quantity: 1 }, who)
      return data.cart.id as string
    }
    const calls = (path: string, paymentId: string) => double.calls.filter((call) => call.path.endsWith(path) && call.body.paymentID === paymentId)
    const paidBy = async (orderId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["payment_collections.payments.provider_id"], filters: { id: orderId } })
      return (data[0] as { payment_collections: { payments: { provider_id: string }[] }[] }).payment_collections.flatMap((c) =>
        c.payments.map((p) => p.provider_id)
      )
    }
    /** A shopper's return that bKash refused: its status and body. */
    const refusedBack = async (who: Session["customer"], cartId: string, body: unknown) => {
      const answer = await failure(back(who, cartId, body))
      return { status: answer.status, data: answer.data as { code?: string; message: string } }
    }

    it("bKash down after the shopper started paying: a return says to wait, and cash on delivery places the order", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.down@example.com")
      const cartId = await cartWith(shopper, bell.variantId)
      const paymentId = (await start(shopper, cartId)).data.payment_id as string
      await double.pay(paymentId, "success")

      await double.unreachable()
      // Back from bKash's page while bKash cannot be reached: nothing executed, nothing ordered.
      const waiting = await back(shopper, cartId, { payment_id: paymentId, status: "success" })
      expect([waiting.status, waiting.data]).toEqual([202, { pending: true, message: messages.bkashPending }])
      // The shop's advice: cash on delivery. The bKash payment is dropped without bKash's answer.
      const placed = await placeOrder(shopper, cartId)
      expect(placed.status).toBe(200)
      expect(placed.data.order).toMatchObject({ total: 700 })
      expect(await paidBy(placed.data.order.id)).toEqual([COD_PAYMENT_PROVIDER_ID])
      await double.reachable()
      // bKash took nothing: the shop never executed the payment (bKash lets it expire).
      expect(calls("/execute", paymentId)).toHaveLength(0)
      expect(double.payments.get(paymentId)).toMatchObject({ transactionStatus: "Initiated", refunds: [] })
      // A late return for the dropped payment gets the order placed.
      const late = await back(shopper, cartId, { payment_id: paymentId })
      expect([late.status, late.data.order?.id]).toEqual([200, placed.data.order.id])

      // bKash silent (every call answered too late): the same.
      const quiet = await cartWith(shopper, bell.variantId)
      await start(shopper, quiet)
      double.mode = "silent"
      const quietOrder = await placeOrder(shopper, quiet)
      expect(quietOrder.status).toBe(200)
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(2)
    })

    it("bKash down after it was asked to take the money: cash on delivery waits (400, never 500), and works once bKash has its answer", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.settling@example.com")
      const cartId = await cartWith(shopper, bell.variantId)
      const paymentId = (await start(shopper, cartId)).data.payment_id as string
      await double.pay(paymentId, "success")
      // The execute gets no answer in time: bKash may have taken the money.
      double.mode = "timeout"
      expect((await back(shopper, cartId, { payment_id: paymentId, status: "success" })).status).toBe(202)
      double.mode = "success"
      await double.unreachable()
      const waiting = await failure(placeOrder(shopper, cartId))
      expect([waiting.status, waiting.data.message]).toEqual([400, messages.bkashStillSettling])
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(0)
      // bKash back, and its answer final (here: the payment lapsed): cash on delivery places the order.
      await double.reachable()
      double.expire(paymentId)
      const placed = await placeOrder(shopper, cartId)
      expect(placed.status).toBe(200)
      expect(await paidBy(placed.data.order.id)).toEqual([COD_PAYMENT_PROVIDER_ID])
      expect(double.payments.get(paymentId)?.refunds).toEqual([])
    })

    it("a reload after a failed or cancelled payment answers bKash's reason again, the same every time, and the cart stays payable", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.reload@example.com")

      // Insufficient balance: bKash's reason, twice, without asking bKash to execute again.
      double.mode = "insufficient"
      const poorCart = await cartWith(shopper, bell.variantId)
      const poor = (await start(shopper, poorCart)).data.payment_id as string
      await double.pay(poor)
      const first = await refusedBack(shopper, poorCart, { payment_id: poor, status: "failure" })
      expect(first).toEqual({
        status: 400,
        data: {
          type: "invalid_data",
          code: BKASH_REFUSAL_CODES.failed,
          message: messages.bkashFailed("bKash could not complete the payment: Insufficient Balance"),
          reason: "Insufficient Balance",
          bkash_code: "2023",
        },
      })
      expect(await refusedBack(shopper, poorCart, { payment_id: poor, status: "failure" })).toEqual(first)
      // Repeated without bKash's status (a reload of a bare link), or late: the same.
      expect(await refusedBack(shopper, poorCart, { payment_id: poor })).toEqual(first)
      expect(calls("/execute", poor)).toHaveLength(1)
      double.mode = "success"
      const cod = await placeOrder(shopper, poorCart)
      expect(cod.status).toBe(200)

      // Cancelled on bKash's page: told so on every reload; paying with bKash again works.
      const cancelCart = await cartWith(shopper, bell.variantId)
      const cancelled = (await start(shopper, cancelCart)).data.payment_id as string
      await double.pay(cancelled, "cancel")
      const told = await refusedBack(shopper, cancelCart, { payment_id: cancelled, status: "cancel" })
      expect(told).toEqual({ status: 400, data: { type: "invalid_data", code: BKASH_REFUSAL_CODES.cancelled, message: messages.bkashCancelled } })
      expect(await refusedBack(shopper, cancelCart, { payment_id: cancelled, status: "cancel" })).toEqual(told)
      expect(await refusedBack(shopper, cancelCart, { payment_id: cancelled, status: "success" })).toEqual(told)
      const again = (await start(shopper, cancelCart)).data.payment_id as string
      expect(again).not.toBe(cancelled)
      await double.pay(again, "success")
      const paid = await back(shopper, cancelCart, { payment_id: again, status: "success" })
      expect(paid.status).toBe(200)
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(2)
    })

    it("bKash took less than the total: exactly what it took goes back, never the difference, and the cart is payable by cash or by bKash", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.short@example.com")
      const cartId = await cartWith(shopper, lamp.variantId)
      const short = (await start(shopper, cartId)).data.payment_id as string
      expect(double.payments.get(short)?.amount).toBe("1434.00")
      await double.pay(short, "success", { takes: "1334.00" })
      const refused = await refusedBack(shopper, cartId, { payment_id: short, status: "success" })
      expect(refused.status).toBe(400)
      expect(refused.data).toMatchObject({
        code: BKASH_REFUSAL_CODES.mismatch,
        message: messages.bkashFailed("bKash completed a payment for a different amount or currency than this cart's"),
      })
      expect(calls("/payment/refund", short).map((call) => call.body.amount)).toEqual(["1334.00"])
      // A reload: the same answer, no second refund asked.
      expect(await refusedBack(shopper, cartId, { payment_id: short })).toEqual(refused)
      // Cash on delivery: the bKash payment is dropped; it was given back already, nothing more is asked.
      const cod = await placeOrder(shopper, cartId)
      expect(cod.status).toBe(200)
      expect(cod.data.order).toMatchObject({ total: 1_434 })
      expect(calls("/payment/refund", short).map((call) => call.body.amount)).toEqual(["1334.00"])
      expect(double.payments.get(short)?.refunds.map((refund) => refund.amount)).toEqual(["1334.00"])

      // Or bKash again, for the whole amount.
      const retryCart = await cartWith(shopper, lamp.variantId)
      const shortAgain = (await start(shopper, retryCart)).data.payment_id as string
      await double.pay(shortAgain, "success", { takes: "1334.00" })
      expect((await refusedBack(shopper, retryCart, { payment_id: shortAgain })).data.code).toBe(BKASH_REFUSAL_CODES.mismatch)
      const whole = (await start(shopper, retryCart)).data.payment_id as string
      expect(whole).not.toBe(shortAgain)
      await double.pay(whole, "success")
      const paid = await back(shopper, retryCart, { payment_id: whole, status: "success" })
      expect([paid.status, paid.data.order?.total]).toEqual([200, 1_434])
      expect(calls("/payment/refund", shortAgain).map((call) => call.body.amount)).toEqual(["1334.00"])
      expect(calls("/payment/refund", whole)).toHaveLength(0)
    })

    it("a refund whose answer was lost is asked again and bKash's 'already refunded' counts as done: one refund, the order placed", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.lost.refund@example.com")
      const cartId = await cartWith(shopper, lamp.variantId)
      const short = (await start(shopper, cartId)).data.payment_id as string
      await double.pay(short, "success", { takes: "1334.00" })
      double.mode = "refund-lost"
      const refused = await refusedBack(shopper, cartId, { payment_id: short })
      expect(refused.data.code).toBe(BKASH_REFUSAL_CODES.mismatch)
      double.mode = "success"
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const cod = await placeOrder(shopper, cartId)
      expect(cod.status).toBe(200)
      // Asked twice for what bKash took, answered "already refunded" the second time: one refund.
      expect(calls("/payment/refund", short).map((call) => call.body.amount)).toEqual(["1334.00", "1334.00"])
      expect(double.payments.get(short)?.refunds.map((refund) => refund.amount)).toEqual(["1334.00"])
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(1)
    })
  },
})
