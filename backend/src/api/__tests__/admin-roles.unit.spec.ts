import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { MiddlewaresConfig } from "@medusajs/framework/http"
import { FeatureFlag, MedusaError } from "@medusajs/framework/utils"
import medusaCore from "@medusajs/medusa/api/middlewares"
import { middlewares as contentMiddlewares } from "@chaka/content/api"
import { middlewares as reviewsMiddlewares } from "@chaka/reviews/api"
import { messages } from "../../lib/messages"
import { SHOP_RESOURCES, SHOP_ROLES } from "../../lib/roles"
import { accessOf } from "../../lib/http/route-declarations"
import shopMiddlewares from "../middlewares"
import { adminRoles, pathMatches, permissionsFor } from "../utils/admin-roles"
import { rbacOn, withRoles } from "../../lib/config/rbac"
import { mountedMiddlewares } from "./mounted-middlewares"

/*
 * Every admin route of the shop (the backend's and the plugins' route files under api/admin, the
 * compatibility API's routes that require an admin) names the permissions it needs, and the role
 * check is the first of the shop's middlewares the route meets: before a body is read, a file
 * received or a workflow run. With the rbac flag off nothing is checked, and Medusa's role routes
 * (whose module is then not loaded, and which answered 500) answer a readable 400.
 */

const REPO = path.resolve(__dirname, "../../../..")
const ADMIN_DIRS = [
  path.join(REPO, "backend/src/api/admin"),
  ...["content", "reviews", "bd-commerce"].map((plugin) => path.join(REPO, "plugins", plugin, "src/api/admin")),
]
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"]

function routeFiles(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full)
    return /^route\.[jt]s$/.test(entry.name) ? [full] : []
  })
}

/** Each admin route file's address (`[id]` → `x_1`) and exported methods. */
const adminRoutes = ADMIN_DIRS.flatMap((dir) =>
  routeFiles(dir).flatMap((file) => {
    const text = readFileSync(file, "utf8")
    const methods = [...text.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g)].map((m) => m[1]).filter((m) => METHODS.includes(m))
    const address =
      "/admin/" +
      path
        .relative(dir, path.dirname(file))
        .split(path.sep)
        .map((s) => s.replace(/^\[(.+)\]$/, "x_1"))
        .join("/")
    return methods.map((method) => ({ method, address, file: path.relative(REPO, file) }))
  })
)

/** The compatibility API's routes that require an admin (their middlewares declare access "admin"). */
const compatAdminRoutes = (shopMiddlewares.routes ?? []).flatMap((route) =>
  String(route.matcher).startsWith("/shop") && (route.middlewares ?? []).some((middleware) => accessOf(middleware) === "admin")
    ? ((route as { methods?: string[] }).methods ?? []).map((method) => ({ method: String(method), address: String(route.matcher).replace(/:[^/]+/g, "x_1") }))
    : []
)

const mounted = mountedMiddlewares([medusaCore as unknown as MiddlewaresConfig, contentMiddlewares, reviewsMiddlewares, shopMiddlewares])
const medusaOnly = mountedMiddlewares([medusaCore as unknown as MiddlewaresConfig])

