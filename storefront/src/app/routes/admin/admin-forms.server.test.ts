// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { json } from "../../../testing/backend"
import { adminBackend, answered, post, run } from "../../../features/admin/api/test-admin-actions"
import { MAKE_ADMIN, REMOVE_ADMIN } from "../../../features/admin/make-admin/forms"
import { ORDER_INTENTS } from "../../../features/admin/orders/forms"
import { action as makeAdminAction } from "./make-admin"
import { action as manageOrderAction } from "./manage-order"

registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

describe("an admin form's post (features/admin/api/admin-action.server.ts)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("makes a customer an admin with the admin's user token, and says so in the page's language", async () => {
    const { writes } = adminBackend({ "/admin/make-admin": () => json({ user_id: "user_1", created: true }) })
    expect(
      answered(await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: " karim@example.com ", role: "order_staff", confirm: "yes" })))
    ).toEqual({
      status: 200,
      intent: MAKE_ADMIN,
      done: en.toasts.makeAdmin,
    })
    expect(writes).toEqual([
      { method: "POST", path: "/admin/make-admin", body: { email: "karim@example.com", role: "order_staff", confirm: true }, auth: "Bearer user-token" },
    ])
    const bangla = answered(
      await run(makeAdminAction, post("/bn/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", role: "owner", confirm: "yes" }))
    )
    expect(bangla.done).toBe(bn.toasts.makeAdmin)
  })

  it("refuses an email that is none next to its field (400), without calling the backend", async () => {
    const { writes } = adminBackend({ "/admin/make-admin": () => json({}) })
    const answer = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "not-an-email", role: "owner", confirm: "yes" })))
    expect(answer).toMatchObject({ status: 400, intent: MAKE_ADMIN, fields: { email: en.adminMakeAdmin.emailInvalid }, values: { email: "not-an-email" } })
    expect(writes).toEqual([])
  })

  it("makes nobody an admin without the second step's confirmation or a role (400), without calling the backend", async () => {
    const { writes } = adminBackend({ "/admin/make-admin": () => json({}) })
    const unconfirmed = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", role: "owner" })))
    expect(unconfirmed).toMatchObject({ status: 400, error: en.adminArea.notAForm })
    const noRole = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", confirm: "yes" })))
    expect(noRole).toMatchObject({ status: 400, fields: { role: en.adminMakeAdmin.roleRequired } })
    expect(writes).toEqual([])
  })

  it("removes an admin made here (DELETE /admin/make-admin/:id) and says so", async () => {
    const { writes } = adminBackend({ "/admin/make-admin/user_karim": () => json({ id: "user_karim", object: "admin", deleted: true }) })
    const answer = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: REMOVE_ADMIN, id: "user_karim" })))
    expect(answer).toEqual({ status: 200, intent: REMOVE_ADMIN, id: "user_karim", done: en.toasts.removeAdmin })
    expect(writes).toEqual([{ method: "DELETE", path: "/admin/make-admin/user_karim", body: undefined, auth: "Bearer user-token" }])
  })

  it("says the backend's refusal in its words with its status (an unknown email: 404), the email kept", async () => {
    adminBackend({ "/admin/make-admin": () => json({ type: "not_found", message: "There is no customer with the email nobody@example.com" }, 404) })
    const answer = answered(
      await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "nobody@example.com", role: "owner", confirm: "yes" }))
    )
    expect(answer).toMatchObject({ status: 404, error: "There is no customer with the email nobody@example.com", values: { email: "nobody@example.com" } })
  })

  it("answers the shop's own words (502) when the backend fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    adminBackend({ "/admin/make-admin": () => json({ message: "database down" }, 500) })
    const answer = answered(
      await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", role: "owner", confirm: "yes" }))
    )
    expect(answer).toMatchObject({ status: 502, error: en.auth.networkError })
  })

  it("refuses a customer who is no admin (403, the backend's words) before reading the form", async () => {
    const { writes } = adminBackend({ "/admin/make-admin": () => json({}) }, () => json({ message: "Only admins may do this" }, 403))
    const answer = answered(
      await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", role: "owner", confirm: "yes" }))
    )
    expect(answer).toMatchObject({ status: 403, error: "Only admins may do this" })
    expect(writes).toEqual([])
  })

  it("sends a signed-out post to log in, and back to the page (303)", async () => {
    adminBackend({}, () => json({ message: "Unauthorized" }, 401))
    const result = await run(
      makeAdminAction,
      post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com", role: "owner", confirm: "yes" })
    ).catch((thrown: unknown) => thrown)
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(303)
    expect((result as Response).headers.get("location")).toBe("/log-in?returnTo=%2Fadmin%2Fmake-admin")
  })

  it("refuses a form posted from another site's page (403) and a form that is none of the page's (400)", async () => {
    const { writes } = adminBackend({ "/admin/make-admin": () => json({}) })
    const elsewhere = answered(
      await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "karim@example.com" }, { origin: "https://evil.test" }))
    )
    expect(elsewhere).toMatchObject({ status: 403, error: en.adminArea.notFromShop })
    const unknown = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: "drop-tables" })))
    expect(unknown).toMatchObject({ status: 400, error: en.adminArea.notAForm })
    expect(writes).toEqual([])
  })

  it("refuses a body larger than its form can be (413) before reading it", async () => {
    adminBackend({ "/admin/make-admin": () => json({}) })
    const answer = answered(await run(makeAdminAction, post("/admin/make-admin", { intent: MAKE_ADMIN, email: "x".repeat(300 * 1024) })))
    expect(answer).toMatchObject({ status: 413, error: en.adminArea.formTooLarge })
  })
})

