import { beforeEach, describe, expect, it } from "vitest"
import { fakeBackend, json, SHOP_CONFIG } from "../testing/backend"
import { resetShop, storeGet, TOKEN_KEY } from "./medusa"

describe("storeGet (the public reads a page's first screen waits on)", () => {
  beforeEach(() => resetShop())

  const backend = () =>
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/store/catalogue/products": (url) => json({ products: [], query: url.search }) })

  it("sends a visitor's read with the publishable key in its address and only safelisted headers, so the browser asks no CORS preflight", async () => {
    const { calls } = backend()
    await storeGet("/store/catalogue/products", { limit: 24, brand: "Hike|Phoenix" })
    const read = calls.find((call) => call.url.pathname === "/store/catalogue/products")!
    expect(Object.fromEntries(read.url.searchParams)).toEqual({ limit: "24", brand: "Hike|Phoenix", publishable_key: "pk_test" })
    expect([...read.headers.keys()]).toEqual(["accept"])
  })

  it("adds a signed-in customer's token", async () => {
    window.localStorage.setItem(TOKEN_KEY, "jwt_1")
    const { calls } = backend()
    await storeGet("/store/catalogue/products", { limit: 24 })
    const read = calls.find((call) => call.url.pathname === "/store/catalogue/products")!
    expect(read.headers.get("authorization")).toBe("Bearer jwt_1")
    expect(read.url.searchParams.get("publishable_key")).toBe("pk_test")
  })
})
