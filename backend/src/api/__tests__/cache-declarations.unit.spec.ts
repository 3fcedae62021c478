import http from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { middlewares as contentMiddlewares } from "@chaka/content/api"
import { middlewares as reviewsMiddlewares } from "@chaka/reviews/api"
import { withCatalogueCache } from "../../lib/catalogue-cache/edge"
import { ResponseCache, type Invalidation } from "../../lib/catalogue-cache/response-cache"
import backendMiddlewares from "../middlewares"

/**
 * The shop's routes with their cache declarations alone (the backend's and the plugins'
 * middlewares, matched by Express as Medusa matches them), each write answered 200 with an order
 * that bought prod_A, behind the edge: what does each write forget?
 */
async function declaredRoutes() {
  const app = express()
  app.use(express.json())
  for (const config of [backendMiddlewares, contentMiddlewares, reviewsMiddlewares]) {
    for (const route of (config.routes ?? []) as MiddlewareRoute[]) {
      const declarations = (route.middlewares ?? []).filter((middleware) => (middleware as { cacheDeclaration?: true }).cacheDeclaration)
      if (!declarations.length || typeof route.matcher !== "string") continue
      // defineMiddlewares keeps a route's verbs as `methods`.
      for (const method of [(route as { methods?: string[] }).methods ?? "ALL"].flat()) {
        app[method.toLowerCase() as "post"](route.matcher, ...(declarations as express.RequestHandler[]))
      }
    }
  }
  app.use((_req, res) => void res.json({ order: { id: "order_1", items: [{ product_id: "prod_A" }] } }))
  const cache = new ResponseCache(1024 * 1024)
  const forgot: Invalidation[] = []
  cache.onInvalidate((tags) => forgot.push(tags))
  const invalidate = cache.invalidate.bind(cache)
  cache.invalidate = (tags = "all") => (forgot.push(tags), invalidate(tags))
  const server = http.createServer(withCatalogueCache(app, cache))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    forgets: async (method: string, path: string): Promise<Invalidation | "nothing"> => {
      forgot.length = 0
      await (await fetch(base + path, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" })).text()
      return forgot.length ? forgot[0] : "nothing"
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe("what a write over HTTP forgets (when it succeeds), as its route declares it", () => {
  let routes: Awaited<ReturnType<typeof declaredRoutes>>
  beforeAll(async () => {
    routes = await declaredRoutes()
  })
  afterAll(() => routes.close())

  it.each([
    ["POST", "/store/carts/cart_1/line-items", []],
    ["POST", "/auth/customer/emailpass", []],
    ["POST", "/store/customers/openid", []],
    ["POST", "/store/customers/me/addresses", []],
    ["PUT", "/shop/users/carts/a@example.com", []],
    ["DELETE", "/shop/orders/order_1", []],
    ["POST", "/store/carts/cart_1/complete", ["prod_A"]],
    ["POST", "/store/carts/cart_1/place-order", ["prod_A"]],
    ["POST", "/shop/orders", ["prod_A"]],
    ["POST", "/store/reviews", ["reviews"]],
    ["POST", "/store/customers/me", ["reviews"]],
    ["PUT", "/shop/users/updateUser", ["reviews"]],
    ["POST", "/admin/products/prod_1", "all"],
    ["PUT", "/shop/orders", []],
    ["POST", "/admin/orders/order_1/approve", []],
    ["POST", "/admin/customer-groups/cg_1/customers", []],
    ["POST", "/admin/uploads", []],
    ["DELETE", "/admin/uploads/file_1", "all"],
    ["PUT", "/shop/users/admin", []],
    ["POST", "/admin/news", ["news"]],
    ["DELETE", "/shop/sliders/sl_1", ["sliders"]],
    ["POST", "/admin/customers/cus_1", ["reviews"]],
    ["POST", "/admin/price-lists", "all"],
    ["POST", "/admin/inventory-items/iitem_1/location-levels/sloc_1", "all"],
    ["POST", "/admin/orders/order_1/cancel", "all"],
    ["GET", "/admin/products", "nothing"],
  ])("%s %s: %j", async (method, url, forgot) => {
    expect(await routes.forgets(method, url)).toEqual(forgot)
  })

  it("is read as Express routes it: any letter case, trailing slashes", async () => {
    expect(await routes.forgets("POST", "/AUTH/customer/emailpass")).toEqual([])
    expect(await routes.forgets("POST", "/store/carts/")).toEqual([])
    expect(await routes.forgets("POST", "/Store/Carts/cart_1/Complete/")).toEqual(["prod_A"])
    expect(await routes.forgets("PUT", "/shop/users/updateUser/")).toEqual(["reviews"])
  })

  it("an admin's content edit forgets only the answers of its kind", async () => {
    expect(await routes.forgets("POST", "/admin/news/news_1")).toEqual(["news"])
    expect(await routes.forgets("PUT", "/shop/menus/menu_1")).toEqual(["menus"])
    expect(await routes.forgets("POST", "/admin/category-menus")).toEqual(["menus"])
    expect(await routes.forgets("POST", "/Admin/Offers/")).toEqual(["offers"])
    expect(await routes.forgets("DELETE", "/admin/reviews/rev_1")).toEqual(["reviews"])
  })
})
