import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { finishInterruptedCheckouts } from "../../src/jobs/interrupted-checkouts"
import { messages } from "../../src/lib/messages"
import { signIn, type Session } from "./helpers/accounts"
import { available, completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"

jest.setTimeout(300_000)

/**
 * A "Place order" whose process died half-way (a SIGKILL between Medusa's steps; the real thing is
 * topology/crash.topology.ts): the state it leaves is made here from a completed checkout by
 * undoing what the dead process would not have reached yet — its stock reservation, its payment
 * authorization, the cart's completion and, when it died before the link, the order's links.
 */
async function interrupt(container: MedusaContainer, cartId: string, orderId: string, { linked }: { linked: boolean }) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["items.id"], filters: { id: orderId } })
  await container.resolve(Modules.INVENTORY).deleteReservationItemsByLineItem((orders[0].items as { id: string }[]).map((item) => item.id))
  const { data: carts } = await query.graph({
    entity: "cart",
    fields: ["payment_collection.id", "payment_collection.payment_sessions.id"],
    filters: { id: cartId },
  })
  const collectionId = carts[0].payment_collection!.id
  const sessionId = carts[0].payment_collection!.payment_sessions![0]!.id
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg.raw(`delete from payment where payment_session_id = ?`, [sessionId])
  await pg.raw(`update payment_session set status = 'pending', authorized_at = null where id = ?`, [sessionId])
  await pg.raw(`update payment_collection set status = 'not_paid' where id = ?`, [collectionId])
  await container.resolve(Modules.CART).updateCarts(cartId, { completed_at: null })
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  await link.dismiss({ [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: collectionId } })
  if (!linked) {
    await link.dismiss({ [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cartId } })
    // The retry came after the dead request's cart lock lapsed (2 minutes): the order is that old.
    await pg.raw(`update "order" set created_at = created_at - interval '3 minutes' where id = ?`, [orderId])
    await pg.raw(`update cart set created_at = created_at - interval '10 minutes' where id = ?`, [cartId])
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let bicycle: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      bicycle = await createProduct(getContainer(), session.shop, "Veloce Interrupted", 20_000, 20)
    })

    const stock = (product: { inventoryItemId: string }) => available(getContainer(), product.inventoryItemId, session.shop.stockLocationId).then(Number)
    const shopper = (email: string) => registerCustomer(api, session.visitor.headers["x-publishable-api-key"], email)
    const myOrders = async (customer: Session["customer"]) =>
      ((await api.get("/store/orders?fields=id,status", customer)).data.orders as { id: string; status: string }[]).map((order) => order.id)
    const orderDetail = async (orderId: string) =>
      (await api.get(`/admin/orders/${orderId}?fields=id,status,payment_status,payment_collections.id`, session.admin)).data.order
    const cartOf = async (cartId: string, customer: Session["customer"]) => (await api.get(`/store/carts/${cartId}?fields=id,completed_at`, customer)).data.cart

    it("the order was made and linked, then the process died: pressing 'Place order' again answers that order, now reserved and authorized, once", async () => {
      const customer = await shopper("interrupted.linked@example.com")
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 2 }])
      const before = await stock(bicycle)
      const { data: first } = await completeCart(api, customer, cart.id)
      await interrupt(getContainer(), cart.id, first.order.id, { linked: true })
      // What the crash leaves: an order holding no stock, its payment not authorized, the cart open.
      expect(await stock(bicycle)).toBe(before)
      expect((await orderDetail(first.order.id)).payment_status).toBe("not_paid")
      expect((await cartOf(cart.id, customer)).completed_at).toBeNull()

      const { status, data } = await completeCart(api, customer, cart.id)
      expect([status, data.type, data.order.id]).toEqual([200, "order", first.order.id])
      expect(await stock(bicycle)).toBe(before - 2)
      const order = await orderDetail(first.order.id)
      expect([order.status, order.payment_status, order.payment_collections.length]).toEqual(["pending", "authorized", 1])
      expect((await cartOf(cart.id, customer)).completed_at).not.toBeNull()
      expect(await myOrders(customer)).toEqual([first.order.id])

      // A third press changes nothing: the same order, no second reservation.
      const again = await completeCart(api, customer, cart.id)
      expect(again.data.order.id).toBe(first.order.id)
      expect(await stock(bicycle)).toBe(before - 2)
    })

    it("the order was made but never linked to the cart: it is withdrawn and the retry makes exactly one order", async () => {
      const customer = await shopper("interrupted.unlinked@example.com")
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      const before = await stock(bicycle)
      const { data: first } = await completeCart(api, customer, cart.id)
      await interrupt(getContainer(), cart.id, first.order.id, { linked: false })

      const { status, data } = await completeCart(api, customer, cart.id)
      expect([status, data.type]).toEqual([200, "order"])
      expect(data.order.id).not.toBe(first.order.id)
      expect(await myOrders(customer)).toEqual([data.order.id])
      expect(await stock(bicycle)).toBe(before - 1)
      const { status: gone } = await api.get(`/admin/orders/${first.order.id}`, session.admin).catch((error: any) => error.response)
      expect(gone).toBe(404)
    })

    it("an unlinked order of another cart of the same customer is left alone", async () => {
      const customer = await shopper("interrupted.other@example.com")
      const placed = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      const { data: kept } = await completeCart(api, customer, placed.id)
      // Only the cart link is gone (an order of the customer's that no cart claims): a later cart
      // with other lines is no reason to touch it.
      await getContainer()
        .resolve(ContainerRegistrationKeys.LINK)
        .dismiss({ [Modules.ORDER]: { order_id: kept.order.id }, [Modules.CART]: { cart_id: placed.id } })
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 3 }])
      const { data } = await completeCart(api, customer, cart.id)
      expect((await myOrders(customer)).sort()).toEqual([kept.order.id, data.order.id].sort())
    })

    it("another customer placing the same lines leaves this customer's unlinked order alone (only the cart's own customer's orders are looked at)", async () => {
      const customer = await shopper("interrupted.victim@example.com")
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      const { data: first } = await completeCart(api, customer, cart.id)
      await interrupt(getContainer(), cart.id, first.order.id, { linked: false })

      // The shop has no guest carts (401 without a signed-in customer), and a customer's cart
      // takes no other email than theirs: a stranger can only be another customer.
      const stranger = await shopper("interrupted.stranger@example.com")
      const strangerCart = await readyCart(api, stranger, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      expect((await completeCart(api, stranger, strangerCart.id)).data.type).toBe("order")
      expect(await myOrders(customer)).toEqual([first.order.id])
    })

    it("the stock went to someone else meanwhile: 400 out of stock, the half-made order withdrawn, the cart open to change and place", async () => {
      const last = await createProduct(getContainer(), session.shop, "Veloce Last One", 30_000, 1)
      const customer = await shopper("interrupted.stockgone@example.com")
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: last.variantId, quantity: 1 }])
      const { data: first } = await completeCart(api, customer, cart.id)
      await interrupt(getContainer(), cart.id, first.order.id, { linked: true })
      const rival = await shopper("interrupted.rival@example.com")
      const rivalCart = await readyCart(api, rival, session.shop.regionId, [{ variantId: last.variantId, quantity: 1 }])
      expect((await completeCart(api, rival, rivalCart.id)).data.type).toBe("order")

      const refused = await completeCart(api, customer, cart.id).catch((error: any) => error.response)
      expect([refused.status, refused.data.message]).toEqual([400, messages.outOfStock])
      expect(await myOrders(customer)).toEqual([])
      expect((await cartOf(cart.id, customer)).completed_at).toBeNull()
      expect(await stock(last)).toBe(0)

      // Restocked: the same cart places one order.
      await getContainer()
        .resolve(Modules.INVENTORY)
        .updateInventoryLevels([{ inventory_item_id: last.inventoryItemId, location_id: session.shop.stockLocationId, stocked_quantity: 2 }])
      const { data } = await completeCart(api, customer, cart.id)
      expect(data.type).toBe("order")
      expect(await myOrders(customer)).toEqual([data.order.id])
      expect(await stock(last)).toBe(0)
    })

    it("a checkout nobody retries is finished by the worker's job, and only that one", async () => {
      const customer = await shopper("interrupted.gone@example.com")
      const cart = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      const before = await stock(bicycle)
      const { data: first } = await completeCart(api, customer, cart.id)
      await interrupt(getContainer(), cart.id, first.order.id, { linked: true })
      const placed = await readyCart(api, customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity: 1 }])
      expect((await completeCart(api, customer, placed.id)).data.type).toBe("order")

      // Not yet settled (the dead request's lock may still run): left for a later run.
      expect(await finishInterruptedCheckouts(getContainer(), new Date(Date.now() - 60 * 60_000))).toEqual([])
      expect(await finishInterruptedCheckouts(getContainer(), new Date(Date.now() + 1000))).toEqual([cart.id])
      expect(await stock(bicycle)).toBe(before - 2)
      expect((await orderDetail(first.order.id)).payment_status).toBe("authorized")
      expect((await cartOf(cart.id, customer)).completed_at).not.toBeNull()
      // Nothing left to do: a second run finds nothing.
      expect(await finishInterruptedCheckouts(getContainer(), new Date(Date.now() + 1000))).toEqual([])
    })
  },
})
