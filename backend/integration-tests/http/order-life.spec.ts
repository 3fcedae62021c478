import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderLife } from "@chaka/rules"
import { messages } from "../../src/lib/messages"
import { DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { available, completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"

jest.setTimeout(300_000)

/** What the storefront asks of a customer's order to follow its life. */
const LIFE_FIELDS = "created_at,+metadata,canceled_at,status,*fulfillments,*fulfillments.labels"
/** Over the body parser's 100 KB: refused before anything reads it. */
const ONE_MB = "x".repeat(1024 * 1024)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let other: Session["customer"]
    let bicycle: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      other = await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "someone.else@example.com")
      bicycle = await createProduct(getContainer(), session.shop, "Trail Life 7", 21_000, 10)
    })

    const placeOrder = async (quantity = 1) => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity }])
      return (await completeCart(api, session.customer, cart.id)).data.order as { id: string; items: { id: string; quantity: number }[] }
    }
    const stock = () => available(getContainer(), bicycle.inventoryItemId, session.shop.stockLocationId).then(Number)
    /** The order as the customer's storefront reads it, and its life computed from that. */
    const storeOrder = async (id: string) => {
      const { data } = await api.get(`/store/orders/${id}?fields=${encodeURIComponent(LIFE_FIELDS)}`, session.customer)
      return { order: data.order, life: orderLife(data.order) }
    }
    const adminListed = async (id: string) =>
      (await api.get("/admin/shop-orders?limit=100", session.admin)).data.orders.find((o: { id: string }) => o.id === id)
    const compatStatus = async (id: string) => {
      const headers = { authorization: session.customer.headers.authorization }
      const { data } = await api.get(`/shop/orders/${encodeURIComponent(DEMO_CUSTOMER.email)}`, { headers })
      return data.find((o: { _id: string }) => o._id === id)?.status
    }
    const ship = (id: string, body: unknown = {}, caller = session.admin) => api.post(`/admin/orders/${id}/ship`, body, caller)
    const deliver = (id: string, caller = session.admin) => api.post(`/admin/orders/${id}/deliver`, {}, caller)
    const cancel = (id: string, caller = session.customer) => api.post(`/store/orders/${id}/cancel?fields=${encodeURIComponent(LIFE_FIELDS)}`, {}, caller)
    const refusal = async (request: Promise<unknown>) => {
      const { status, data } = await failure(request)
      return [status, data.message]
    }

    it("placed → approved → shipped (courier and tracking everywhere) → delivered, cash collected; each step again changes nothing", async () => {
      const order = await placeOrder()
      expect((await storeOrder(order.id)).life).toMatchObject({ stage: "placed", cancelableByCustomer: true })
      expect(await compatStatus(order.id)).toBe("pending")

      // Out of turn: 409 with the reason, and nothing packed.
      expect(await refusal(ship(order.id))).toEqual([409, messages.orderShipNeedsApproval])
      expect(await refusal(deliver(order.id))).toEqual([409, messages.orderDeliverNeedsShipping])
      expect((await storeOrder(order.id)).order.fulfillments).toEqual([])

      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      expect(await compatStatus(order.id)).toBe("Approved")
      const before = await stock()

      // Sent twice at once (a double click): one parcel, the same answer.
      const body = { courier: "  Pathao ", tracking_number: "PX-1234" }
      const [shipped, twin] = await Promise.all([ship(order.id, body), ship(order.id, body)])
      expect(twin.data.order).toEqual(shipped.data.order)
      expect(shipped.data.order).toMatchObject({ id: order.id, status: "shipped", life: { stage: "shipped", courier: "Pathao", trackingNumber: "PX-1234" } })
      // The parcel left the shelf with its reservation: what a shopper can buy is unchanged.
      expect(await stock()).toBe(before)
      const again = await ship(order.id, { courier: "Other courier" })
      expect(again.data.order).toEqual(shipped.data.order)

      const seen = await storeOrder(order.id)
      expect(seen.order.fulfillments).toHaveLength(1)
      expect(seen.life).toMatchObject({ stage: "shipped", courier: "Pathao", trackingNumber: "PX-1234", cancelableByCustomer: false })
      expect(seen.life.steps.map((step) => step.stage)).toEqual(["placed", "approved", "shipped", "delivered"])
      expect(await adminListed(order.id)).toMatchObject({ payment: { method: "cod" } })
      expect((await adminListed(order.id)).life).toEqual(shipped.data.order.life)
      expect(await compatStatus(order.id)).toBe("Shipped")
      expect(await refusal(cancel(order.id))).toEqual([409, messages.orderCannotCancelShipped])

      const delivered = await deliver(order.id)
      expect(delivered.data.order).toMatchObject({ status: "delivered", life: { stage: "delivered", courier: "Pathao", trackingNumber: "PX-1234" } })
      expect((await deliver(order.id)).data.order).toEqual(delivered.data.order)
      expect((await storeOrder(order.id)).life.stage).toBe("delivered")
      expect(await compatStatus(order.id)).toBe("Delivered")
      expect(await refusal(cancel(order.id))).toEqual([409, messages.orderCannotCancelShipped])

      // bd-commerce captures the cash-on-delivery payment on delivery (a subscriber, afterwards).
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const captured = async () => {
        const { data } = await query.graph({ entity: "order", fields: ["payment_collections.payments.captured_at"], filters: { id: order.id } })
        return Boolean(data[0]?.payment_collections?.[0]?.payments?.[0]?.captured_at)
      }
      for (let i = 0; i < 50 && !(await captured()); i++) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await captured()).toBe(true)
    })

    it("the customer cancels a placed order, and an approved one already packed: stock back, canceled everywhere, twice the same", async () => {
      const before = await stock()
      const order = await placeOrder(2)
      expect(await stock()).toBe(before - 2)

      const first = await cancel(order.id)
      expect(first.data.order).toMatchObject({ id: order.id, status: "canceled" })
      expect(orderLife(first.data.order)).toMatchObject({ stage: "canceled", cancelableByCustomer: false })
      expect(await stock()).toBe(before)
      // The order as the storefront's GET reads it (the same fields): its page shows it at once.
      expect(first.data.order).toEqual((await storeOrder(order.id)).order)
      const second = await cancel(order.id)
      expect(second.data.order).toEqual(first.data.order)
      expect(await stock()).toBe(before)

      expect((await storeOrder(order.id)).life.stage).toBe("canceled")
      expect(await adminListed(order.id)).toMatchObject({ status: "canceled" })
      expect(await compatStatus(order.id)).toBe("Canceled")
      expect(await refusal(ship(order.id))).toEqual([409, messages.orderCanceledCannotShip])
      expect(await refusal(deliver(order.id))).toEqual([409, messages.orderCanceledCannotDeliver])

      // Packed in Medusa's dashboard but not shipped: the parcel is unpacked, then the order canceled.
      const packed = await placeOrder()
      await api.post(`/admin/orders/${packed.id}/approve`, {}, session.admin)
      const items = packed.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      await api.post(`/admin/orders/${packed.id}/fulfillments`, { items }, session.admin)
      const { data } = await cancel(packed.id)
      // The whole life in the answer: the approval kept, the cancel dated.
      expect(orderLife(data.order).steps).toEqual([
        { stage: "placed", at: expect.any(String) },
        { stage: "approved", at: expect.any(String) },
        { stage: "canceled", at: expect.any(String) },
      ])
      expect(await stock()).toBe(before)
    })

    it("an order packed in Medusa's dashboard ships as that parcel", async () => {
      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      await api.post(`/admin/orders/${order.id}/fulfillments`, { items }, session.admin)
      expect((await storeOrder(order.id)).life.stage).toBe("approved")

      const { data } = await ship(order.id, { courier: "Steadfast" })
      expect(data.order.life).toMatchObject({ stage: "shipped", courier: "Steadfast", trackingNumber: null })
      const { order: seen } = await storeOrder(order.id)
      expect(seen.fulfillments).toHaveLength(1)
      expect(seen.fulfillments[0]).toMatchObject({ shipped_at: expect.any(String), metadata: { courier: "Steadfast" } })
    })

    it("an admin's Delete follows the order's life: refused once shipped (409, nothing written), an approved packed order unpacked and deleted", async () => {
      const remove = (id: string) => api.delete(`/admin/orders/${id}`, session.admin)
      const compatRemove = (id: string) => api.delete(`/shop/orders/${id}`, { headers: { authorization: session.customer.headers.authorization } })

      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      await ship(order.id, { courier: "Pathao", tracking_number: "PX-9" })
      const before = await stock()
      const shipped = await storeOrder(order.id)
      // The dashboard's Delete, the compat API's DELETE (its customer): the same answer, twice.
      for (const request of [remove, remove, compatRemove]) {
        expect(await refusal(request(order.id))).toEqual([409, messages.orderCannotDeleteShipped])
      }
      expect(await storeOrder(order.id)).toEqual(shipped)
      expect(await adminListed(order.id)).toMatchObject({ status: "shipped" })
      expect(await stock()).toBe(before)
      await deliver(order.id)
      expect(await refusal(remove(order.id))).toEqual([409, messages.orderCannotDeleteShipped])
      expect((await storeOrder(order.id)).life.stage).toBe("delivered")

      // Approved and packed in Medusa's dashboard, not shipped: unpacked, canceled (stock back), hidden.
      const beforePacked = await stock()
      const packed = await placeOrder()
      await api.post(`/admin/orders/${packed.id}/approve`, {}, session.admin)
      const items = packed.items.map((item) => ({ id: item.id, quantity: item.quantity }))
      await api.post(`/admin/orders/${packed.id}/fulfillments`, { items }, session.admin)
      expect((await remove(packed.id)).data).toEqual({ id: packed.id, object: "order", deleted: true })
      expect(await stock()).toBe(beforePacked)
      expect(await adminListed(packed.id)).toBeUndefined()
      expect(await refusal(remove(packed.id))).toEqual([404, messages.orderNotFound(packed.id)])

      // Ship and Delete at once: one after the other (the order's life lock), never a deleted order shipped.
      const raced = await placeOrder()
      await api.post(`/admin/orders/${raced.id}/approve`, {}, session.admin)
      const [shipping, deleting] = await Promise.allSettled([ship(raced.id), remove(raced.id)])
      if (shipping.status === "fulfilled") {
        expect(deleting.status).toBe("rejected")
        expect(await refusal(remove(raced.id))).toEqual([409, messages.orderCannotDeleteShipped])
        expect((await storeOrder(raced.id)).life.stage).toBe("shipped")
      } else {
        expect(deleting.status).toBe("fulfilled")
        expect(await refusal(ship(raced.id))).toEqual([404, messages.orderNotFound(raced.id)])
        expect(await adminListed(raced.id)).toBeUndefined()
      }
    })

    it("a canceled order cannot be approved: 409 with the reason, twice, nothing written", async () => {
      const order = await placeOrder()
      await cancel(order.id)
      const canceled = await storeOrder(order.id)
      const approve = () => api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      expect(await refusal(approve())).toEqual([409, messages.orderCanceledCannotApprove])
      expect(await refusal(approve())).toEqual([409, messages.orderCanceledCannotApprove])
      const after = await storeOrder(order.id)
      expect(after).toEqual(canceled)
      expect(after.order.metadata?.approved_at).toBeUndefined()
      expect(after.life.steps.map((step) => step.stage)).toEqual(["placed", "canceled"])
    })

    it("strangers and bad input are refused, and nothing changes", async () => {
      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)

      expect((await failure(cancel(order.id, session.visitor))).status).toBe(401)
      expect(await refusal(cancel(order.id, other))).toEqual([404, messages.orderNotFound(order.id)])
      expect(await refusal(cancel("order_nope"))).toEqual([404, messages.orderNotFound("order_nope")])
      for (const caller of [session.customer, session.visitor, other]) {
        expect((await failure(ship(order.id, {}, caller))).status).toBe(401)
        expect((await failure(deliver(order.id, caller))).status).toBe(401)
      }
      expect(await refusal(ship("order_nope"))).toEqual([404, messages.orderNotFound("order_nope")])
      expect(await refusal(deliver("order_nope"))).toEqual([404, messages.orderNotFound("order_nope")])

      for (const [body, status] of [
        [{ courier: "Path\0ao" }, 400],
        [{ tracking_number: "x".repeat(61) }, 400],
        [{ courier: 12 }, 400],
        [{ tracking_number: 1.5 }, 400],
        [{ courier: ["Pathao"] }, 400],
        [{ courier: ONE_MB }, 413],
      ] as const) {
        const { status: got, data } = await failure(ship(order.id, body))
        expect([got, typeof data?.message]).toEqual([status, "string"])
      }
      expect((await failure(ship(order.id, { courier: "a".repeat(61) }))).data.message).toBe(messages.fieldTooLong("courier", 60))
      expect((await failure(ship(order.id, { courier: 12 }))).data.message).toBe(messages.orderShipFieldInvalid("courier"))

      // Nothing was shipped or canceled by any of it.
      expect((await storeOrder(order.id)).life).toMatchObject({ stage: "approved", cancelableByCustomer: true })
      expect(await adminListed(order.id)).toMatchObject({ status: "approved" })
    })
  },
})
