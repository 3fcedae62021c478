import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { MiddlewaresConfig } from "@medusajs/framework/http"
import medusaCore from "@medusajs/medusa/api/middlewares"
import { declaredForgets } from "@chaka/kit"
import { middlewares as contentMiddlewares } from "@chaka/content/api"
import { middlewares as reviewsMiddlewares } from "@chaka/reviews/api"
import { writeAnswersOf } from "../../lib/catalogue-cache/write-answers"
import { accessOf, cacheMarkOf } from "../../lib/http/route-declarations"
import shopMiddlewares from "../middlewares"
import { mountedMiddlewares, type Mounted } from "./mounted-middlewares"

/*
 * Every route of the shop (each exported method of each route.ts under src/api) declares who may
 * call it and what the shop's caches do with it, among the middlewares Medusa mounts for it (the
 * gathered config of api/middlewares.ts, with Medusa's core and the plugins' configs, matched
 * and ordered as Medusa does: mounted-middlewares.ts):
 * - who: a middleware marked with its access (lib/http/route-declarations.ts: publicRoute, a
 *   check made with declaresAccess, authenticatedByMedusa where Medusa's own middlewares
 *   authenticate it), or /admin, which Medusa's router authenticates unless the route file
 *   says `AUTHENTICATE = false`;
 * - a read (GET): the tags its answer is kept under (@chaka/kit cacheTags), or neverKept;
 * - a write: what it forgets (@chaka/kit forgets, `forgets([])` for nothing), or forgetsEverything.
 */

const API_DIR = path.resolve(__dirname, "..")
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

type RouteFile = { file: string; path: string; methods: string[]; authenticate: boolean }

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : routeFiles(full)
    return /^route\.[jt]s$/.test(entry.name) ? [full] : []
  })
}

/** A route file as Medusa's file routing reads it: its address (`[id]` → `:id`) and exported methods. */
function readRoute(file: string): RouteFile {
  const text = readFileSync(file, "utf8")
  const exported = [...text.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/g)].map((match) => match[1])
  const listed = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1].split(",").map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop()!
    )
  )
  const segments = path.relative(API_DIR, path.dirname(file)).split(path.sep)
  return {
    file: path.relative(API_DIR, file),
    path: "/" + segments.map((segment) => segment.replace(/^\[(.+)\]$/, ":$1")).join("/"),
    methods: [...new Set([...exported, ...listed].filter((name) => METHODS.includes(name)))],
    authenticate: !/export\s+const\s+AUTHENTICATE\s*=\s*false/.test(text),
  }
}

/** An address that reaches the route: each parameter filled with a made-up value. */
const sampleOf = (routePath: string) => routePath.replace(/:[^/]+/g, "x_1")

type Kind = "tags" | "forgets" | "never-kept" | "forgets-everything" | "reader"

/** What a cache declaration declares: a cacheTags, a forgets (read by running it on a stand-in response), or a marker. */
function cacheKindOf(middleware: unknown): Kind | undefined {
  if (!(middleware as { cacheDeclaration?: true }).cacheDeclaration) return undefined
  const mark = cacheMarkOf(middleware)
  if (mark) return mark
  const end = () => undefined
  const res = { end, getHeader: () => undefined, setHeader: () => undefined } as unknown as Parameters<typeof declaredForgets>[0]
  ;(middleware as (req: unknown, res: unknown, next: () => void) => void)({ url: "/", originalUrl: "/" }, res, () => undefined)
  if (declaredForgets(res)) return "forgets"
  if (writeAnswersOf(res)) return "reader"
  return (res as unknown as { end: unknown }).end !== end ? "tags" : undefined
}

