import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { rbacEnabled, userMay, userOfSignIn } from "../../lib/admin-permissions"
import { messages } from "../../lib/messages"
import { SHOP_RESOURCES as R, type Permission } from "../../lib/roles"

/*
 * Who may call the shop's own admin routes (issue 55): each route needs the permissions Medusa's
 * RBAC gives by role (lib/roles.ts), as Medusa's own routes declare theirs with the `policies`
 * route option. One middleware (adminRoles, mounted on /admin/* and /shop/* in api/middlewares.ts
 * before any route's own middlewares, so a refused caller sends nothing to a body parser, an
 * upload or a workflow) finds the route's permissions in ROUTE_PERMISSIONS below and checks
 * them with Medusa's hasPermission. The roles are read from the database on every call (not from
 * the token, which keeps the roles of its sign-in), so taking a role away takes effect at once.
 * api/__tests__/admin-roles.unit.spec.ts fails when a shop admin route has no entry here.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

export type RoutePermission = { methods: Method[]; path: string; needs: Permission[] }

const WRITE_METHODS: Method[] = ["POST", "PUT", "PATCH"]

/**
 * A resource's routes under one address: reading anything under it needs `read`; a write to the
 * address itself `create`; a write below it (an item, its translations, its sub-parts) `update`;
 * deleting an item `delete` (deleting a part of an item is an update of it).
 */
export function resourceRoutes(path: string, resource: string): RoutePermission[] {
  return [
    { methods: ["GET"], path, needs: [{ resource, operation: "read" }] },
    { methods: ["GET"], path: `${path}/*`, needs: [{ resource, operation: "read" }] },
    { methods: WRITE_METHODS, path, needs: [{ resource, operation: "create" }] },
    { methods: WRITE_METHODS, path: `${path}/*`, needs: [{ resource, operation: "update" }] },
    { methods: ["DELETE"], path: `${path}/:id`, needs: [{ resource, operation: "delete" }] },
    { methods: ["DELETE"], path: `${path}/:id/*`, needs: [{ resource, operation: "update" }] },
  ]
}

const one = (methods: Method[], path: string, resource: string, operation: Permission["operation"]): RoutePermission => ({
  methods,
  path,
  needs: [{ resource, operation }],
})

/** The shop's admin routes (backend, plugins) and the compatibility API's admin-only ones. */
export const ROUTE_PERMISSIONS: RoutePermission[] = [
  // Orders: the shop's list, papers and life steps.
  ...resourceRoutes("/admin/shop-orders", "order"),
  one(["GET"], "/admin/orders/:id", "order", "read"),
  one(["DELETE"], "/admin/orders/:id", "order", "delete"),
  one(["POST"], "/admin/orders/export", "order", "read"),
  one(["GET"], "/admin/orders/:id/notifications", "order", "read"),
  one(["POST"], "/admin/orders/:id/approve", "order", "update"),
  one(["POST"], "/admin/orders/:id/ship", "order", "update"),
  one(["POST"], "/admin/orders/:id/deliver", "order", "update"),
  // Products as the shop adds them.
  ...resourceRoutes("/admin/shop-products", "product"),
  // Exports (orders, products) kept private.
  one(["GET"], "/admin/private-files/:key", "file", "read"),
  // The numbers page and its threshold; the audit log.
  ...resourceRoutes("/admin/shop-stats", R.shopStats),
  one(["GET"], "/admin/audit-log", R.auditLog, "read"),
  // The shop's identity (phone, address, Facebook...): the owner's alone.
  ...resourceRoutes("/admin/shop-identity", R.shopIdentity),
  // Making admins and undoing it; deleting a role (the shop's route over Medusa's).
  ...resourceRoutes("/admin/make-admin", "user"),
  one(["DELETE"], "/admin/rbac/roles/:id", "rbac_role", "delete"),
  // The plugins' content.
  ...resourceRoutes("/admin/news", R.news),
  ...resourceRoutes("/admin/sliders", R.slider),
  ...resourceRoutes("/admin/offers", R.offer),
  ...resourceRoutes("/admin/category-menus", R.categoryMenu),
  ...resourceRoutes("/admin/policy-pages", R.policyPage),
  ...resourceRoutes("/admin/delivery-days", R.deliveryDay),
  ...resourceRoutes("/admin/reviews", R.review),
  ...resourceRoutes("/admin/product-reviews", R.review),
  // The compatibility API's admin-only routes (a customer token whose sign-in opens the admin).
  one(["GET"], "/shop/orders", "order", "read"),
  one(["PUT"], "/shop/orders", "order", "update"),
  one(["PUT"], "/shop/users/admin", "user", "create"),
  one(["POST"], "/shop/products", "product", "create"),
  one(["PUT"], "/shop/products", "product", "update"),
  one(["DELETE"], "/shop/products/:id", "product", "delete"),
  one(["POST"], "/shop/news", R.news, "create"),
  one(["POST"], "/shop/sliders", R.slider, "create"),
  one(["DELETE"], "/shop/sliders/:id", R.slider, "delete"),
  one(["POST"], "/shop/offers", R.offer, "create"),
  one(["DELETE"], "/shop/offers/:id", R.offer, "delete"),
  one(["POST"], "/shop/menus", R.categoryMenu, "create"),
  one(["PUT"], "/shop/menus", R.categoryMenu, "update"),
  one(["PUT"], "/shop/menus/:id", R.categoryMenu, "update"),
  one(["DELETE"], "/shop/menus/:id", R.categoryMenu, "delete"),
]

