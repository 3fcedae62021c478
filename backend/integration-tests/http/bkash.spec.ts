import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { finishAbandonedBkashPayments } from "../../src/jobs/bkash-payments"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { configureShopForBkash, startBkashDouble, TEST_BKASH_CREDENTIALS, type BkashDouble } from "./helpers/bkash-double"
import { available, createProduct, MIRPUR_ADDRESS, ordersOf, registerCustomer, workflowsSettled } from "./helpers/checkout"

// The shop configured as an operator would for bKash's sandbox, pointed at a local stand-in
// (helpers/bkash-double.ts); the client gives up after a second, the double's slow modes hold longer.
const BKASH_PORT = Number(process.env.CHAKA_TEST_BKASH_PORT ?? 9796)
const CREDENTIALS = TEST_BKASH_CREDENTIALS
configureShopForBkash(BKASH_PORT)
jest.setTimeout(400_000)

const ORDER_BODY = { shipping_address: MIRPUR_ADDRESS }
const PAID_FIELDS = "fields=id,total,payment_status,payment_collections.payments.provider_id,payment_collections.payments.data,payment_collections.payments.id"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let double: BkashDouble
    let bell: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      double = await startBkashDouble({ port: BKASH_PORT, credentials: CREDENTIALS, holdMs: 2_500, delayMs: 2_000 })
      session = await signIn(getContainer(), api)
      bell = await createProduct(getContainer(), session.shop, "Bkash Bell", 500, 50)
    })
    afterAll(async () => {
      await double?.stop()
    })
    beforeEach(() => {
      double.mode = "success"
    })

    const key = () => session.visitor.headers["x-publishable-api-key"]
    const start = (who: Session["customer"], cartId: string, body: unknown = ORDER_BODY) => api.post(`/store/carts/${cartId}/bkash`, body, who)
    const back = (who: Session["customer"], cartId: string, body: unknown) => api.post(`/store/carts/${cartId}/bkash/return`, body, who)
    const me = async (who: Session["customer"]) => (await api.get("/store/customers/me", who)).data.customer.id as string
    const cartWith = async (who: Session["customer"], variantId: string, quantity = 1) => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, who)
      await api.post(`/store/carts/${data.cart.id}/line-items`, { variant_id: variantId, quantity }, who)
      return data.cart.id as string
    }
    const cartState = async (cartId: string) => {
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "cart", fields: ["completed_at", "items.quantity", "payment_collection.payment_sessions.status"], filters: { id: cartId } })
      return data[0] as { completed_at: unknown; items: { quantity: number }[] }
    }
    const calls = (path: string, paymentId: string) => double.calls.filter((call) => call.path.endsWith(path) && call.body.paymentID === paymentId).length

    it("a shopper pays with bKash: one bKash payment, one order only after bKash says Completed, its trxID in the answers, the email and the admin's refunds", async () => {
      const methods = await api.get("/store/payment-methods", session.visitor)
      expect(methods.data).toEqual({ payment_methods: [{ id: "cod" }, { id: "bkash" }] })

      const shopper = await registerCustomer(api, key(), "bkash.payer@example.com")
      const cartId = await cartWith(shopper, bell.variantId, 2)
      const started = await start(shopper, cartId)
      expect(started.status).toBe(200)
      expect(started.data.bkash_url).toBe(`${double.url}/pay/${started.data.payment_id}`)
      const payment = double.payments.get(started.data.payment_id)!
      // 2 × 500 ৳ and 200 ৳ delivery, for this cart, back to the shop's own page.
      expect(payment).toMatchObject({
        amount: "1200.00",
        currency: "BDT",
        intent: "sale",
        merchantInvoiceNumber: cartId,
        payerReference: MIRPUR_ADDRESS.phone,
        callbackURL: `http://shop.test/checkout/bkash/${cartId}`,
      })
      // A second press (a lost answer) goes to the same bKash payment.
      const again = await start(shopper, cartId)
      expect(again.data).toEqual(started.data)
      expect([...double.payments.values()].filter((p) => p.merchantInvoiceNumber === cartId)).toHaveLength(1)

      // Back before paying (or a forged "success"): bKash says Initiated, nothing is ordered.
      const early = await back(shopper, cartId, { payment_id: payment.paymentID, status: "success" })
      expect([early.status, early.data]).toEqual([202, { pending: true, message: messages.bkashPending }])
      expect((await cartState(cartId)).completed_at).toBeNull()

      const callback = new URL(await double.pay(payment.paymentID, "success"))
      expect(callback.searchParams.get("paymentID")).toBe(payment.paymentID)
      // The redirect replayed at once (a refresh, a double tap): one order, one execute that took the money.
      const answers = await Promise.all([1, 2].map(() => back(shopper, cartId, { payment_id: payment.paymentID, status: "success" })))
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      const orderId = answers[0].data.order.id
      expect(answers[1].data.order.id).toBe(orderId)
      expect(answers[0].data.order).toMatchObject({ total: 1_200, email: "bkash.payer@example.com" })
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(1)
      expect(payment).toMatchObject({ transactionStatus: "Completed" })
      expect(payment.trxID).toMatch(/^TRX/)
      const executes = calls("/execute", payment.paymentID)
      const replay = await back(shopper, cartId, { payment_id: payment.paymentID })
      expect(replay.data.order.id).toBe(orderId)
      expect(calls("/execute", payment.paymentID)).toBe(executes)
      expect(Number(await available(getContainer(), bell.inventoryItemId, session.shop.stockLocationId))).toBe(48)

      // How it was paid, for the shopper's order page and the admin.
      const mine = await api.get(`/store/orders/${orderId}?${PAID_FIELDS}`, shopper)
      const paid = mine.data.order.payment_collections[0].payments[0]
      expect(paid).toMatchObject({ provider_id: BKASH_PAYMENT_PROVIDER_ID, data: { trxID: payment.trxID, paymentID: payment.paymentID } })
      const admin = await api.get(`/admin/orders/${orderId}?${PAID_FIELDS}`, session.admin)
      expect(admin.data.order.payment_status).toBe("captured")
      // The storefront admin's order list says so too.
      const listed = (await api.get("/admin/shop-orders?limit=50", session.admin)).data.orders.find((o: { id: string }) => o.id === orderId)
      expect(listed.payment).toEqual({ method: "bkash", trx_id: payment.trxID })
      // The order-placed email says bKash and the transaction.
      await workflowsSettled(getContainer())
      const notices = await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId, channel: "email" })
      expect(notices.map((n) => n.data?.paymentMethod)).toContain(messages.paidWithBkash(payment.trxID))

      // The ordered cart's payment is the order's: a new session through Medusa's own route (which
      // would drop the paid one, and with it bKash's money) is refused, and nothing is refunded.
      const { data: ordered } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cartId } })
      const collectionId = (ordered[0] as { payment_collection: { id: string } }).payment_collection.id
      for (const provider_id of ["pp_cod_cod", BKASH_PAYMENT_PROVIDER_ID]) {
        const swap = await failure(api.post(`/store/payment-collections/${collectionId}/payment-sessions`, { provider_id, data: { cart_id: cartId } }, shopper))
        expect([swap.status, swap.data.message]).toEqual([400, messages.cartClaimCompleted])
      }
      expect(payment.refunds ?? []).toHaveLength(0)
      expect((await api.get(`/admin/orders/${orderId}?fields=payment_status`, session.admin)).data.order.payment_status).toBe("captured")

      // The dashboard's refund button: part, then the rest; never more than was paid.
      const refund = (amount: number) => api.post(`/admin/payments/${paid.id}/refund`, { amount }, session.admin)
      expect((await refund(200)).status).toBe(200)
      expect((await refund(1_000)).status).toBe(200)
      const over = await failure(refund(1))
      expect(over.status).toBeGreaterThanOrEqual(400)
      expect(over.status).toBeLessThan(500)
      expect(payment.refunds.map((r) => r.amount)).toEqual(["200.00", "1000.00"])
      const refunded = await api.get(`/admin/orders/${orderId}?fields=payment_status`, session.admin)
      expect(refunded.data.order.payment_status).toBe("refunded")
    })

    it("refuses what bKash did not complete — failed, cancelled, expired, a wrong amount, another cart's or a made-up paymentID, strangers, junk — and writes nothing", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.refused@example.com")
      const stranger = await registerCustomer(api, key(), "bkash.stranger@example.com")
      const refusedBack = async (cartId: string, body: unknown, status: number, message?: string, who = shopper) => {
        const answer = await failure(back(who, cartId, body))
        expect({ status: answer.status, ...(message ? { message: answer.data.message } : {}) }).toEqual({ status, ...(message ? { message } : {}) })
      }

      // Insufficient balance: bKash's reason, the cart intact; a new press starts a new payment.
      double.mode = "insufficient"
      const poorCart = await cartWith(shopper, bell.variantId)
      const poor = (await start(shopper, poorCart)).data.payment_id
      expect(new URL(await double.pay(poor)).searchParams.get("status")).toBe("failure")
      const failed = await failure(back(shopper, poorCart, { payment_id: poor, status: "failure" }))
      expect(failed.status).toBe(400)
      expect(failed.data.message).toContain("Insufficient Balance")
      double.mode = "success"
      const retried = (await start(shopper, poorCart)).data.payment_id
      expect(retried).not.toBe(poor)

      // Cancelled on bKash's page: told so, the cart as it was.
      const cancelCart = await cartWith(shopper, bell.variantId, 3)
      const cancelled = (await start(shopper, cancelCart)).data.payment_id
      await double.pay(cancelled, "cancel")
      await refusedBack(cancelCart, { payment_id: cancelled, status: "cancel" }, 400, messages.bkashCancelled)
      expect(await cartState(cancelCart)).toMatchObject({ completed_at: null, items: [{ quantity: 3 }] })

      // Another cart's paymentID, a made-up one, the cart's own old one: refused before bKash is asked.
      await refusedBack(cancelCart, { payment_id: retried }, 400, messages.bkashPaymentNotForCart)
      await refusedBack(cancelCart, { payment_id: "TR0011NOSUCHPAYMENT00" }, 400, messages.bkashPaymentNotForCart)
      await refusedBack(poorCart, { payment_id: poor }, 400, messages.bkashPaymentNotForCart)
      expect(calls("/execute", retried)).toBe(0)

      // bKash completed a different amount (a tampered payment), or the payment expired.
      await double.pay(retried, "success")
      double.payments.get(retried)!.amount = "1.00"
      const tampered = await failure(back(shopper, poorCart, { payment_id: retried }))
      expect(tampered.status).toBe(400)
      // What bKash took for no order goes back at once, in full.
      expect(double.payments.get(retried)!.refunds.map((r) => r.amount)).toEqual(["1.00"])
      const expiring = await cartWith(shopper, bell.variantId, 4)
      const expired = (await start(shopper, expiring)).data.payment_id
      double.expire(expired)
      await refusedBack(expiring, { payment_id: expired }, 400, messages.bkashExpired)

      // Strangers on every new route: a visitor 401, another customer 404, an admin's token 401.
      const other = await cartWith(stranger, bell.variantId)
      for (const path of ["bkash", "bkash/return"]) {
        const body = path === "bkash" ? ORDER_BODY : { payment_id: retried }
        const visitor = await failure(api.post(`/store/carts/${poorCart}/${path}`, body, session.visitor))
        expect([visitor.status, visitor.data.message]).toEqual([401, messages.orderSignInRequired])
        const theirs = await failure(api.post(`/store/carts/${poorCart}/${path}`, body, stranger))
        expect([theirs.status, theirs.data.message]).toEqual([404, messages.cartNotFound(poorCart)])
        const admin = await failure(api.post(`/store/carts/${poorCart}/${path}`, body, { headers: { ...session.admin.headers, ...session.visitor.headers } }))
        expect(admin.status).toBeGreaterThanOrEqual(400)
        expect(admin.status).toBeLessThan(500)
      }
      // Junk: 4xx with a message, never 5xx.
      const junk: unknown[] = [
        {},
        { payment_id: "TR\u0000X" },
        { payment_id: "x".repeat(1024 * 1024) },
        { payment_id: 1.5 },
        { payment_id: -1 },
        { payment_id: "../../x" },
        { payment_id: ["a"] },
      ]
      for (const body of junk) {
        const answer = await failure(back(stranger, other, body))
        expect(answer.status).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
        expect(typeof answer.data.message).toBe("string")
      }
      const badAddress = await failure(start(stranger, other, { shipping_address: { ...MIRPUR_ADDRESS, phone: "12345" } }))
      expect(badAddress.status).toBe(400)

      // Nothing ordered, nothing executed for strangers, every cart still open.
      expect(await ordersOf(getContainer(), await me(shopper))).toHaveLength(0)
      expect(await ordersOf(getContainer(), await me(stranger))).toHaveLength(0)
      for (const cartId of [poorCart, cancelCart, expiring, other]) expect((await cartState(cartId)).completed_at).toBeNull()
      const refusedPayments = [...double.payments.values()].filter(
        (p) => p.paymentID !== retried && [poorCart, cancelCart, expiring, other].includes(p.merchantInvoiceNumber)
      )
      expect(refusedPayments.flatMap((p) => p.refunds)).toEqual([])

      // Medusa's own session route takes a provider's name only: data planted there (another
      // payment's paymentID to be refunded when the session drops) and bKash itself are refused.
      const plantCart = await cartWith(shopper, bell.variantId)
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: plantCart }, shopper)
      const sessions = `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`
      const planted = { cart_id: plantCart, paymentID: retried, amount: "1.00", merchantInvoiceNumber: poorCart, completed_at: "2026-01-01T00:00:00Z" }
      for (const [body, message] of [
        [{ provider_id: BKASH_PAYMENT_PROVIDER_ID, data: planted }, messages.paymentSessionDataRefused],
        [{ provider_id: "pp_cod_cod", data: planted }, messages.paymentSessionDataRefused],
        [{ provider_id: "pp_cod_cod", data: {} }, messages.paymentSessionDataRefused],
        [{ provider_id: BKASH_PAYMENT_PROVIDER_ID }, messages.bkashFromCheckout],
        [{ provider_id: "PP_BKASH_BKASH" }, messages.bkashFromCheckout],
      ] as const) {
        const refusedSession = await failure(api.post(sessions, body, shopper))
        expect([refusedSession.status, refusedSession.data.message]).toEqual([400, message])
      }
      const [plantedCollection] = await getContainer()
        .resolve(Modules.PAYMENT)
        .listPaymentCollections({ id: collection.payment_collection.id }, { relations: ["payment_sessions"] })
      expect(plantedCollection.payment_sessions ?? []).toEqual([])
      expect(double.payments.get(retried)!.refunds.map((r) => r.amount)).toEqual(["1.00"])

      // bKash not answering in time: a readable refusal to try again, nothing started.
      double.mode = "timeout"
      const slowCart = await cartWith(shopper, bell.variantId)
      const slow = await failure(start(shopper, slowCart))
      expect([Math.floor(slow.status / 100), slow.data.message]).toEqual([4, "bKash is not available right now: bKash did not answer in time"])
      expect((await cartState(slowCart)).completed_at).toBeNull()
    })

    it("the job finishes what bKash completed when nobody came back (a closed tab, a slow execute), once; a payment whose stock sold out is refunded", async () => {
      const container = getContainer()
      const soon = () => new Date(Date.now() + 5_000)
      const shopper = await registerCustomer(api, key(), "bkash.closed.tab@example.com")
      const rival = await registerCustomer(api, key(), "bkash.rival@example.com")

      // Closed tab: paid on bKash's page, never back. The job orders it, once.
      const closedCart = await cartWith(shopper, bell.variantId)
      const closed = (await start(shopper, closedCart)).data.payment_id
      await double.pay(closed, "success")
      expect(await finishAbandonedBkashPayments(container, soon())).toContain(closedCart)
      expect(await finishAbandonedBkashPayments(container, soon())).not.toContain(closedCart)
      expect(await ordersOf(container, await me(shopper))).toHaveLength(1)
      expect(calls("/execute", closed)).toBe(1)
      // The shopper's late return gets that order.
      const late = await back(shopper, closedCart, { payment_id: closed })
      expect(late.status).toBe(200)

      // bKash slow to execute: pending for the shopper, then ordered by the job once bKash says Completed.
      double.mode = "delayed"
      const slowCart = await cartWith(shopper, bell.variantId)
      const slow = (await start(shopper, slowCart)).data.payment_id
      await double.pay(slow, "success")
      const pending = await back(shopper, slowCart, { payment_id: slow, status: "success" })
      expect(pending.status).toBe(202)
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(await finishAbandonedBkashPayments(container, soon())).toContain(slowCart)
      expect(await ordersOf(container, await me(shopper))).toHaveLength(2)

      // Sold out while bKash was slow: the job makes no order and gives the money back.
      const lastOne = await createProduct(container, session.shop, "Bkash Last Saddle", 1_000, 1)
      const soldCart = await cartWith(shopper, lastOne.variantId)
      const sold = (await start(shopper, soldCart)).data.payment_id
      await double.pay(sold, "success")
      expect((await back(shopper, soldCart, { payment_id: sold })).status).toBe(202)
      double.mode = "success"
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const rivalCart = await cartWith(rival, lastOne.variantId)
      expect((await api.post(`/store/carts/${rivalCart}/place-order`, ORDER_BODY, rival)).status).toBe(200)
      expect(await finishAbandonedBkashPayments(container, soon())).not.toContain(soldCart)
      expect(await ordersOf(container, await me(shopper))).toHaveLength(2)
      expect(double.payments.get(sold)!.refunds.map((r) => r.amount)).toEqual(["1200.00"])
      expect((await cartState(soldCart)).completed_at).toBeNull()
      expect(await finishAbandonedBkashPayments(container, soon())).toEqual([])
      expect(double.payments.get(sold)!.refunds).toHaveLength(1)
    })

    it("a customer who cancels a bKash order before it ships gets the payment back in full, once", async () => {
      const shopper = await registerCustomer(api, key(), "bkash.canceler@example.com")
      const cartId = await cartWith(shopper, bell.variantId)
      const paymentId = (await start(shopper, cartId)).data.payment_id
      await double.pay(paymentId, "success")
      const placed = await back(shopper, cartId, { payment_id: paymentId })
      expect(placed.status).toBe(200)
      const orderId = placed.data.order.id
      const cancels = await Promise.all(
        [1, 2].map(() => api.post(`/store/orders/${orderId}/cancel`, {}, shopper).catch((error: { response: { status: number } }) => error.response))
      )
      expect(cancels.some((answer) => answer.status === 200)).toBe(true)
      for (const answer of cancels) expect(answer.status).toBeLessThan(500)
      expect((await api.post(`/store/orders/${orderId}/cancel`, {}, shopper)).status).toBe(200)
      // 500 ৳ and 200 ৳ delivery, given back once, as bKash records it.
      expect(double.payments.get(paymentId)!.refunds.map((r) => r.amount)).toEqual(["700.00"])
      const admin = await api.get(`/admin/orders/${orderId}?fields=status,payment_status`, session.admin)
      expect(admin.data.order).toMatchObject({ status: "canceled", payment_status: "refunded" })
    })
  },
})