describe("admin roles: every shop admin route", () => {
  it("finds the routes (the table below is not empty by mistake)", () => {
    expect(adminRoutes.length).toBeGreaterThan(30)
    expect(compatAdminRoutes.length).toBeGreaterThan(10)
  })

  it.each([...adminRoutes, ...compatAdminRoutes].map((route) => [`${route.method} ${route.address}`, route] as const))(
    "%s names its permissions and meets the role check before its own middlewares",
    async (_name, route) => {
      expect(permissionsFor(route.method, route.address)).toBeDefined()
      const met = await mounted(route.method, route.address)
      const before = new Set(await medusaOnly(route.method, route.address))
      const shops = met.filter((handler) => !before.has(handler))
      const at = shops.indexOf(adminRoles)
      expect(at).toBeGreaterThanOrEqual(0)
      // Only what runs on every route comes before it (input guard, locale, audit actor, CORS, the
      // compatibility API's token, the admins' second factor, the token's admin still as it was):
      // no body parser, upload or validator.
      const earlier = shops.slice(0, at).map((handler) => handler.name)
      const everyRoute = [
        "inputGuard",
        "shopLocale",
        "auditActor",
        "storefrontCorsMiddleware",
        "acceptBearar",
        "authenticate",
        "authenticateMiddleware",
        "adminSecondFactor",
        "currentAdmin",
        "",
      ]
      for (const name of earlier) expect(everyRoute).toContain(name)
    }
  )

  it("asks for what a role gives: orders need order, content its own resource, admins user", () => {
    expect(permissionsFor("GET", "/admin/shop-orders")).toEqual([{ resource: "order", operation: "read" }])
    expect(permissionsFor("POST", "/admin/orders/order_1/approve")).toEqual([{ resource: "order", operation: "update" }])
    expect(permissionsFor("POST", "/admin/news")).toEqual([{ resource: SHOP_RESOURCES.news, operation: "create" }])
    expect(permissionsFor("POST", "/admin/news/news_1")).toEqual([{ resource: SHOP_RESOURCES.news, operation: "update" }])
    expect(permissionsFor("DELETE", "/admin/news/news_1")).toEqual([{ resource: SHOP_RESOURCES.news, operation: "delete" }])
    expect(permissionsFor("DELETE", "/admin/category-menus/m_1/sub-menus/Road")).toEqual([{ resource: SHOP_RESOURCES.categoryMenu, operation: "update" }])
    expect(permissionsFor("POST", "/admin/make-admin")).toEqual([{ resource: "user", operation: "create" }])
    expect(permissionsFor("DELETE", "/admin/make-admin/user_1")).toEqual([{ resource: "user", operation: "delete" }])
    expect(permissionsFor("PUT", "/shop/users/admin")).toEqual([{ resource: "user", operation: "create" }])
    // Not the shop's: Medusa's own routes check themselves; a public read is nobody's.
    expect(permissionsFor("GET", "/admin/products")).toBeUndefined()
    expect(permissionsFor("GET", "/shop/news")).toBeUndefined()
  })

  it("matches addresses by segment", () => {
    expect(pathMatches("/admin/news/:id", "/admin/news/n_1")).toBe(true)
    expect(pathMatches("/admin/news/:id", "/admin/news/n_1/translations")).toBe(false)
    expect(pathMatches("/admin/news/*", "/admin/news")).toBe(false)
    expect(pathMatches("/admin/news/*", "/admin/news/n_1/translations")).toBe(true)
    expect(pathMatches("/admin/news", "/admin/newsletter")).toBe(false)
  })

  it("any spelling Express routes alike needs the same: capitals, escapes, HEAD for GET", () => {
    const makeAdmin = [{ resource: "user", operation: "create" }]
    for (const address of ["/Admin/make-admin", "/ADMIN/MAKE-ADMIN", "/admin/make%2Dadmin", "/admin/make-admin/"]) {
      expect(permissionsFor("POST", address)).toEqual(makeAdmin)
    }
    expect(permissionsFor("PUT", "/SHOP/Users/admin")).toEqual(makeAdmin)
    expect(permissionsFor("HEAD", "/admin/shop-orders")).toEqual([{ resource: "order", operation: "read" }])
    expect(permissionsFor("head", "/SHOP/orders")).toEqual(permissionsFor("GET", "/shop/orders"))
    expect(permissionsFor("GET", "/shop/orders")).toBeDefined()
  })
})

describe("admin roles: the roles", () => {
  it("order staff holds orders and no content, product write, user or audit; the content editor the reverse", () => {
    const staff = SHOP_ROLES.order_staff.policies
    expect(staff).toEqual(expect.arrayContaining(["order:read", "order:update", "fulfillment:create", "payment:update"]))
    for (const key of ["product:create", "news:create", "offer:read", "user:create", "audit_log:read", "shop_stats:read"]) expect(staff).not.toContain(key)
    const editor = SHOP_ROLES.content_editor.policies
    expect(editor).toEqual(expect.arrayContaining(["product:create", "news:create", "slider:update", "offer:delete", "policy_page:update"]))
    for (const key of ["order:read", "order:update", "user:create", "audit_log:read", "customer:read"]) expect(editor).not.toContain(key)
    expect(SHOP_ROLES.owner.policies).toEqual(["*:*"])
    // No `resource:*`: Medusa's RBAC module deletes every policy it has not registered.
    for (const role of Object.values(SHOP_ROLES)) for (const key of role.policies) if (key !== "*:*") expect(key).not.toMatch(/\*/)
  })
})

describe("admin roles: the rbac flag", () => {
  const run = async (method: string, address: string) => {
    const req = { method, originalUrl: address, url: address, scope: {} }
    return new Promise<unknown>((resolve) => adminRoles(req as never, {} as never, (error?: unknown) => resolve(error)))
  }

  afterEach(() => FeatureFlag.setFlag("rbac", true))

  it("off: every admin may do everything, and Medusa's role routes answer 400 with a readable message instead of 500", async () => {
    FeatureFlag.setFlag("rbac", false)
    expect(await run("POST", "/admin/make-admin")).toBeUndefined()
    expect(await run("GET", "/admin/shop-orders")).toBeUndefined()
    for (const address of ["/admin/users/user_1/roles", "/admin/users/user_1/roles/role_1", "/admin/rbac/roles", "/admin/rbac/roles/r_1"]) {
      const error = (await run("POST", address)) as MedusaError
      expect([error.type, error.message]).toEqual([MedusaError.Types.NOT_ALLOWED, messages.rolesOff])
    }
  })

  it("is on unless MEDUSA_FF_RBAC turns it off, and then Medusa's RBAC module is not loaded", () => {
    expect(rbacOn({})).toBe(true)
    expect(rbacOn({ MEDUSA_FF_RBAC: "true" })).toBe(true)
    expect(rbacOn({ MEDUSA_FF_RBAC: "false" })).toBe(false)
    const on = withRoles({ projectConfig: {}, modules: [], featureFlags: { translation: true } } as never, {})
    expect(on.featureFlags).toEqual({ translation: true, rbac: true })
    expect(on.modules).toEqual([expect.objectContaining({ resolve: "@medusajs/medusa/rbac" })])
    const off = withRoles({ projectConfig: {}, modules: [] } as never, { MEDUSA_FF_RBAC: "false" })
    expect(off.featureFlags).toEqual({ rbac: false })
    expect(off.modules).toEqual([])
  })
})
