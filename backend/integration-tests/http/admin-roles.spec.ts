import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { messages } from "../../src/lib/messages"
import { SHOP_ROLES } from "../../src/lib/roles"
import { ownersNow } from "../../src/workflows/accounts/rules/last-owner"
import { compatMessages } from "../../src/compat/messages"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer, workflowsSettled } from "./helpers/checkout"

// Admin roles (issue 55): Medusa's RBAC (flag on by default) with the shop's three roles, checked
// on the shop's own routes (the backend's, the plugins', the compatibility API's, and through the
// storefront's admin token) as Medusa checks its own; "make admin" with a second confirmation, a
// role and an undo. Each role is tried as a stranger to what it may not do: 403 with the
// catalogue's message, and nothing written.
jest.setTimeout(300_000)

const PASSWORD = "a-long-password"
type Headers = { headers: Record<string, string> }
const bearer = (token: string): Headers => ({ headers: { authorization: `Bearer ${token}` } })

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    /** Each role's people: the admin user's token (password sign-in), the customer token, the storefront's admin token. */
    const people: Record<"staff" | "editor", { email: string; userId: string; user: Headers; customer: Headers; storefront: Headers }> = {} as never
    let bike: Awaited<ReturnType<typeof createProduct>>

    const status = async (request: Promise<unknown>) =>
      request.then(
        () => 200,
        (error: { response: { status: number } }) => error.response.status
      )
    /** A refusal by role: 403 with the catalogue's message. */
    const forbidden = async (request: Promise<unknown>) => {
      const refused = await failure(request)
      expect([refused.status, refused.data.message]).toEqual([403, messages.roleForbidden])
    }
    const customerHeaders = async (email: string) => {
      const { data } = await api.post("/auth/customer/emailpass", { email, password: PASSWORD })
      return { headers: { authorization: `Bearer ${data.token}`, "x-publishable-api-key": session.shop.publishableKey } }
    }
    const makeAdmin = (email: string, role: string, as: Headers = session.admin) => api.post("/admin/make-admin", { email, role, confirm: true }, as)
    const placeOrder = async () => {
      const cart = await readyCart(api, session.customer, session.shop.regionId, [{ variantId: bike.variantId, quantity: 1 }])
      return (await completeCart(api, session.customer, cart.id)).data.order as { id: string }
    }
    const offerNames = async () => ((await api.get("/admin/offers", session.admin)).data.offers as { name: string }[]).map((offer) => offer.name)
    const usersWithEmail = async (email: string) => getContainer().resolve(Modules.USER).listUsers({ email })

    /** An axios failure as a plain error (its own object cannot leave jest's worker). */
    const plain = (error: unknown) => {
      const response = (error as { response?: { status: number; data: unknown; config?: { url?: string } } }).response
      return response ? new Error(`${response.status} ${response.config?.url}: ${JSON.stringify(response.data)}`) : error
    }

    beforeAll(async () => {
      try {
        await setUp()
      } catch (error) {
        throw plain(error)
      }
    })

    const setUp = async () => {
      session = await signIn(getContainer(), api)
      bike = await createProduct(getContainer(), session.shop, "Role Play Bike", 15_000, 20)
      for (const [who, role] of [
        ["staff", "order_staff"],
        ["editor", "content_editor"],
      ] as const) {
        const email = `${who}.roles@example.com`
        await registerCustomer(api, session.shop.publishableKey, email)
        const { data } = await makeAdmin(email, role)
        const user = (await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token as string
        const customer = await customerHeaders(email)
        const storefront = (await api.post("/store/customers/me/admin-token", {}, customer)).data.token as string
        people[who] = { email, userId: data.user_id, user: bearer(user), customer, storefront: bearer(storefront) }
      }
    }

    describe("make admin", () => {
      it("needs the second confirmation and one of the three roles; without them nobody becomes an admin", async () => {
        const email = "maybe.admin@example.com"
        const customer = await registerCustomer(api, session.shop.publishableKey, email)
        const unconfirmed = await failure(api.post("/admin/make-admin", { email, role: "owner" }, session.admin))
        expect([unconfirmed.status, unconfirmed.data.message]).toEqual([400, messages.makeAdminConfirmRequired])
        const noRole = await failure(api.post("/admin/make-admin", { email, confirm: true }, session.admin))
        expect([noRole.status, noRole.data.message]).toEqual([400, messages.makeAdminRoleInvalid])
        const madeUp = await failure(api.post("/admin/make-admin", { email, role: "god", confirm: true }, session.admin))
        expect([madeUp.status, madeUp.data.message]).toEqual([400, messages.makeAdminRoleInvalid])
        expect(await usersWithEmail(email)).toEqual([])
        expect((await failure(api.post("/store/customers/me/admin-token", {}, customer))).status).toBe(403)
      })

      it("gives the chosen role: the list shows who was made, with their role, and the audit log records it", async () => {
        const { data } = await api.get("/admin/make-admin", session.admin)
        expect(data.admins).toEqual(
          expect.arrayContaining([
            { id: people.staff.userId, email: people.staff.email, made_at: expect.any(String), roles: ["order_staff"] },
            { id: people.editor.userId, email: people.editor.email, made_at: expect.any(String), roles: ["content_editor"] },
          ])
        )
        const audit = await api.get(`/admin/audit-log?action=admin.made&target_id=${people.staff.userId}`, session.admin)
        expect(audit.data.entries[0]).toMatchObject({ actor_type: "user", details: { email: people.staff.email, role: "order_staff" } })
        // Medusa's own view of the roles agrees.
        const roles = await api.get(`/admin/users/${people.editor.userId}/roles`, session.admin)
        expect(roles.data.roles.map((role: { id: string }) => role.id)).toEqual([SHOP_ROLES.content_editor.id])
      })

      it("is undone from the same screen: the sign-in no longer opens the admin, the old token is refused, the log records it", async () => {
        const email = "short.lived@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const { data: made } = await makeAdmin(email, "order_staff")
        const token = bearer((await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token)
        expect(await status(api.get("/admin/shop-orders", token))).toBe(200)

        // Strangers cannot undo it, nor can the order staff.
        expect((await failure(api.delete(`/admin/make-admin/${made.user_id}`, session.visitor))).status).toBe(401)
        expect((await failure(api.delete(`/admin/make-admin/${made.user_id}`, session.customer))).status).toBe(401)
        await forbidden(api.delete(`/admin/make-admin/${made.user_id}`, people.staff.user))
        expect((await usersWithEmail(email)).length).toBe(1)

        const { data } = await api.delete(`/admin/make-admin/${made.user_id}`, session.admin)
        expect(data).toEqual({ id: made.user_id, object: "admin", deleted: true })
        expect(await usersWithEmail(email)).toEqual([])
        expect((await api.get("/admin/make-admin", session.admin)).data.admins.map((admin: { id: string }) => admin.id)).not.toContain(made.user_id)
        // The old token is refused at once, on the shop's routes and Medusa's own (which read the roles in the token).
        for (const path of ["/admin/shop-orders", "/admin/orders", "/admin/users/me"]) {
          const refused = await failure(api.get(path, token))
          expect([path, refused.status, refused.data.message]).toEqual([path, 401, messages.adminSignInAgain])
        }
        expect((await failure(api.post("/store/customers/me/admin-token", {}, await customerHeaders(email)))).status).toBe(403)
        // The password still proves the person (Medusa answers with a token), but that token names no admin user.
        const signedIn = bearer((await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token)
        expect((await failure(api.get("/admin/users/me", signedIn))).status).toBe(401)
        const audit = await api.get(`/admin/audit-log?action=admin.removed&target_id=${made.user_id}`, session.admin)
        expect(audit.data.entries[0]).toMatchObject({ actor_type: "user", details: { email } })

        // Made again: a new admin, listed again.
        const again = await makeAdmin(email, "content_editor")
        expect(again.data.created).toBe(true)
      })

      it("a demoted admin's old token loses Medusa's routes at once; a new sign-in carries the new role", async () => {
        const email = "demoted.owner@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const { data: made } = await makeAdmin(email, "owner")
        const signInAs = async () => bearer((await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token)
        const old = await signInAs()
        expect(await status(api.get("/admin/products", old))).toBe(200)
        expect(await status(api.get("/admin/users", old))).toBe(200)

        await api.post(`/admin/users/${made.user_id}/roles`, { roles: [SHOP_ROLES.order_staff.id] }, session.admin)
        await api.delete(`/admin/users/${made.user_id}/roles`, { ...session.admin, data: { roles: [SHOP_ROLES.owner.id] } })
        for (const path of ["/admin/users", "/admin/orders", "/admin/make-admin"]) {
          const refused = await failure(api.get(path, old))
          expect([path, refused.status, refused.data.message]).toEqual([path, 401, messages.adminSignInAgain])
        }
        const fresh = await signInAs()
        expect(await status(api.get("/admin/orders", fresh))).toBe(200)
        await forbidden(api.get("/admin/make-admin", fresh))
        // An admin whose roles did not change keeps working with the same token.
        expect(await status(api.get("/admin/orders", people.staff.user))).toBe(200)
      })

      it("the compatibility API's PUT /shop/users/admin makes order staff, listed on the make-admin screen and undone there", async () => {
        const owner = (await api.post("/auth/customer/emailpass", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).data.token as string
        const compat = { headers: { authorization: `Bearar ${owner}` } }
        const email = "compat.made@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        expect((await api.put("/shop/users/admin", { email }, compat)).data).toEqual({ acknowledged: true, modifiedCount: 1 })
        const listed = (await api.get("/admin/make-admin", session.admin)).data.admins.find((admin: { email: string }) => admin.email === email)
        expect(listed).toEqual({ id: expect.any(String), email, made_at: expect.any(String), roles: ["order_staff"] })
        const token = bearer((await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token)
        expect(await status(api.get("/admin/shop-orders", token))).toBe(200)
        await forbidden(api.get("/admin/make-admin", token))

        // An existing admin keeps their role (and stays off the list if not made there).
        expect((await api.put("/shop/users/admin", { email: people.editor.email }, compat)).data).toEqual({ acknowledged: true, modifiedCount: 0 })
        const roles = await api.get(`/admin/users/${people.editor.userId}/roles`, session.admin)
        expect(roles.data.roles.map((role: { id: string }) => role.id)).toEqual([SHOP_ROLES.content_editor.id])

        expect((await api.delete(`/admin/make-admin/${listed.id}`, session.admin)).data).toEqual({ id: listed.id, object: "admin", deleted: true })
        expect(await usersWithEmail(email)).toEqual([])
      })

      it("removes only admins it made, never the caller", async () => {
        const me = (await api.get("/admin/users/me", session.admin)).data.user.id as string
        const seeded = await failure(api.delete(`/admin/make-admin/${me}`, session.admin))
        expect([seeded.status, seeded.data.message]).toEqual([404, messages.makeAdminNotMade(me)])

        const email = "second.owner@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const { data: made } = await makeAdmin(email, "owner")
        const owner = bearer((await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token)
        const self = await failure(api.delete(`/admin/make-admin/${made.user_id}`, owner))
        expect([self.status, self.data.message]).toEqual([400, messages.makeAdminNotYourself])
        expect((await usersWithEmail(email)).length).toBe(1)
      })
    })

    describe("order staff", () => {
      it("works on orders: the shop's list, papers and approval, and Medusa's orders", async () => {
        const order = await placeOrder()
        expect(await status(api.get("/admin/shop-orders", people.staff.user))).toBe(200)
        expect(await status(api.get(`/admin/shop-orders/${order.id}/invoice`, people.staff.user))).toBe(200)
        expect(await status(api.get("/admin/orders", people.staff.user))).toBe(200)
        await api.post(`/admin/orders/${order.id}/approve`, {}, people.staff.user)
        const { data } = await api.get(`/admin/orders/${order.id}?fields=metadata`, session.admin)
        expect(data.order.metadata?.approved_at).toEqual(expect.any(String))
      })

      it("cannot touch products, content, numbers, the audit log or admins: 403, nothing written", async () => {
        const products = (await api.get("/admin/products?limit=1", session.admin)).data.count
        await forbidden(api.post("/admin/shop-products", { title: "Sneaky" }, people.staff.user))
        await forbidden(api.post("/admin/offers", { name: "Staff sale", url: "/shop" }, people.staff.user))
        await forbidden(api.post("/admin/category-menus", { name: "Staff menu" }, people.staff.user))
        await forbidden(api.get("/admin/news", people.staff.user))
        await forbidden(api.get("/admin/shop-stats", people.staff.user))
        await forbidden(api.get("/admin/audit-log", people.staff.user))
        await forbidden(api.get("/admin/make-admin", people.staff.user))
        await forbidden(makeAdmin("staff.friend@example.com", "owner", people.staff.user))
        // Medusa's own product write: its own 403.
        expect((await failure(api.post("/admin/products", { title: "Sneaky" }, people.staff.user))).status).toBe(403)

        expect((await api.get("/admin/products?limit=1", session.admin)).data.count).toBe(products)
        expect(await offerNames()).not.toContain("Staff sale")
        expect(await usersWithEmail("staff.friend@example.com")).toEqual([])
      })

      it("is held to the same limits through the storefront's admin token and the compatibility API", async () => {
        await forbidden(api.post("/admin/offers", { name: "Proxy sale", url: "/shop" }, people.staff.storefront))
        expect(await status(api.get("/admin/shop-orders", people.staff.storefront))).toBe(200)
        expect(await status(api.get("/shop/orders", people.staff.customer))).toBe(200)
        // Another customer's orders through the "own or admin" route: order staff may read them.
        expect(await status(api.get(`/shop/orders/${DEMO_CUSTOMER.email}`, people.staff.customer))).toBe(200)
        await forbidden(api.post("/shop/offers", { name: "Compat sale", url: "/shop" }, people.staff.customer))
        await forbidden(api.put("/shop/users/admin", { email: "staff.friend@example.com" }, people.staff.customer))
        expect(await offerNames()).not.toEqual(expect.arrayContaining(["Proxy sale"]))
        expect(await offerNames()).not.toEqual(expect.arrayContaining(["Compat sale"]))
        expect(await usersWithEmail("staff.friend@example.com")).toEqual([])
      })
    })

    describe("content editor", () => {
      it("edits content and reads the catalogue", async () => {
        await api.post("/admin/offers", { name: "Editor sale", url: "/shop" }, people.editor.user)
        expect(await offerNames()).toContain("Editor sale")
        expect(await status(api.post("/admin/category-menus", { name: "Editor menu" }, people.editor.user))).toBe(200)
        expect(await status(api.get("/admin/news", people.editor.user))).toBe(200)
        expect(await status(api.get("/admin/shop-products", people.editor.user))).toBe(200)
        expect(await status(api.post("/shop/offers", { name: "Editor compat sale", url: "/shop" }, people.editor.customer))).toBe(200)
      })

      it("cannot open an order export (customers' addresses) even knowing its key, which holds a random part", async () => {
        await api.post("/admin/orders/export", {}, people.staff.user)
        await workflowsSettled(getContainer())
        const [notice] = (await getContainer()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ channel: "feed" }, { order: { created_at: "DESC" } })) as unknown as { data: { file?: { url: string } } }[]
        const address = new URL(notice.data.file!.url).pathname
        expect(address).toMatch(/^\/admin\/private-files\/private-\d+-\d+-[0-9a-f]{32}-order-exports\.csv$/)
        expect(await status(api.get(address, people.staff.user))).toBe(200)
        expect(await status(api.get(address, session.admin))).toBe(200)
        for (const editor of [people.editor.user, people.editor.storefront]) await forbidden(api.get(address, editor))
        // HEAD is a GET without its body: refused alike.
        expect(await status(api.head(address, people.editor.user))).toBe(403)
      })

      it("cannot see or work on orders, nor make admins: 403, nothing written", async () => {
        const order = await placeOrder()
        await forbidden(api.get("/admin/shop-orders", people.editor.user))
        await forbidden(api.get(`/admin/shop-orders/${order.id}/invoice`, people.editor.user))
        await forbidden(api.post(`/admin/orders/${order.id}/approve`, {}, people.editor.user))
        await forbidden(api.post(`/admin/orders/${order.id}/approve`, {}, people.editor.storefront))
        await forbidden(api.get("/shop/orders", people.editor.customer))
        // Nor another customer's orders or profile through the "own or admin" routes (their own words: only your own).
        for (const path of [`/shop/orders/${DEMO_CUSTOMER.email}`, `/shop/users/${DEMO_CUSTOMER.email}`]) {
          const refused = await failure(api.get(path, people.editor.customer))
          expect([refused.status, refused.data.message]).toEqual([403, compatMessages.onlyYourOwnAccount])
        }
        expect(await status(api.get(`/shop/orders/${people.editor.email}`, people.editor.customer))).toBe(200)
        await forbidden(api.put("/shop/orders", { _id: order.id }, people.editor.customer))
        expect((await failure(api.get("/admin/orders", people.editor.user))).status).toBe(403)
        await forbidden(makeAdmin("editor.friend@example.com", "owner", people.editor.user))
        await forbidden(api.get("/admin/audit-log", people.editor.user))

        const { data } = await api.get(`/admin/orders/${order.id}?fields=metadata`, session.admin)
        expect(data.order.metadata?.approved_at ?? null).toBeNull()
        expect(await usersWithEmail("editor.friend@example.com")).toEqual([])
      })
    })

    describe("owner", () => {
      it("may do everything: orders, content, numbers, audit log, admins", async () => {
        const order = await placeOrder()
        expect(await status(api.post(`/admin/orders/${order.id}/approve`, {}, session.admin))).toBe(200)
        expect(await status(api.post("/admin/offers", { name: "Owner sale", url: "/shop" }, session.admin))).toBe(200)
        expect(await status(api.get("/admin/shop-stats", session.admin))).toBe(200)
        expect(await status(api.get("/admin/audit-log", session.admin))).toBe(200)
        expect(await status(api.get("/admin/make-admin", session.admin))).toBe(200)
      })
    })

    describe("deleting a role", () => {
      it("takes its policies off first, so a role that holds some is deleted (Medusa 2.21.2 alone answers 404); order staff may not", async () => {
        const rbac = getContainer().resolve(Modules.RBAC)
        const [policy] = await rbac.listRbacPolicies({ key: "news:read" })
        const { data } = await api.post("/admin/rbac/roles", { name: "Night shift", policy_ids: [policy.id] }, session.admin)
        const roleId = data.role.id as string
        expect((await rbac.listRbacRolePolicies({ role_id: roleId })).length).toBe(1)

        expect((await failure(api.delete(`/admin/rbac/roles/${roleId}`, people.staff.user))).status).toBe(403)
        expect((await rbac.listRbacRoles({ id: roleId })).length).toBe(1)
        expect((await rbac.listRbacRolePolicies({ role_id: roleId })).length).toBe(1)

        expect((await api.delete(`/admin/rbac/roles/${roleId}`, session.admin)).data).toEqual({ id: roleId, object: "rbac_role", deleted: true })
        expect(await rbac.listRbacRoles({ id: roleId })).toEqual([])
        expect(await rbac.listRbacRolePolicies({ role_id: roleId })).toEqual([])
        // The policy itself stays for the other roles.
        expect((await rbac.listRbacPolicies({ id: policy.id })).length).toBe(1)
        const unknown = await failure(api.delete("/admin/rbac/roles/role_nothing", session.admin))
        expect([unknown.status, unknown.data.message]).toEqual([404, messages.roleInUseOrMissing("role_nothing")])
      })
    })

    describe("strangers", () => {
      it("a visitor and a customer reach no admin route and the compatibility API's admin routes refuse them as before", async () => {
        for (const caller of [session.visitor, session.customer]) {
          expect((await failure(api.get("/admin/make-admin", caller))).status).toBe(401)
          expect((await failure(api.post("/admin/make-admin", { email: "x@example.com", role: "owner", confirm: true }, caller))).status).toBe(401)
        }
        expect((await failure(api.get("/shop/orders", session.visitor))).status).toBe(401)
        const customer = await failure(api.get("/shop/orders", session.customer))
        expect([customer.status, customer.data.message]).toEqual([403, compatMessages.adminsOnly])
        expect(await usersWithEmail("x@example.com")).toEqual([])
      })
    })

    // Last: it takes the owner role off every other owner.
    describe("the last owner", () => {
      it("cannot be demoted or removed, not even by themselves: 400 with the catalogue's message; another owner can", async () => {
        const me = (await api.get("/admin/users/me", session.admin)).data.user.id as string
        const email = "last.owner@example.com"
        await registerCustomer(api, session.shop.publishableKey, email)
        const { data: other } = await makeAdmin(email, "owner")
        // Two owners or more: one may lose the role.
        for (const owner of (await ownersNow(getContainer())).filter((id) => id !== me)) {
          expect(await status(api.delete(`/admin/users/${owner}/roles`, { ...session.admin, data: { roles: [SHOP_ROLES.owner.id] } }))).toBe(200)
        }
        expect(await ownersNow(getContainer())).toEqual([me])
        const lastOwner = async (request: Promise<unknown>) => {
          const refused = await failure(request)
          expect([refused.status, refused.data.message]).toEqual([400, messages.lastOwner])
        }
        await lastOwner(api.delete(`/admin/users/${me}/roles`, { ...session.admin, data: { roles: [SHOP_ROLES.owner.id] } }))
        await lastOwner(api.delete(`/admin/users/${me}/roles/${SHOP_ROLES.owner.id}`, session.admin))
        await lastOwner(api.delete(`/admin/users/${me}`, session.admin))
        await lastOwner(makeAdmin(DEMO_ADMIN.email, "content_editor"))
        expect(await ownersNow(getContainer())).toEqual([me])
        expect(await status(api.get("/admin/make-admin", session.admin))).toBe(200)
        // The made admin, no longer an owner, can be removed as before.
        expect(await status(api.delete(`/admin/make-admin/${other.user_id}`, session.admin))).toBe(200)
      })
    })
  },
})
