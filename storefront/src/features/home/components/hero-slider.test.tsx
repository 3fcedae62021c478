import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"

const picture = (name: string) => `http://localhost:9000/static/${name}.webp`
/** The backend's pictures are read through the page's own origin (its server forwards /static). */
const shown = (name: string) => `/static/${name}.webp`
const SLIDERS = ["eid", "monsoon", "winter"].map((name, rank) => ({ id: `sl_${name}`, image_url: picture(name), url: "/shop", rank }))

describe("hero slider pictures", () => {
  let readyState: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    resetShop()
    // The page is still loading its first screen.
    readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading")
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/storefront/home": () => json({ sliders: SLIDERS, offers: [], category_menus: [], latest_products: [] }),
    })
  })
  afterEach(() => readyState.mockRestore())

  it("fetches only the first slide's picture until the page has loaded, then the others", async () => {
    renderApp("/")
    expect(await screen.findByAltText("Offer 1 of 3")).toHaveAttribute("src", shown("eid"))
    expect(screen.getByAltText("Offer 2 of 3")).not.toHaveAttribute("src")
    expect(screen.getByAltText("Offer 3 of 3")).not.toHaveAttribute("src")

    readyState.mockReturnValue("complete")
    act(() => void window.dispatchEvent(new Event("load")))
    expect(screen.getByAltText("Offer 2 of 3")).toHaveAttribute("src", shown("monsoon"))
    expect(screen.getByAltText("Offer 3 of 3")).toHaveAttribute("src", shown("winter"))
  })

  it("shows a slide's picture at once when the shopper picks it before the page has loaded", async () => {
    renderApp("/")
    await screen.findByAltText("Offer 1 of 3")
    await userEvent.click(screen.getByRole("button", { name: "Slide 3" }))
    expect(screen.getByAltText("Offer 3 of 3")).toHaveAttribute("src", shown("winter"))
    expect(screen.getByAltText("Offer 2 of 3")).not.toHaveAttribute("src")
  })
})
