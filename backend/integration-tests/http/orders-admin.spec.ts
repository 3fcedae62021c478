import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { available, completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"

jest.setTimeout(300_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let bicycle: Awaited<ReturnType<typeof createProduct>>

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      bicycle = await createProduct(getContainer(), session.shop, "Hike Trail 9", 18_500, 5)
    })

    const placeOrder = async (quantity = 1) => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bicycle.variantId, quantity }])
      return (await completeCart(api, session.customer, cart.id)).data.order as { id: string; metadata: Record<string, unknown> | null }
    }
    // "My orders" in the storefront: the customer's list, which carries the approval.
    const myOrder = async (id: string) => (await api.get("/store/orders?limit=100", session.customer)).data.orders.find((o: { id: string }) => o.id === id)
    const stock = () => available(getContainer(), bicycle.inventoryItemId, session.shop.stockLocationId).then(Number)

    describe("approving an order", () => {
      it("an admin approves a pending order; approving again changes nothing; the customer sees it approved", async () => {
        const order = await placeOrder()
        expect(order.metadata?.approved_at).toBeUndefined()

        const first = await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
        expect(first.data.order).toMatchObject({ id: order.id, status: "pending" })
        const approvedAt = first.data.order.metadata.approved_at
        expect(new Date(approvedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

        const second = await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
        expect(second.data.order.metadata.approved_at).toBe(approvedAt)

        expect((await myOrder(order.id)).metadata.approved_at).toBe(approvedAt)
      })

      it("a customer or a visitor cannot approve", async () => {
        const order = await placeOrder()
        for (const caller of [session.customer, session.visitor]) {
          expect((await failure(api.post(`/admin/orders/${order.id}/approve`, {}, caller))).status).toBe(401)
        }
        expect((await myOrder(order.id)).metadata?.approved_at).toBeUndefined()
      })

      it("a canceled order cannot be approved", async () => {
        const order = await placeOrder()
        await api.post(`/admin/orders/${order.id}/cancel`, {}, session.admin)
        const refusal = await failure(api.post(`/admin/orders/${order.id}/approve`, {}, session.admin))
        expect([refusal.status, refusal.data.message]).toEqual([409, "A canceled order cannot be approved"])
      })

      it("an unknown order is a 404", async () => {
        const refusal = await failure(api.post("/admin/orders/order_missing/approve", {}, session.admin))
        expect(refusal.status).toBe(404)
      })
    })

    describe("deleting an order", () => {
      it("cancels it, puts the stock back and hides it from the admin's and the customer's lists", async () => {
        const before = await stock()
        const order = await placeOrder(2)
        expect(await stock()).toBe(before - 2)

        const { data } = await api.delete(`/admin/orders/${order.id}`, session.admin)
        expect(data).toEqual({ id: order.id, object: "order", deleted: true })
        expect(await stock()).toBe(before)

        const adminList = await api.get("/admin/orders?limit=100", session.admin)
        expect(adminList.data.orders.map((o: { id: string }) => o.id)).not.toContain(order.id)
        const customerList = await api.get("/store/orders", session.customer)
        expect(customerList.data.orders.map((o: { id: string }) => o.id)).not.toContain(order.id)
        expect((await failure(api.get(`/admin/orders/${order.id}`, session.admin))).status).toBe(404)
      })

      it("a customer cannot delete an order, even their own", async () => {
        const order = await placeOrder()
        expect((await failure(api.delete(`/admin/orders/${order.id}`, session.customer))).status).toBe(401)
        expect((await api.get(`/store/orders/${order.id}`, session.customer)).data.order.id).toBe(order.id)
      })
    })

    describe("make admin", () => {
      const promote = (email: unknown, caller = session.admin) => api.post("/admin/make-admin", { email, role: "owner", confirm: true }, caller)
      const isAdmin = async (headers: Session["customer"]) => (await api.get("/store/customers/me/access", headers)).data.admin

      it("the customer becomes admin and opens the admin with the same email and password", async () => {
        expect(await isAdmin(session.customer)).toBe(false)
        // Medusa signs the password in, but the token opens no admin until a user is linked.
        const before = await api.post("/auth/user/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
        const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
        expect((await failure(api.get("/admin/users/me", bearer(before.data.token)))).status).toBe(401)

        const { data } = await promote(DEMO_CUSTOMER.email.toUpperCase())
        expect(data).toMatchObject({ created: true })
        expect(await isAdmin(session.customer)).toBe(true)

        const signedIn = await api.post("/auth/user/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
        const me = await api.get("/admin/users/me", bearer(signedIn.data.token))
        expect(me.data.user).toMatchObject({ id: data.user_id, email: DEMO_CUSTOMER.email })

        // Still the same customer in the storefront, and promoting again changes nothing.
        const customer = await api.post("/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
        expect(customer.data.token).toBeTruthy()
        expect((await promote(DEMO_CUSTOMER.email)).data).toEqual({ user_id: data.user_id, created: false, role: "owner" })
      })

      it("a customer calling it is refused and nobody is promoted", async () => {
        const key = session.visitor.headers["x-publishable-api-key"]
        const other = await registerCustomer(api, key, "hopeful@example.com")
        expect((await failure(promote("hopeful@example.com", other))).status).toBe(401)
        expect((await failure(promote("hopeful@example.com", session.visitor))).status).toBe(401)
        expect(await isAdmin(other)).toBe(false)
      })

      it.each([
        [undefined, 400, "email is required"],
        ["", 400, "email is required"],
        ["not-an-email", 400, "email must be a valid email address"],
        ["nobody@example.com", 404, "No one has signed in with the email nobody@example.com yet: they must register or sign in once first"],
      ])("refuses %p: %i %s", async (email, status, message) => {
        const refusal = await failure(promote(email))
        expect([refusal.status, refusal.data.message]).toEqual([status, message])
      })

      it("tells a visitor to sign in when asking whether they are an admin", async () => {
        expect((await failure(api.get("/store/customers/me/access", session.visitor))).status).toBe(401)
      })
    })
  },
})