describe("an order's forms (routes/admin/manage-order.tsx's action)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  const order = (intent: string, fields: Record<string, string> = {}) => post("/admin/manage-order", { intent, id: "order_2", ...fields })

  it("approves, ships with the courier and tracking number, delivers and deletes, each saying so", async () => {
    const { writes } = adminBackend({
      "/admin/orders/order_2/approve": () => json({ order: { id: "order_2" } }),
      "/admin/orders/order_2/ship": () => json({ order: { id: "order_2" } }),
      "/admin/orders/order_2/deliver": () => json({ order: { id: "order_2" } }),
      "/admin/orders/order_2": () => json({ id: "order_2", deleted: true }),
    })
    expect(answered(await run(manageOrderAction, order(ORDER_INTENTS.approve)))).toEqual({
      status: 200,
      intent: "approve",
      id: "order_2",
      done: en.toasts.orderApproved,
    })
    expect(answered(await run(manageOrderAction, order(ORDER_INTENTS.ship, { courier: " Steadfast ", tracking_number: "" }))).done).toBe(en.toasts.orderShipped)
    expect(answered(await run(manageOrderAction, order(ORDER_INTENTS.deliver))).done).toBe(en.toasts.orderDelivered)
    expect(answered(await run(manageOrderAction, order(ORDER_INTENTS.delete))).done).toBe(en.toasts.orderDeleted)
    expect(writes.map(({ method, path, body }) => [method, path, body])).toEqual([
      ["POST", "/admin/orders/order_2/approve", undefined],
      ["POST", "/admin/orders/order_2/ship", { courier: "Steadfast" }],
      ["POST", "/admin/orders/order_2/deliver", undefined],
      ["DELETE", "/admin/orders/order_2", undefined],
    ])
  })

  it("refuses a courier longer than the backend takes next to its field, and a shipped order's Delete in the backend's words (409)", async () => {
    const { writes } = adminBackend({ "/admin/orders/order_2": () => json({ message: "A shipped order cannot be deleted" }, 409) })
    const long = answered(await run(manageOrderAction, order(ORDER_INTENTS.ship, { courier: "x".repeat(61) })))
    expect(long).toMatchObject({ status: 400, intent: "ship", id: "order_2", fields: { courier: en.adminOrders.tooLong(60) } })
    const shipped = answered(await run(manageOrderAction, order(ORDER_INTENTS.delete)))
    expect(shipped).toMatchObject({ status: 409, error: "A shipped order cannot be deleted" })
    expect(writes.map(({ path }) => path)).toEqual(["/admin/orders/order_2"])
  })

  it("refuses an order's form without the order (400)", async () => {
    adminBackend({})
    const answer = answered(await run(manageOrderAction, post("/admin/manage-order", { intent: ORDER_INTENTS.approve })))
    expect(answer).toMatchObject({ status: 400, error: en.adminArea.notAForm })
  })
})
