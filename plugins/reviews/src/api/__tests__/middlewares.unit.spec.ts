import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { declaredForgets } from "@chaka/kit"
import middlewares from "../middlewares"

type Middleware = ((req: unknown, res: unknown, next: (error?: unknown) => void) => void) & { cacheDeclaration?: true }
// defineMiddlewares keeps each route's `method` as `methods`.
type Declared = { methods?: string[]; matcher: string | RegExp; middlewares?: Middleware[] }
const routes = (middlewares.routes ?? []) as Declared[]
const registered = (method: string, matcher: string) =>
  routes.filter((route) => route.matcher === matcher && (route.methods ?? []).includes(method)).flatMap((route) => route.middlewares ?? [])

/** Runs the cache declarations of a method and matcher on a real response answering `body`. */
async function answered(method: string, matcher: string, body = "{}") {
  const declarations = registered(method, matcher).filter((middleware) => middleware.cacheDeclaration)
  let forgot: ReturnType<typeof declaredForgets>
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let index = 0
    const next = () => {
      const middleware = declarations[index++]
      if (middleware) return middleware(Object.assign(req, { originalUrl: req.url }), res, next)
      forgot = declaredForgets(res)
      res.setHeader("content-type", "application/json")
      res.end(body)
    }
    next()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method })
    return { cacheTag: response.headers.get("cache-tag"), forgot }
  } finally {
    server.close()
  }
}

describe("the reviews routes' declarations", () => {
  it("lets the shop's edge keep the public list under reviews", async () => {
    expect((await answered("GET", "/store/reviews")).cacheTag).toBe("reviews")
  })

  it("never lets an edge keep a customer's own reviews, and asks who they are", async () => {
    expect((await answered("GET", "/store/reviews/me")).cacheTag).toBeNull()
    expect(registered("GET", "/store/reviews/me").filter((middleware) => !middleware.cacheDeclaration)).toHaveLength(1)
  })

  it("makes a new review forget the public list, unless the answer says nothing changed", async () => {
    expect((await answered("POST", "/store/reviews")).forgot).toEqual({ tags: ["reviews"], bought: false, unlessUnchanged: true })
  })

  it("signs in the writer and checks the body before anything else runs", () => {
    const [signedIn, validated, ...rest] = registered("POST", "/store/reviews")
    expect([signedIn.cacheDeclaration, validated.cacheDeclaration, rest.every((middleware) => middleware.cacheDeclaration)]).toEqual([
      undefined,
      undefined,
      true,
    ])
  })

  it.each(["POST", "DELETE"])("makes an admin's %s of a review forget the public list", async (method) => {
    expect((await answered(method, "/admin/reviews/*")).forgot).toEqual({ tags: ["reviews"], bought: false, unlessUnchanged: false })
  })
})

describe("the product reviews routes' declarations", () => {
  it("keeps a product's reviews and the listing ratings under each product's tag", async () => {
    expect((await answered("GET", "/store/product-reviews/:id", '{"product_id":"prod_1"}')).cacheTag).toBe("prod_1")
    expect((await answered("GET", "/store/product-ratings", '{"ratings":{"prod_1":{},"prod_2":{}}}')).cacheTag).toBe("prod_1,prod_2")
  })

  it("never keeps a customer's own review, and asks who they are", async () => {
    expect((await answered("GET", "/store/product-reviews/:id/me")).cacheTag).toBeNull()
    expect(registered("GET", "/store/product-reviews/:id/me").filter((middleware) => !middleware.cacheDeclaration)).toHaveLength(1)
  })

  it("makes a write or a moderation forget the product its answer names", async () => {
    for (const [method, matcher] of [
      ["POST", "/store/product-reviews/:id"],
      ["POST", "/store/product-reviews/:id/me"],
      ["POST", "/admin/product-reviews/:id"],
      ["DELETE", "/admin/product-reviews/:id"],
    ])
      expect((await answered(method, matcher)).forgot).toEqual({ tags: [], bought: true, unlessUnchanged: true })
  })
})
