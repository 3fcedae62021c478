import http from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withCatalogueCache } from "../../lib/catalogue-cache/edge"
import { ResponseCache, type Invalidation } from "../../lib/catalogue-cache/response-cache"
import backendMiddlewares from "../middlewares"

/**
 * The backend's routes with their cache declarations alone, matched by Express as Medusa matches
 * them, behind the edge; each write answered 200 with the answer asked for: what does it forget?
 */
async function declaredRoutes() {
  const app = express()
  app.use(express.json())
  for (const route of (backendMiddlewares.routes ?? []) as (MiddlewareRoute & { methods?: string[] })[]) {
    const declarations = (route.middlewares ?? []).filter((middleware) => (middleware as { cacheDeclaration?: true }).cacheDeclaration)
    if (!declarations.length || typeof route.matcher !== "string") continue
    for (const method of [route.methods ?? "ALL"].flat()) app[method.toLowerCase() as "post"](route.matcher, ...(declarations as express.RequestHandler[]))
  }
  app.use((req, res) => void res.json(JSON.parse(String(req.headers["x-answer"]))))
  const cache = new ResponseCache(1024 * 1024)
  const forgot: Invalidation[] = []
  const invalidate = cache.invalidate.bind(cache)
  cache.invalidate = (tags = "all") => (forgot.push(tags), invalidate(tags))
  const server = http.createServer(withCatalogueCache(app, cache))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    forgets: async (method: string, path: string, body: unknown, answer: unknown) => {
      forgot.length = 0
      const headers = { "content-type": "application/json", "x-answer": JSON.stringify(answer) }
      await (await fetch(base + path, { method, headers, body: JSON.stringify(body) })).text()
      return forgot.length ? forgot[0] : "nothing"
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe("what a /shop write forgets, read from its bodies as compat declares", () => {
  let routes: Awaited<ReturnType<typeof declaredRoutes>>
  beforeAll(async () => {
    routes = await declaredRoutes()
  })
  afterAll(() => routes.close())

  it("an order forgets the products its body names, and those its answer names", async () => {
    const order = {
      products: [
        { _id: "prod_A", quantity: 1 },
        { _id: "prod_B", quantity: 2 },
      ],
    }
    expect(await routes.forgets("POST", "/shop/orders", order, { acknowledged: true, insertedId: "order_1" })).toEqual(["prod_A", "prod_B"])
    expect(await routes.forgets("POST", "/shop/orders", {}, { order: { items: [{ product_id: "prod_C" }] } })).toEqual(["prod_C"])
  })

  it("a profile's save forgets the reviews unless its answer says nothing changed", async () => {
    expect(await routes.forgets("PUT", "/shop/users/updateUser", {}, { acknowledged: true, modifiedCount: 1 })).toEqual(["reviews"])
    expect(await routes.forgets("PUT", "/shop/users/updateUser", {}, { acknowledged: true, modifiedCount: 0 })).toEqual([])
    expect(await routes.forgets("PUT", "/shop/users", {}, { acknowledged: true, modifiedCount: 0, upsertedId: null })).toEqual([])
  })

  it("the core's routes are not read as the compatibility API's", async () => {
    // A store route's answer with the same words is a change: the edge knows no API's shapes.
    expect(await routes.forgets("POST", "/store/customers/me", {}, { customer: { id: "cus_1", modifiedCount: 0 } })).toEqual(["reviews"])
    expect(await routes.forgets("POST", "/store/carts/cart_1/complete", { products: [{ _id: "prod_A" }] }, { order: { id: "order_1" } })).toEqual([])
  })
})
