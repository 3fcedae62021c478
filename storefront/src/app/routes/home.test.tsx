import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"

const catalogueProduct = (handle: string, title: string, price: number, in_stock: boolean) => ({
  id: `prod_${handle}`,
  handle,
  title,
  thumbnail: `http://localhost:9000/static/${handle}-1.webp`,
  brand: "Phoenix",
  type: "Non-Geared",
  price,
  in_stock,
})

const PRODUCTS = [
  catalogueProduct("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, true),
  catalogueProduct("bianchi-oltre-race", "Bianchi Oltre Race", 345000, false),
]

const home = (latest_products: unknown[]) => () => json({ sliders: [], offers: [], category_menus: [], latest_products })

describe("home page", () => {
  beforeEach(() => resetShop())

  it("shows 8 placeholders, then the latest products with taka prices and their stock", async () => {
    // The products arrive once the placeholders were seen.
    let answer: (response: Response) => void = () => {}
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/storefront/home": () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderApp("/")

    expect(await screen.findAllByTestId("product-placeholder")).toHaveLength(8)
    answer(home(PRODUCTS)())
    expect(await screen.findByText("Phoenix Classic Roadster")).toBeInTheDocument()
    expect(screen.getByText("৳ 12,500")).toBeInTheDocument()
    expect(screen.getByText("Bianchi Oltre Race")).toBeInTheDocument()
    expect(screen.getByText("৳ 3,45,000")).toBeInTheDocument()
    expect(screen.getAllByText("Out of stock")).toHaveLength(1)
  })

  it("shows an error with a retry when the shop cannot be reached, and recovers", async () => {
    let up = false
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/storefront/home": () => (up ? home(PRODUCTS)() : json({ message: "down" }, 503)),
    })
    renderApp("/")

    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load this page")
    up = true
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(screen.getByText("Phoenix Classic Roadster")).toBeInTheDocument())
  })

  it("says there is no product when the catalogue is empty", async () => {
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/storefront/home": home([]) })
    renderApp("/")
    expect(await screen.findByText("There is no product")).toBeInTheDocument()
  })

  it("shows the 404 page for unknown paths", async () => {
    fakeBackend({})
    renderApp("/no-such-page")
    expect(await screen.findByRole("heading", { name: "404 page" })).toBeInTheDocument()
  })

  it("draws the slider, offers and menus from the one /storefront/home answer, read without the SDK's key", async () => {
    const { calls } = fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/storefront/home": () =>
        json({
          sliders: [{ id: "sl_1", image_url: "http://localhost:9000/static/eid.webp", url: "/shop", rank: 0 }],
          offers: [{ id: "of_1", name: "Eid ride sale", url: "/shop?brand=Hike" }],
          category_menus: [{ id: "cm_1", name: "Mountain", sub_menus: ["Hardtail"] }],
          latest_products: [],
        }),
    })
    renderApp("/")
    // The backend's picture is read through the page's own origin (its server forwards /static).
    expect(await screen.findByAltText("Offer 1 of 1")).toHaveAttribute("src", "/static/eid.webp")
    expect(screen.getByRole("link", { name: "Eid ride sale" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Mountain" })).toBeInTheDocument()
    const homeCalls = calls.filter((call) => call.url.pathname === "/storefront/home")
    expect(homeCalls).toHaveLength(1)
    expect(homeCalls[0].headers.get("x-publishable-api-key")).toBeNull()
  })

  it("shows the best selling products the backend chose under Best products", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/storefront/home": () => json({ sliders: [], offers: [], category_menus: [], latest_products: PRODUCTS, best_products: [PRODUCTS[1]] }),
    })
    renderApp("/")
    const best = await screen.findByRole("region", { name: "Best products" })
    expect(within(best).getByText("Bianchi Oltre Race")).toBeInTheDocument()
    expect(within(best).queryByText("Phoenix Classic Roadster")).toBeNull()
  })
})
