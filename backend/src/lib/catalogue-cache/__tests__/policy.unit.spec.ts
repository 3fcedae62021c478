import type { IncomingMessage } from "node:http"
import { CACHE_TAGS as TAGS, tagsOf, type CacheTagOptions } from "@chaka/kit"
import { cacheKey, UntaggedPaths } from "../policy"

// What each write of the shop's routes forgets, as they declare it: api/__tests__/cache-declarations.unit.spec.ts.

describe("the tags of a stored answer, as its route declares them", () => {
  const body = (value: unknown) => Buffer.from(JSON.stringify(value))
  const productPage: CacheTagOptions = { products: true }
  it("a product page carries its product; a listing the catalogue, not each product", () => {
    expect(tagsOf([], productPage, "/store/products/prod_1", body({ product: { id: "prod_1" } }))).toEqual(["prod_1"])
    expect(tagsOf([TAGS.catalogue], {}, "/store/catalogue/products", body({ products: [{ id: "prod_1" }, { id: "prod_2" }] }))).toEqual(["catalogue"])
    expect(tagsOf([], productPage, "/shop/products/&&prod_1&&prod_2", body([{ _id: "prod_1" }, { _id: "prod_2" }]))).toEqual(["prod_1", "prod_2"])
    expect(tagsOf([TAGS.catalogue], {}, "/shop/products/home", body([{ _id: "prod_1" }]))).toEqual(["catalogue"])
    const home = [TAGS.catalogue, TAGS.sliders, TAGS.offers, TAGS.menus, TAGS.categories]
    expect(tagsOf(home, {}, "/storefront/home", body({}))).toEqual(["catalogue", "sliders", "offers", "menus", "categories"])
    // The ids asked for, even when the answer is empty (a draft): forgotten when one is published.
    expect(tagsOf([], productPage, "/shop/products/&&prod_9", body([]))).toEqual(["prod_9"])
  })

  it("more products than it can name: the catalogue instead", () => {
    const many = body(Array.from({ length: 101 }, (_, i) => ({ id: `prod_${i}` })))
    expect(tagsOf([], productPage, "/shop/products/x", many)).toEqual(["catalogue"])
  })
})

describe("which reads the edge may keep", () => {
  const read = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers }) as unknown as IncomingMessage
  it("any anonymous GET gets a key (its answer is kept only if its route tagged it); a sign-in or a cookie none", () => {
    expect(cacheKey(read("/store/regions", { "x-publishable-api-key": "pk_1", origin: "http://shop.test" }))).toBe("/store/regions\npk_1\nhttp://shop.test\n")
    // Medusa's locale header picks the language as the address's `locale` does: its own key.
    expect(cacheKey(read("/store/regions", { "x-medusa-locale": "bn-BD" }))).toBe("/store/regions\n\n\nbn-BD")
    expect(cacheKey(read("/store/products/prod_1", { authorization: "Bearer t" }))).toBeUndefined()
    expect(cacheKey(read("/store/products/prod_1", { cookie: "connect.sid=1" }))).toBeUndefined()
    expect(cacheKey({ method: "POST", url: "/store/carts", headers: {} } as IncomingMessage)).toBeUndefined()
  })

  it("remembers a bounded number of untagged paths, least recently seen out first", () => {
    const untagged = new UntaggedPaths(2)
    untagged.add("/a")
    untagged.add("/b")
    expect(untagged.has("/a")).toBe(true) // now the most recent
    untagged.add("/c")
    expect([untagged.has("/a"), untagged.has("/b"), untagged.has("/c")]).toEqual([true, false, true])
  })
})
// Whether a write's answer says nothing changed is its API's to say: compat/__tests__/cache.unit.spec.ts.
