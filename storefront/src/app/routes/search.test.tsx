import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"

const product = (n: number) => ({
  id: `prod_${n}`,
  handle: `bike-${n}`,
  title: `Bike ${n}`,
  thumbnail: null,
  brand: "Hike",
  type: "Geared",
  price: 20000,
  in_stock: true,
})

function shop(count: number) {
  return fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/catalogue/facets": () => json({ brands: [{ name: "Hike", count }], types: [], categories: [] }),
    "/store/catalogue/products": (url) => {
      const offset = Number(url.searchParams.get("offset"))
      const limit = Number(url.searchParams.get("limit"))
      return json({ products: Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => product(offset + i + 1)), count, limit, offset })
    },
  })
}

describe("the search results page", () => {
  beforeEach(() => resetShop())

  it("pages and filters keep the search in the address", async () => {
    const { calls } = shop(30)
    renderApp("/search?q=bike")
    expect(await screen.findByText("30 products")).toBeInTheDocument()
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/search?q=bike&page=2")
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByText("Filters"))
    await user.click(await screen.findByRole("checkbox", { name: /^Hike/ }))
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /^Hike/ })).toBeChecked())
    const listed = calls.map(({ url }) => url.searchParams).filter((params) => params.get("brand") === "Hike")
    expect(listed.map((params) => params.get("q"))).toEqual(["bike"])
    expect(screen.getByRole("heading", { name: "Search results for “bike”", level: 1 })).toBeInTheDocument()
  })

  it("a page past the last links back to the last one", async () => {
    shop(30)
    renderApp("/search?q=bike&page=9")
    expect(await screen.findByText("No product found")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/search?q=bike&page=2")
  })

  it("a search too short to run says so, without asking the catalogue", async () => {
    const { calls } = shop(30)
    renderApp("/search?q=ab")
    expect(await screen.findByText("Type at least 3 characters")).toBeInTheDocument()
    expect(calls.some(({ url }) => url.pathname === "/store/catalogue/products")).toBe(false)
  })
})