/** Medusa's role routes, which need its RBAC module (loaded only with the flag on). */
const ROLE_ROUTES = [/^\/admin\/rbac(\/|$)/i, /^\/admin\/users\/[^/]+\/roles(\/|$)/i]

/**
 * Whether an address (no query) matches a declared path: `:x` one segment, a final `*` one or more.
 * Compared as Express routes it: letter case ignored (`/Admin/Make-Admin` reaches the same
 * handler), each segment decoded, so no spelling of an address escapes its entry.
 */
export function pathMatches(pattern: string, address: string): boolean {
  const want = pattern.split("/").filter(Boolean)
  const got = address.split("/").filter(Boolean).map(segmentOf)
  for (let i = 0; i < want.length; i++) {
    if (want[i] === "*") return got.length > i
    if (i >= got.length) return false
    if (!want[i].startsWith(":") && want[i].toLowerCase() !== got[i]) return false
  }
  return want.length === got.length
}

function segmentOf(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment.toLowerCase()
  }
}

/**
 * What a call needs: every matching entry's permissions, the most specific first (an item's
 * `delete` rather than its parts' `update`). Undefined for a route the table does not name.
 */
export function permissionsFor(method: string, address: string): Permission[] | undefined {
  // Express answers HEAD with the GET handler (its body dropped): it needs what GET needs.
  const as = (method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase()) as Method
  const matching = ROUTE_PERMISSIONS.filter((entry) => entry.methods.includes(as) && pathMatches(entry.path, address))
  if (!matching.length) return undefined
  const exact = matching.filter((entry) => !entry.path.endsWith("*"))
  return (exact.length ? exact : matching)[0].needs
}

/**
 * The check, on /admin/* and /shop/*. With the `rbac` flag off every admin may do everything (as
 * in Medusa), and Medusa's role routes, whose module is then not loaded, answer a readable 400
 * instead of a 500. On /shop, only a caller whose sign-in opens the admin is checked here: a
 * visitor or a customer is refused by the route's own requireAdmin (401, 403).
 */
export async function adminRoles(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const address = (req.originalUrl ?? req.url).split("?")[0]
    if (!rbacEnabled()) {
      if (ROLE_ROUTES.some((route) => route.test(address))) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.rolesOff)
      return next()
    }
    const needs = permissionsFor(req.method, address)
    if (!needs) return next()
    const auth = (req as AuthenticatedMedusaRequest).auth_context
    let userId: string | undefined
    if (segmentOf(address.split("/").filter(Boolean)[0] ?? "") === "admin") {
      // Medusa has authenticated every /admin route; only an admin user has roles (an API key has none).
      if (auth?.actor_type !== "user") throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.roleForbidden)
      userId = auth.actor_id
    } else {
      userId = auth?.auth_identity_id && auth.actor_type === "customer" ? await userOfSignIn(req.scope, auth.auth_identity_id) : undefined
      if (!userId) return next()
    }
    if (!(await userMay(req.scope, userId, needs))) throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.roleForbidden)
    next()
  } catch (error) {
    next(error)
  }
}
