import { beforeEach, describe, expect, it } from "vitest"
import { fakeBackend, json, SHOP_CONFIG } from "../testing/backend"
import { resetShop, setMaybeSignedIn, storeGet } from "./medusa"

describe("storeGet (the public reads a page's first screen waits on)", () => {
  beforeEach(() => resetShop())

  const backend = () =>
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/store/catalogue/products": (url) => json({ products: [], query: url.search }) })

  it("sends a visitor's read to the page's own origin with the publishable key in its address and only an accept header", async () => {
    const { calls } = backend()
    await storeGet("/store/catalogue/products", { limit: 24, brand: "Hike|Phoenix" })
    const read = calls.find((call) => call.url.pathname === "/store/catalogue/products")!
    expect(read.url.origin).toBe(window.location.origin)
    expect(Object.fromEntries(read.url.searchParams)).toEqual({ limit: "24", brand: "Hike|Phoenix", publishable_key: "pk_test" })
    expect([...read.headers.keys()]).toEqual(["accept"])
  })

  it("sends a signed-in customer's read the same way: the session cookie rides along, no token is added or stored", async () => {
    setMaybeSignedIn(true)
    const { calls } = backend()
    await storeGet("/store/catalogue/products", { limit: 24 })
    const read = calls.find((call) => call.url.pathname === "/store/catalogue/products")!
    expect(read.url.origin).toBe(window.location.origin)
    expect(read.headers.get("authorization")).toBeNull()
    expect([...read.headers.keys()]).toEqual(["accept"])
    expect(read.url.searchParams.get("publishable_key")).toBe("pk_test")
    expect(calls.every((call) => call.url.origin === window.location.origin)).toBe(true)
    expect(window.localStorage.length).toBe(0)
  })
})
