import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { messages } from "../../src/lib/messages"
import { AUDIT_LOG_MODULE } from "../../src/modules/audit-log"
import { AUDIT_ACTIONS } from "../../src/workflows/audit/rules/actions"
import { MAX_AUDIT_LIMIT, MAX_AUDIT_OFFSET } from "../../src/workflows/audit/validators"
import { DEMO_ADMIN } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer } from "./helpers/checkout"
import { compatCallers } from "./helpers/compat"

// The audit log (issue 55): who approved, shipped, delivered, canceled, changed a price or stock,
// made an admin, and when; read by admins through GET /admin/audit-log, changed by nobody.
jest.setTimeout(300_000)

/** Over Node's header limit: refused before anything reads it. */
const ONE_MB = "x".repeat(1024 * 1024)

type Entry = {
  id: string
  actor_type: string | null
  actor_id: string | null
  actor_email: string | null
  action: string
  target_type: string
  target_id: string
  details: Record<string, unknown> | null
  created_at: string
}
type Page = { entries: Entry[]; count: number; limit: number; offset: number }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let adminId: string
    let bike: Awaited<ReturnType<typeof createProduct>>

    const log = async (query = "", caller: { headers: Record<string, string> } = session.admin): Promise<Page> =>
      (await api.get(`/admin/audit-log${query}`, caller)).data as Page
    const entriesFor = async (action: string, targetId: string) => (await log(`?action=${action}&target_id=${targetId}`)).entries
    /** Subscribers write after the answer: wait for the entry. */
    const eventually = async (read: () => Promise<Entry[]>) => {
      for (let tries = 0; tries < 100; tries++) {
        const entries = await read()
        if (entries.length) return entries
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      return read()
    }
    const placeOrder = async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bike.variantId, quantity: 1 }])
      return (await completeCart(api, session.customer, cart.id)).data.order as { id: string }
    }
    const byTheAdmin = (entry: Entry) => {
      expect(entry).toMatchObject({ actor_type: "user", actor_id: adminId, actor_email: DEMO_ADMIN.email })
      expect(Date.now() - new Date(entry.created_at).getTime()).toBeLessThan(120_000)
    }

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      adminId = (await api.get("/admin/users/me", session.admin)).data.user.id
      bike = await createProduct(getContainer(), session.shop, "Audit Trail Bike", 12_000, 10)
    })

    it("approving, shipping and delivering an order: each is recorded with the admin and the time", async () => {
      const order = await placeOrder()
      const before = Date.now()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      // A repeated approval changes nothing and records nothing.
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${order.id}/ship`, { courier: "Pathao", tracking_number: "PX-77" }, session.admin)
      await api.post(`/admin/orders/${order.id}/deliver`, {}, session.admin)

      const approved = await entriesFor("order.approved", order.id)
      expect(approved).toHaveLength(1)
      byTheAdmin(approved[0])
      expect(approved[0].target_type).toBe("order")
      expect(new Date(approved[0].created_at).getTime()).toBeGreaterThanOrEqual(before - 1000)

      const [shipped] = await entriesFor("order.shipped", order.id)
      byTheAdmin(shipped)
      expect(shipped.details).toEqual({ courier: "Pathao", tracking_number: "PX-77" })
      byTheAdmin((await entriesFor("order.delivered", order.id))[0])

      // Newest first; the filters by target and by time find them.
      const all = await log(`?target_id=${order.id}`)
      expect(all.entries.map((entry) => entry.action)).toEqual(["order.delivered", "order.shipped", "order.approved"])
      expect((await log(`?target_id=${order.id}&since=${new Date(Date.now() + 60_000).toISOString()}`)).count).toBe(0)
      expect((await log(`?target_id=${order.id}&until=${new Date(before - 60_000).toISOString()}`)).count).toBe(0)
      expect((await log(`?target_id=${order.id}&limit=1&offset=1`)).entries.map((entry) => entry.action)).toEqual(["order.shipped"])
    })

    it("canceling an order through Medusa's admin route is recorded with the admin", async () => {
      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/cancel`, {}, session.admin)
      byTheAdmin((await entriesFor("order.canceled", order.id))[0])
    })

    it("a price changed through Medusa's admin route is recorded with the admin and the new price; other edits are not", async () => {
      await api.post(`/admin/products/${bike.productId}/variants/${bike.variantId}`, { title: "Audit Trail Bike (blue)" }, session.admin)
      expect(await entriesFor("price.changed", bike.variantId)).toEqual([])

      await api.post(`/admin/products/${bike.productId}/variants/${bike.variantId}`, { prices: [{ amount: 11_500, currency_code: "bdt" }] }, session.admin)
      const [entry] = await entriesFor("price.changed", bike.variantId)
      byTheAdmin(entry)
      expect(entry.details).toMatchObject({ product_id: bike.productId, prices: [{ amount: 11_500, currency_code: "bdt" }] })
    })

    it("prices set through Medusa's product update (POST /admin/products/:id, its batch) are recorded with the old and new amount", async () => {
      const current = async () =>
        (await api.get(`/admin/products/${bike.productId}/variants/${bike.variantId}?fields=prices.amount,prices.currency_code`, session.admin)).data.variant
          .prices[0].amount as number
      const old = await current()
      const withPrevious = async () =>
        (await entriesFor("price.changed", bike.variantId)).filter((entry) => entry.details && "previous_prices" in entry.details)

      await api.post(
        `/admin/products/${bike.productId}`,
        { variants: [{ id: bike.variantId, prices: [{ amount: 11_000, currency_code: "bdt" }] }] },
        session.admin
      )
      const [entry] = await withPrevious()
      byTheAdmin(entry)
      expect(entry.details).toEqual({
        product_id: bike.productId,
        previous_prices: [{ amount: old, currency_code: "bdt" }],
        prices: [{ amount: 11_000, currency_code: "bdt" }],
      })
      // A product update without prices records no price change.
      await api.post(`/admin/products/${bike.productId}`, { subtitle: "No price here" }, session.admin)
      expect(await withPrevious()).toHaveLength(1)

      await api.post(
        "/admin/products/batch",
        { update: [{ id: bike.productId, variants: [{ id: bike.variantId, prices: [{ amount: 10_900, currency_code: "bdt" }] }] }] },
        session.admin
      )
      const entries = await withPrevious()
      expect(entries).toHaveLength(2)
      byTheAdmin(entries[0])
      expect(entries[0].details).toMatchObject({
        previous_prices: [{ amount: 11_000, currency_code: "bdt" }],
        prices: [{ amount: 10_900, currency_code: "bdt" }],
      })
      expect(await current()).toBe(10_900)
    })

    it("stock changed through Medusa's admin route is recorded with the new count and the admin who set it", async () => {
      const { data } = await api.get(`/admin/inventory-items/${bike.inventoryItemId}/location-levels`, session.admin)
      const levelId = data.inventory_levels[0].id as string
      await api.post(`/admin/inventory-items/${bike.inventoryItemId}/location-levels/${session.shop.stockLocationId}`, { stocked_quantity: 7 }, session.admin)
      const entries = await eventually(async () => (await entriesFor("stock.changed", levelId)).filter((entry) => entry.details?.stocked_quantity === 7))
      expect(entries).toHaveLength(1)
      byTheAdmin(entries[0])
      expect(entries[0]).toMatchObject({
        target_type: "inventory_level",
        details: { inventory_item_id: bike.inventoryItemId, location_id: session.shop.stockLocationId },
      })
    })

    it("stock set by a script (no request, no caller) is recorded without an actor", async () => {
      const { updateInventoryLevelsWorkflow } = await import("@medusajs/medusa/core-flows")
      await updateInventoryLevelsWorkflow(getContainer()).run({
        input: { updates: [{ inventory_item_id: bike.inventoryItemId, location_id: session.shop.stockLocationId, stocked_quantity: 9 }] },
      })
      const { data } = await api.get(`/admin/inventory-items/${bike.inventoryItemId}/location-levels`, session.admin)
      const levelId = data.inventory_levels[0].id as string
      const entries = await eventually(async () => (await entriesFor("stock.changed", levelId)).filter((entry) => entry.details?.stocked_quantity === 9))
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ actor_type: null, actor_id: null, actor_email: null })
    })

    it("making an admin is recorded with the admin who did it", async () => {
      await registerCustomer(api, session.shop.publishableKey, "rider.audit@example.com")
      const { data } = await api.post("/admin/make-admin", { email: "rider.audit@example.com", role: "order_staff", confirm: true }, session.admin)
      const [entry] = await entriesFor("admin.made", data.user_id)
      byTheAdmin(entry)
      expect(entry.details).toMatchObject({ email: "rider.audit@example.com", created: true, role: "order_staff" })
    })

    it("a refund through Medusa's admin route is recorded with the admin who made it", async () => {
      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      await api.post(`/admin/orders/${order.id}/ship`, { courier: "Pathao" }, session.admin)
      // Delivered: bd-commerce captures the cash on delivery.
      await api.post(`/admin/orders/${order.id}/deliver`, {}, session.admin)
      const paymentOf = async () => {
        const { data } = await api.get(
          `/admin/orders/${order.id}?fields=payment_collections.payments.id,payment_collections.payments.captured_at`,
          session.admin
        )
        return (data.order.payment_collections as { payments: { id: string; captured_at: string | null }[] }[])[0].payments[0]
      }
      for (let tries = 0; tries < 100 && !(await paymentOf()).captured_at; tries++) await new Promise((resolve) => setTimeout(resolve, 200))
      const payment = await paymentOf()
      await api.post(`/admin/payments/${payment.id}/refund`, { amount: 1_000 }, session.admin)

      const [entry] = await eventually(() => entriesFor("payment.refunded", payment.id))
      byTheAdmin(entry)
      expect(entry.details).toMatchObject({ amount: 1_000, currency_code: "bdt" })
    })

    it("content edits through the admin routes are recorded with the admin; a refused edit is not", async () => {
      const created = await api.post("/admin/category-menus", { name: "Audited" }, session.admin)
      const menuId = created.data.category_menu.id as string
      await failure(api.post("/admin/category-menus", { name: "" }, session.admin))
      await api.delete(`/admin/category-menus/${menuId}`, session.admin)

      const entries = await eventually(async () => {
        const found = await entriesFor("content.changed", menuId)
        return found.length >= 2 ? found : []
      })
      expect(entries.map((entry) => entry.details?.method)).toEqual(["DELETE", "POST"])
      entries.forEach(byTheAdmin)
      expect(entries[0]).toMatchObject({ target_type: "category-menus", target_id: menuId })
      // The refused one: only these two content entries exist.
      expect((await log("?action=content.changed")).count).toBe(2)
    })

    it("content written through the compatibility API is recorded with the admin behind its token; a customer's refused write is not", async () => {
      const { admin: compat, customer } = await compatCallers(api, session)
      const offer = (await api.post("/shop/offers", { name: "Audited fest", url: "/shop" }, compat)).data.insertedId as string
      await api.delete(`/shop/offers/${offer}`, compat)
      const menu = (await api.post("/shop/menus", { name: "Audited compat" }, compat)).data.insertedId as string
      await api.put(`/shop/menus/${menu}`, { name: "Hardtail" }, compat)
      await api.put("/shop/menus", { menuId: menu, subText: "Hardtail" }, compat)
      await api.delete(`/shop/menus/${menu}`, compat)
      await failure(api.post("/shop/offers", { name: "Not an admin", url: "/shop" }, customer))

      const offers = await eventually(async () => {
        const found = await entriesFor("content.changed", offer)
        return found.length >= 2 ? found : []
      })
      expect(offers.map((entry) => [entry.target_type, entry.details?.method])).toEqual([
        ["offers", "DELETE"],
        ["offers", "POST"],
      ])
      offers.forEach(byTheAdmin)
      const menus = await eventually(async () => {
        const found = await entriesFor("content.changed", menu)
        return found.length >= 4 ? found : []
      })
      expect(menus.map((entry) => [entry.target_type, entry.details?.method, entry.details?.path])).toEqual([
        ["category-menus", "DELETE", `/shop/menus/${menu}`],
        ["category-menus", "PUT", "/shop/menus"],
        ["category-menus", "PUT", `/shop/menus/${menu}`],
        ["category-menus", "POST", "/shop/menus"],
      ])
      menus.forEach(byTheAdmin)
      const all = (await log("?action=content.changed&limit=100")).entries
      expect(all.filter((entry) => entry.details?.path === "/shop/offers")).toHaveLength(1)
    })

    it("a price list (the shop's sale prices) written through Medusa's admin route is recorded as a price change", async () => {
      const { data } = await api.post(
        "/admin/price-lists",
        {
          title: "Audit sale",
          description: "Ten percent off",
          type: "sale",
          status: "draft",
          prices: [{ variant_id: bike.variantId, amount: 10_800, currency_code: "bdt" }],
        },
        session.admin
      )
      const [entry] = await eventually(() => entriesFor("price.changed", data.price_list.id))
      byTheAdmin(entry)
      expect(entry).toMatchObject({ target_type: "price-lists", details: { method: "POST", path: "/admin/price-lists" } })
    })

    it("nobody can write or change the log: no route writes it, the module and the database refuse", async () => {
      const order = await placeOrder()
      await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
      const before = await log()
      const [entry] = before.entries

      for (const path of ["/admin/audit-log", `/admin/audit-log/${entry.id}`]) {
        for (const method of ["post", "put", "patch", "delete"] as const) {
          const send =
            method === "delete" ? api.delete(path, session.admin) : api[method](path, { action: "order.approved", actor_id: "user_forged" }, session.admin)
          expect([404, 405]).toContain((await failure(send)).status)
        }
      }

      // What code could call on the module: Medusa's generated update and delete, replaced by a refusal.
      const module = getContainer().resolve(AUDIT_LOG_MODULE) as Record<"updateAuditEntries" | "deleteAuditEntries", (data: unknown) => Promise<unknown>>
      await expect(module.updateAuditEntries({ id: entry.id, actor_id: "user_forged" })).rejects.toThrow("The audit log cannot be changed")
      await expect(module.deleteAuditEntries([entry.id])).rejects.toThrow("The audit log cannot be changed")
      const db = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      await expect(db.raw(`update audit_entry set actor_id = 'user_forged' where id = ?`, [entry.id])).rejects.toThrow("The audit log cannot be changed")
      await expect(db.raw(`delete from audit_entry where id = ?`, [entry.id])).rejects.toThrow("The audit log cannot be changed")
      await expect(db.raw(`update audit_entry set deleted_at = now()`)).rejects.toThrow("The audit log cannot be changed")

      expect(await log()).toEqual(before)
    })

    it("a visitor and a customer cannot read it", async () => {
      for (const caller of [session.visitor, session.customer]) {
        const refusal = await failure(api.get("/admin/audit-log", caller))
        expect([401, 403]).toContain(refusal.status)
        expect(JSON.stringify(refusal.data)).not.toContain("order.")
      }
    })

    it("junk in the query is a 400 with a readable message, never a 5xx", async () => {
      // Paging numbers that are not whole numbers from 0 up are refused by the shop's input guard
      // on every route (its own words); the rest by the log's own rules.
      const paging = ["?limit=-1", "?limit=1.5", "?offset=-1", "?limit=99999999999999999999"]
      for (const query of paging) {
        const refusal = await failure(api.get(`/admin/audit-log${query}`, session.admin))
        expect([query, refusal.status]).toEqual([query, 400])
        expect(refusal.data.message).toMatch(/limit|offset/)
      }
      const cases: [string, string][] = [
        ["?limit=0", messages.auditLimitInvalid(MAX_AUDIT_LIMIT)],
        [`?limit=${MAX_AUDIT_LIMIT + 1}`, messages.auditLimitInvalid(MAX_AUDIT_LIMIT)],
        ["?limit=ten", messages.auditLimitInvalid(MAX_AUDIT_LIMIT)],
        [`?offset=${MAX_AUDIT_OFFSET + 1}`, messages.auditOffsetInvalid(MAX_AUDIT_OFFSET)],
        ["?action=ORDER.APPROVED", messages.auditActionInvalid(AUDIT_ACTIONS)],
        ["?action=order.approved&action=order.shipped", messages.auditActionInvalid(AUDIT_ACTIONS)],
        ["?target_id=order'%20or%201=1", messages.auditTargetInvalid],
        ["?since=yesterday", messages.auditDateInvalid("since")],
        ["?until=2026-13-45", messages.auditDateInvalid("until")],
        ["?since=2026-12-05&until=2026-12-01", messages.auditRangeInvalid],
        ["?actor_id=user_1", messages.auditQueryUnknown],
      ]
      for (const [query, message] of cases) {
        const refusal = await failure(api.get(`/admin/audit-log${query}`, session.admin))
        expect([query, refusal.status, refusal.data.message]).toEqual([query, 400, message])
      }
      for (const query of ["?target_id=%00", `?target_id=${ONE_MB}`]) {
        const refusal = await failure(api.get(`/admin/audit-log${query}`, session.admin))
        expect(refusal.status).toBeGreaterThanOrEqual(400)
        expect(refusal.status).toBeLessThan(500)
      }
      // Any letter case of the address is the same route: still admins only.
      expect([401, 403, 404]).toContain((await failure(api.get("/ADMIN/AUDIT-LOG", session.visitor))).status)
    })
  },
})
