import { screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { resetShop, setBrowserLocale } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"

describe("a category page", () => {
  beforeEach(() => {
    resetShop()
    setBrowserLocale("bn")
  })
  afterEach(() => setBrowserLocale("en"))

  it("is headed by the category's translated name, not the English of its address", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/catalogue/facets": () => json({ brands: [], types: [], price: { min: null, max: null } }),
      "/store/catalogue/products": () => json({ products: [], count: 0 }),
      "/store/product-categories": (url) =>
        json({
          product_categories:
            url.searchParams.get("name") === "Mountain" && url.searchParams.get("locale") === "bn-BD" ? [{ name: "মাউন্টেন", handle: "mountain" }] : [],
        }),
    })
    renderApp("/shop/Mountain")
    expect(await screen.findByRole("heading", { level: 1, name: "মাউন্টেন" })).toBeInTheDocument()
  })
})
