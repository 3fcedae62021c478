import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../testing/backend"
import { renderApp } from "../../testing/render"

const PRODUCTS = [
  storeProduct("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 8),
  storeProduct("bianchi-oltre-race", "Bianchi Oltre Race", 345000, 0),
]

describe("home page", () => {
  beforeEach(() => resetShop())

  it("lists the latest products with taka prices, asking the store API with the shop's key and region", async () => {
    const { calls } = fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/products": () => json({ products: PRODUCTS, count: 2, offset: 0, limit: 48 }),
    })
    renderApp("/")

    expect(screen.getAllByTestId("product-placeholder")).toHaveLength(8)
    expect(await screen.findByText("Phoenix Classic Roadster")).toBeInTheDocument()
    expect(screen.getByText("৳ 12,500")).toBeInTheDocument()
    expect(screen.getByText("Bianchi Oltre Race")).toBeInTheDocument()
    expect(screen.getByText("৳ 3,45,000")).toBeInTheDocument()
    expect(screen.getAllByText("Out of stock")).toHaveLength(1)

    const productsCall = calls.find((call) => call.url.pathname === "/store/products")!
    expect(productsCall.headers.get("x-publishable-api-key")).toBe("pk_test")
    expect(productsCall.url.searchParams.get("region_id")).toBe("reg_bd")
  })

  it("shows an error with a retry when the shop cannot be reached, and recovers", async () => {
    let up = false
    fakeBackend({
      "/storefront/config": () => (up ? json(SHOP_CONFIG) : json({ message: "down" }, 503)),
      "/store/products": () => json({ products: PRODUCTS, count: 2, offset: 0, limit: 48 }),
    })
    renderApp("/")

    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this page")
    up = true
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(screen.getByText("Phoenix Classic Roadster")).toBeInTheDocument())
  })

  it("says there is no product when the catalogue is empty", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/products": () => json({ products: [], count: 0, offset: 0, limit: 48 }),
    })
    renderApp("/")
    expect(await screen.findByText("There is no product")).toBeInTheDocument()
  })

  it("shows the 404 page for unknown paths", () => {
    fakeBackend({})
    renderApp("/no-such-page")
    expect(screen.getByRole("heading", { name: "404 page" })).toBeInTheDocument()
  })
})
