import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { describe, expect, it } from "vitest"
import { CACHE_TAGS, cacheTags, declaredForgets, forgets, MAX_PRODUCT_TAGS, type WriteDeclaration } from "./cache-tags"

type Middleware = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => void

/** A route on a real server: these declarations, then an answer of `status` and `body` as Express sends JSON (one end()). */
async function route(declarations: Middleware[], answer: { status?: number; body?: string; path?: string; method?: string } = {}) {
  let forgot: WriteDeclaration | undefined
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let index = 0
    const next = () => {
      const declaration = declarations[index++]
      if (declaration) return declaration(Object.assign(req, { originalUrl: req.url }) as unknown as MedusaRequest, res as unknown as MedusaResponse, next)
      forgot = declaredForgets(res)
      res.statusCode = answer.status ?? 200
      res.setHeader("content-type", "application/json")
      res.end(answer.body ?? "{}")
    }
    next()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${answer.path ?? "/store/x"}`, { method: answer.method ?? "GET" })
    return {
      status: response.status,
      cacheTag: response.headers.get("cache-tag"),
      surrogateKey: response.headers.get("surrogate-key"),
      body: await response.text(),
      forgot,
    }
  } finally {
    server.close()
  }
}

describe("cacheTags: a public read declared cacheable", () => {
  it("answers 200 with its tags for Cloudflare (commas) and Fastly (spaces), the body untouched", async () => {
    const answer = await route([cacheTags([CACHE_TAGS.news, CACHE_TAGS.config])], { body: '{"news":[]}' })
    expect(answer).toMatchObject({ status: 200, cacheTag: "news,config", surrogateKey: "news config", body: '{"news":[]}' })
  })

  it.each([404, 400, 500])("leaves a %i untagged: an edge keeps no error", async (status) => {
    expect((await route([cacheTags([CACHE_TAGS.news])], { status })).cacheTag).toBeNull()
  })

  it("adds up two declarations for one address, without repeating a tag", async () => {
    expect((await route([cacheTags(["pages"]), cacheTags(["pages", "config"])])).cacheTag).toBe("pages,config")
  })

  it("with products, tags the products the answer names and those asked for in the address", async () => {
    const body = JSON.stringify({ products: [{ id: "prod_01A" }, { id: "prod_01B", variants: [{ id: "variant_1" }] }] })
    const answer = await route([cacheTags(["catalogue"], { products: true })], { body, path: "/store/products/prod_01C?fields=id" })
    expect(answer.cacheTag?.split(",").sort()).toEqual(["catalogue", "prod_01A", "prod_01B", "prod_01C"])
  })

  it("tags an answer naming too many products 'catalogue' instead of each", async () => {
    const body = JSON.stringify({ products: Array.from({ length: MAX_PRODUCT_TAGS + 1 }, (_, index) => ({ id: `prod_${index}` })) })
    expect((await route([cacheTags(["categories"], { products: true })], { body })).cacheTag).toBe("categories,catalogue")
  })

  it("does not read product ids without being asked to", async () => {
    expect((await route([cacheTags(["reviews"])], { body: '{"id":"prod_1"}' })).cacheTag).toBe("reviews")
  })
})

describe("forgets: what a write's success changes in public answers", () => {
  it("declares its tags on the response for the shop's edge, and sends no cache header", async () => {
    const answer = await route([forgets([CACHE_TAGS.news])], { method: "POST" })
    expect(answer.forgot).toEqual({ tags: ["news"], bought: false, unlessUnchanged: false })
    expect(answer.cacheTag).toBeNull()
  })

  it("adds up two declarations: the tags of both, bought if either says so", async () => {
    const answer = await route([forgets(["reviews"]), forgets(["catalogue", "reviews"], { bought: true })], { method: "POST" })
    expect(answer.forgot).toEqual({ tags: ["reviews", "catalogue"], bought: true, unlessUnchanged: false })
  })

  it("leaves a write alone when unchanged only if every declaration that forgets something says so", async () => {
    expect((await route([forgets(["reviews"], { unlessUnchanged: true }), forgets([])], { method: "POST" })).forgot?.unlessUnchanged).toBe(true)
    expect((await route([forgets(["reviews"], { unlessUnchanged: true }), forgets(["news"])], { method: "POST" })).forgot?.unlessUnchanged).toBe(false)
  })

  it("says nothing for a write no route declared (the edge then forgets everything)", async () => {
    expect((await route([], { method: "POST" })).forgot).toBeUndefined()
  })

  it("marks each declaration, so a test can run a route's declarations alone", () => {
    expect([cacheTags(["news"]), forgets([])].map((declaration) => (declaration as { cacheDeclaration?: boolean }).cacheDeclaration)).toEqual([true, true])
  })
})
