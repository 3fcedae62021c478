import { describe, expect, it } from "vitest"
import { screenOf, screensFor } from "./screens"

// The permissions Medusa's GET /admin/rbac/me/permissions answers for the shop's roles (backend/src/lib/roles.ts), in part.
const ORDER_STAFF = ["order:read", "order:update", "product:read", "customer:read", "file:read"]
const CONTENT_EDITOR = ["product:create", "product:update", "product:read", "news:create", "slider:update", "offer:update", "file:create"]

describe("the admin area's screens per role", () => {
  it("order staff: orders only; content editor: products, news and content; owner (every permission): all", () => {
    expect(screensFor(ORDER_STAFF)).toEqual(["manageOrders"])
    expect(screensFor(CONTENT_EDITOR)).toEqual(["customize", "addProduct", "addNews", "manageProducts", "updateProduct"])
    const owner = ["slider:update", "product:create", "news:create", "order:update", "user:create", "product:update"]
    expect(screensFor(owner)).toHaveLength(7)
    expect(screensFor([])).toEqual([])
  })

  it("names the screen of an address, in either language; /admin itself and other pages are none", () => {
    expect(screenOf("/admin/manage-order")).toBe("manageOrders")
    expect(screenOf("/bn/admin/customize")).toBe("customize")
    expect(screenOf("/admin/updateProduct/prod_1")).toBe("updateProduct")
    expect(screenOf("/admin/make-admin/")).toBe("makeAdmin")
    // React Router routes any letter case to the same screen: so is it named.
    expect(screenOf("/admin/MAKE-ADMIN")).toBe("makeAdmin")
    expect(screenOf("/bn/admin/UpdateProduct/prod_1")).toBe("updateProduct")
    expect(screenOf("/admin")).toBeUndefined()
    expect(screenOf("/admin/manage-orders-x")).toBeUndefined()
  })
})
