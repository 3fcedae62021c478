import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { declaredForgets } from "@chaka/kit"
import middlewares from "../middlewares"

// defineMiddlewares keeps each route's `method` as `methods`.
type Declared = { methods?: string[]; matcher: string | RegExp; middlewares?: ((req: unknown, res: unknown, next: (error?: unknown) => void) => void)[] }
const routes = (middlewares.routes ?? []) as Declared[]

/** Runs the cache declarations registered for exactly this method and matcher on a real response, then answers 200. */
async function answered(method: string, matcher: string) {
  const declarations = routes
    .filter((route) => route.matcher === matcher && (route.methods ?? []).includes(method))
    .flatMap((route) => route.middlewares ?? [])
    .filter((middleware) => (middleware as { cacheDeclaration?: boolean }).cacheDeclaration)
  let forgot: ReturnType<typeof declaredForgets>
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let index = 0
    const next = () => {
      const middleware = declarations[index++]
      if (middleware) return middleware(Object.assign(req, { originalUrl: req.url }), res, next)
      forgot = declaredForgets(res)
      res.statusCode = 200
      res.setHeader("content-type", "application/json")
      res.end("{}")
    }
    next()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method })
    return { cacheTag: response.headers.get("cache-tag"), surrogateKey: response.headers.get("surrogate-key"), forgot }
  } finally {
    server.close()
  }
}

describe("the content routes' cache declarations", () => {
  it.each([
    ["/store/news", "news"],
    ["/store/sliders", "sliders"],
    ["/store/offers", "offers"],
    ["/store/offers/:id", "offers"],
    ["/store/category-menus", "menus"],
    ["/store/policy-pages", "pages"],
    // A page's text quotes the shop's settings: a change of them forgets it too.
    ["/store/policy-pages/*", "pages,config"],
  ])("lets the shop's edge keep GET %s under %s", async (matcher, tags) => {
    const { cacheTag, surrogateKey } = await answered("GET", matcher)
    expect(cacheTag).toBe(tags)
    expect(surrogateKey).toBe(tags.replace(",", " "))
  })

  it.each([
    ["POST", "/admin/news", "news"],
    ["DELETE", "/admin/news/*", "news"],
    ["POST", "/admin/sliders/*", "sliders"],
    ["DELETE", "/admin/offers/*", "offers"],
    ["POST", "/admin/offers/*", "offers"],
    ["POST", "/admin/category-menus/*", "menus"],
    ["POST", "/admin/policy-pages/*", "pages"],
  ])("makes an admin's %s %s forget the %s answers", async (method, matcher, tag) => {
    const { forgot, cacheTag } = await answered(method, matcher)
    expect(forgot).toEqual({ tags: [tag], bought: false, unlessUnchanged: false })
    expect(cacheTag).toBeNull()
  })

  it("validates every admin write body it takes", () => {
    const validated = routes.filter(
      (route) => (route.methods ?? []).includes("POST") && (route.middlewares ?? []).some((middleware) => !("cacheDeclaration" in middleware))
    )
    expect(validated.map((route) => route.matcher).sort()).toEqual(
      [
        "/admin/category-menus",
        "/admin/category-menus/:id/sub-menus",
        "/admin/category-menus/:id/translations",
        "/admin/news",
        "/admin/news/:id",
        "/admin/news/:id/translations",
        "/admin/offers",
        "/admin/offers/:id",
        "/admin/offers/:id/translations",
        "/admin/policy-pages/:handle",
        "/admin/policy-pages/:handle/translations",
        "/admin/sliders",
        "/admin/sliders/:id",
        "/admin/sliders/:id/translations",
        "/admin/sliders/reorder",
      ].sort()
    )
  })
})
