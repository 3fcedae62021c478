import type { IncomingMessage } from "node:http"
import { CACHE_TAGS as TAGS, tagsOf, type CacheTagOptions } from "@chaka/kit"
import { answerSaysUnchanged, cacheKey, UntaggedPaths, writeEffect } from "../policy"

const request = (method: string, url: string) => ({ method, url, headers: {} }) as IncomingMessage

describe("what a write over HTTP forgets (when it succeeds)", () => {
  it.each([
    ["POST", "/store/carts/cart_1/line-items", "none"],
    ["POST", "/auth/customer/emailpass", "none"],
    ["POST", "/store/customers/openid", "none"],
    ["POST", "/store/customers/me/addresses", "none"],
    ["PUT", "/shop/users/carts/a@example.com", "none"],
    ["DELETE", "/shop/orders/order_1", "none"],
    ["POST", "/store/carts/cart_1/complete", "bought"],
    ["POST", "/store/carts/cart_1/place-order", "bought"],
    ["POST", "/shop/orders", "bought"],
    ["POST", "/store/reviews", "tags"],
    ["POST", "/store/customers/me", "tags"],
    ["PUT", "/shop/users/updateUser", "tags"],
    ["POST", "/admin/products/prod_1", "all"],
    ["PUT", "/shop/orders", "none"],
    ["POST", "/admin/orders/order_1/approve", "none"],
    ["POST", "/admin/customer-groups/cg_1/customers", "none"],
    ["POST", "/admin/uploads", "none"],
    ["DELETE", "/admin/uploads/file_1", "all"],
    ["PUT", "/shop/users/admin", "none"],
    ["POST", "/admin/news", "tags"],
    ["DELETE", "/shop/sliders/sl_1", "tags"],
    ["POST", "/admin/customers/cus_1", "tags"],
    ["POST", "/admin/price-lists", "all"],
    ["POST", "/admin/inventory-items/iitem_1/location-levels/sloc_1", "all"],
    ["POST", "/admin/orders/order_1/cancel", "all"],
    ["GET", "/admin/products", "none"],
  ])("%s %s: %s", (method, url, forget) => {
    expect(writeEffect(request(method, url)).forget).toBe(forget)
  })
})

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
    expect(cacheKey(read("/store/regions", { "x-publishable-api-key": "pk_1", origin: "http://shop.test" }))).toBe("/store/regions\npk_1\nhttp://shop.test")
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

describe("a write's spelling", () => {
  it("is read as Express routes it: any letter case, trailing slashes", () => {
    expect(writeEffect(request("POST", "/AUTH/customer/emailpass")).forget).toBe("none")
    expect(writeEffect(request("POST", "/store/carts/")).forget).toBe("none")
    expect(writeEffect(request("POST", "/Store/Carts/cart_1/Complete/")).forget).toBe("bought")
    expect(writeEffect(request("PUT", "/shop/users/updateUser/")).forget).toBe("tags")
  })

  it("an admin's content edit forgets only the answers of its kind", () => {
    expect(writeEffect(request("POST", "/admin/news/news_1"))).toEqual({ forget: "tags", tags: ["news"] })
    expect(writeEffect(request("PUT", "/shop/menus/menu_1"))).toEqual({ forget: "tags", tags: ["menus"] })
    expect(writeEffect(request("POST", "/admin/category-menus"))).toEqual({ forget: "tags", tags: ["menus"] })
    expect(writeEffect(request("POST", "/Admin/Offers/"))).toEqual({ forget: "tags", tags: ["offers"] })
    expect(writeEffect(request("DELETE", "/admin/reviews/rev_1"))).toEqual({ forget: "tags", tags: ["reviews"] })
  })
})

describe("a write whose answer says nothing changed", () => {
  it("is told by the compatibility API's modifiedCount 0", () => {
    expect(answerSaysUnchanged(Buffer.from('{"acknowledged":true,"modifiedCount":0}'))).toBe(true)
    expect(answerSaysUnchanged(Buffer.from('{"acknowledged":true,"modifiedCount":1}'))).toBe(false)
    expect(answerSaysUnchanged(Buffer.from('{"review":{"id":"rev_1"}}'))).toBe(false)
  })
})
