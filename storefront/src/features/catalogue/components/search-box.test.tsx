import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"

const product = (handle: string, title: string) => ({
  id: `prod_${handle}`,
  handle,
  title,
  thumbnail: null,
  brand: "Bianchi",
  type: "Geared",
  price: 95000,
  in_stock: true,
})
// The catalogue's ranked order, which the page keeps.
const RANKED = [product("magma", "Bianchi Magma 9.2"), product("sprint", "Bianchi Sprint Disc"), product("spillo", "Bianchi Spillo Vintage")]

function shop() {
  return fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/catalogue/products": (url) => {
      const limit = Number(url.searchParams.get("limit"))
      return json({ products: RANKED.slice(0, Math.min(limit, 2)), count: 12, limit, offset: 0 })
    },
  })
}

const box = () => screen.getByRole("searchbox", { name: "Search products" })
const results = () => document.querySelector(".search__results")

describe("the header's search", () => {
  beforeEach(() => resetShop())

  it("shows results and 'See all N results'; closes on a press or the focus outside, on Escape, and reopens on typing", async () => {
    shop()
    renderApp("/news")
    await screen.findByRole("searchbox", { name: "Search products" })
    const user = userEvent.setup()
    await user.type(box(), "bianchi")
    expect(await screen.findByRole("link", { name: "See all 12 results" }, { timeout: 2000 })).toHaveAttribute("href", "/search?q=bianchi")
    expect(screen.getByRole("link", { name: /Bianchi Magma 9.2/ })).toBeInTheDocument()

    fireEvent.pointerDown(document.body)
    await waitFor(() => expect(results()).toBeNull())

    await user.type(box(), " ")
    await waitFor(() => expect(results()).not.toBeNull())
    // Tab on past the results: the focus lands outside.
    fireEvent.focusIn(screen.getByRole("button", { name: "Menu" }))
    await waitFor(() => expect(results()).toBeNull())

    await user.type(box(), "m")
    await waitFor(() => expect(results()).not.toBeNull())
    await user.keyboard("{Escape}")
    await waitFor(() => expect(results()).toBeNull())
  })

  it("Enter opens the results page: the search, its count, the catalogue's order", async () => {
    const { calls } = shop()
    renderApp("/news")
    await screen.findByRole("searchbox", { name: "Search products" })
    const user = userEvent.setup()
    await user.type(box(), "  bianchi {Enter}")
    expect(await screen.findByRole("heading", { name: "Search results for “bianchi”", level: 1 })).toBeInTheDocument()
    expect(await screen.findByText("12 products")).toBeInTheDocument()
    const grid = document.querySelector(".product-grid") as HTMLElement
    expect(
      within(grid)
        .getAllByRole("heading")
        .map((h) => h.textContent)
    ).toEqual(["Bianchi Magma 9.2", "Bianchi Sprint Disc"])
    const page = calls.find(({ url }) => url.pathname === "/store/catalogue/products" && url.searchParams.get("limit") === "24")!
    expect(Object.fromEntries(page.url.searchParams)).toMatchObject({ q: "bianchi", limit: "24", offset: "0" })
    expect(box()).toHaveValue("bianchi")
    expect(results()).toBeNull()
  })
})
