// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { json } from "../../../testing/backend"
import { adminBackend, answered, post, run } from "../../../features/admin/api/test-admin-actions"
import { CONTENT_INTENTS } from "../../../features/admin/content/forms"
import { ORDER_INTENTS } from "../../../features/admin/orders/forms"
import { action as customizeAction } from "./customize"
import { action as manageOrderAction } from "./manage-order"

const en = messagesFor("en")
const anything = () => json({})

describe("an id or name that is a dot segment (an admin form's post)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("removing the sub-menu named '..' never deletes its whole menu", async () => {
    const { calls } = adminBackend({ "/admin/category-menus/menu_1": anything })
    const answer = answered(await run(customizeAction, post("/admin/customize", { intent: CONTENT_INTENTS.removeSubMenu, id: "menu_1", name: ".." })))
    // Before: DELETE /admin/category-menus/menu_1/, which the backend's router reads as the menu itself.
    expect(calls.filter((call) => call.url.pathname.startsWith("/admin"))).toEqual([])
    expect(answer).toMatchObject({ status: 400, error: en.adminArea.notAForm })
  })

  it("an order id '..' or '.' reaches no other admin route (before: POST /admin/approve, /admin/orders/approve)", async () => {
    const { calls } = adminBackend({})
    for (const id of ["..", "."]) {
      const answer = answered(await run(manageOrderAction, post("/admin/manage-order", { intent: ORDER_INTENTS.approve, id })))
      expect(answer).toMatchObject({ status: 400, error: en.adminArea.notAForm })
    }
    expect(calls.filter((call) => call.url.pathname.startsWith("/admin"))).toEqual([])
  })
})
