import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareFunction, MiddlewareRoute, MiddlewareVerb } from "@medusajs/framework/http"

/*
 * What a route declares beside its middlewares, for the reader and for the test that every route
 * declares it (api/__tests__/route-declarations.unit.spec.ts): who may call it, and — where
 * @chaka/kit's cacheTags and forgets do not say it — that its answer is never kept, or that its
 * write may change any public answer. The markers do nothing when a request passes.
 */

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => unknown

/**
 * Who may call a route: anyone (`public`), any valid sign-in (`signed-in`), a signed-in customer
 * (`customer`), the customer who owns what the address names, or an admin.
 */
export type Access = "public" | "signed-in" | "customer" | "owner" | "admin"

/** Marks a middleware as the check of who may call the routes it is declared on. */
export function declaresAccess<T extends Middleware>(access: Access, middleware: T): T & { access: Access } {
  return Object.assign(middleware, { access })
}

export const accessOf = (middleware: unknown): Access | undefined => (middleware as { access?: Access } | undefined)?.access

const passOn: Middleware = (_req, _res, next) => next()
const marker = <T extends object>(name: string, fields: T) =>
  Object.assign(
    Object.defineProperty((...args: Parameters<Middleware>) => passOn(...args), "name", { value: name }),
    fields
  )

/** Anyone may call these routes: no sign-in, nothing of anyone's. */
export const publicRoute = marker("publicRoute", { access: "public" as Access })

/**
 * Medusa's own middlewares check the caller of these routes (e.g. its /store/customers/me*
 * authenticate, beside the route Medusa ships): declared here so the route says so; the test
 * checks that Medusa does mount an authentication on them.
 */
export const authenticatedByMedusa = marker("authenticatedByMedusa", { access: "signed-in" as Access, byMedusa: true as const })

/** What a route declares about the shop's caches beyond @chaka/kit's cacheTags and forgets. */
export type CacheMark = "never-kept" | "forgets-everything"

export const cacheMarkOf = (middleware: unknown): CacheMark | undefined => (middleware as { cacheMark?: CacheMark } | undefined)?.cacheMark

/**
 * A read whose answer is never kept by the shop's edge or a CDN: it is the caller's own (a
 * signed-in read), or says how the server is now. What a read without cacheTags gets anyway.
 */
export const neverKept = marker("neverKept", { cacheMark: "never-kept" as CacheMark, cacheDeclaration: true as const })

/**
 * A write that may change any public answer (an admin's catalogue edit): the edge forgets
 * everything, as it does for a write that declares no `forgets`. Meaningless beside a `forgets`.
 */
export const forgetsEverything = marker("forgetsEverything", { cacheMark: "forgets-everything" as CacheMark, cacheDeclaration: true as const })

/** Every method that writes. */
export const WRITES: MiddlewareVerb[] = ["POST", "PUT", "PATCH", "DELETE"]

/** One declaration (e.g. what a write forgets) on several addresses, for the given methods (every write by default). */
export const onEach = (matchers: string[], middlewares: MiddlewareFunction[], method: MiddlewareVerb[] = WRITES): MiddlewareRoute[] =>
  matchers.map((matcher) => ({ method, matcher, middlewares }))