/** What is missing or contradictory in the declarations of one route's method; empty when none. */
async function problemsOf(route: RouteFile, method: string, mounted: Mounted, medusa: Mounted): Promise<string[]> {
  const address = sampleOf(route.path)
  const met = await mounted(method, address)
  const problems: string[] = []

  const access = met.filter((middleware) => accessOf(middleware))
  const byMedusaRouter = route.path.startsWith("/admin") && route.authenticate
  if (!access.length && !byMedusaRouter) problems.push("declares no access (publicRoute, a declaresAccess check, or authenticatedByMedusa)")
  if (access.some((middleware) => (middleware as { byMedusa?: true }).byMedusa)) {
    const medusaChecks = (await medusa(method, address)).filter((middleware) => middleware.name === "authenticateMiddleware")
    if (!medusaChecks.length) problems.push("says authenticatedByMedusa, but Medusa's own middlewares mount no authenticate on it")
  }

  const kinds = new Set(met.map(cacheKindOf).filter(Boolean))
  if (method === "GET" || method === "HEAD") {
    if (!kinds.has("tags") && !kinds.has("never-kept")) problems.push("declares no cacheability (cacheTags, or neverKept)")
    if (kinds.has("tags") && kinds.has("never-kept")) problems.push("is both kept (cacheTags) and neverKept")
  } else if (method !== "OPTIONS") {
    if (!kinds.has("forgets") && !kinds.has("forgets-everything"))
      problems.push("declares nothing it forgets (forgets, forgets([]) for nothing, or forgetsEverything)")
    if (kinds.has("forgets") && kinds.has("forgets-everything"))
      problems.push("declares forgetsEverything beside a forgets, which the edge would follow instead")
  }
  return problems.map((problem) => `${method} ${route.path} (${route.file}) ${problem}`)
}

describe("every route declares who may call it and what the caches do with it", () => {
  // In Medusa's loading order: its core, the plugins, the shop.
  const mounted = mountedMiddlewares([medusaCore as unknown as MiddlewaresConfig, contentMiddlewares, reviewsMiddlewares, shopMiddlewares])
  const medusa = mountedMiddlewares([medusaCore as unknown as MiddlewaresConfig])
  const routes = routeFiles(API_DIR).map(readRoute)

  it("finds the routes and their methods", () => {
    expect(routes.length).toBeGreaterThan(40)
    expect(routes.filter((route) => !route.methods.length).map((route) => route.file)).toEqual([])
    expect(routes.find((route) => route.file === path.join("store", "carts", "[id]", "place-order", "route.ts"))).toMatchObject({
      path: "/store/carts/:id/place-order",
      methods: ["POST"],
    })
  })

  it("has every route's method declared", async () => {
    const problems = (await Promise.all(routes.flatMap((route) => route.methods.map((method) => problemsOf(route, method, mounted, medusa))))).flat()
    expect(problems).toEqual([])
  })

  it("tells a route without declarations, a public read without tags and a write that forgets nothing", async () => {
    const undeclared: RouteFile = { file: "store/wishlist/route.ts", path: "/store/wishlist", methods: ["GET", "POST"], authenticate: true }
    expect(await problemsOf(undeclared, "GET", mounted, medusa)).toEqual([
      "GET /store/wishlist (store/wishlist/route.ts) declares no access (publicRoute, a declaresAccess check, or authenticatedByMedusa)",
      "GET /store/wishlist (store/wishlist/route.ts) declares no cacheability (cacheTags, or neverKept)",
    ])
    expect(await problemsOf(undeclared, "POST", mounted, medusa)).toHaveLength(2)
    // An admin route is authenticated by Medusa's router, unless its file opts out.
    const adminRead: RouteFile = { file: "admin/reports/route.ts", path: "/admin/reports", methods: ["GET"], authenticate: true }
    expect(await problemsOf(adminRead, "GET", mounted, medusa)).toEqual([
      "GET /admin/reports (admin/reports/route.ts) declares no cacheability (cacheTags, or neverKept)",
    ])
    expect(await problemsOf({ ...adminRead, authenticate: false }, "GET", mounted, medusa)).toHaveLength(2)
    // Declared in a resource's middlewares.ts, a route passes; the shop's own paths do today.
    const catalogue: RouteFile = { file: "store/catalogue/products/route.ts", path: "/store/catalogue/products", methods: ["GET"], authenticate: true }
    expect(await problemsOf(catalogue, "GET", mounted, medusa)).toEqual([])
  })

  it("checks that Medusa does authenticate what a route says Medusa authenticates", async () => {
    const medusaChecks = async (method: string, address: string) =>
      (await medusa(method, address)).filter((middleware) => middleware.name === "authenticateMiddleware").length
    expect(await medusaChecks("GET", "/store/customers/me")).toBeGreaterThan(0)
    expect(await medusaChecks("GET", "/store/catalogue/products")).toBe(0)
  })
})
