import { screen, within } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"

vi.setConfig({ testTimeout: 30_000 })

const card = (id: string, title: string) => ({ id, handle: id, title, thumbnail: null, price: 20_000, regular_price: 20_000, in_stock: true })

describe("the shop page's cards", () => {
  beforeEach(() => resetShop())

  it("show each product's stars and review count, read once for the whole grid; none for a product without reviews", async () => {
    const { calls } = fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/catalogue/facets": () => json({ brands: [], types: [], price: { min: null, max: null } }),
      "/store/catalogue/products": () => json({ products: [card("prod_b", "Veloce"), card("prod_a", "Phoenix")], count: 2 }),
      "/store/product-ratings": () =>
        json({
          ratings: {
            prod_a: { average: 3.75, count: 4, distribution: {} },
            prod_b: { average: null, count: 0, distribution: {} },
          },
        }),
    })
    renderApp("/shop")
    const phoenix = (await screen.findByRole("heading", { name: "Phoenix" })).closest("article")!
    expect(await within(phoenix).findByRole("img", { name: "Rated 3.8 out of 5 by 4 customers" })).toBeInTheDocument()
    const veloce = screen.getByRole("heading", { name: "Veloce" }).closest("article")!
    expect(within(veloce).queryByTestId("product-stars")).not.toBeInTheDocument()
    const asked = calls.filter((call) => call.url.pathname === "/store/product-ratings")
    expect(asked).toHaveLength(1)
    expect(asked[0].url.searchParams.get("product_id")).toBe("prod_a,prod_b")
  })
})
