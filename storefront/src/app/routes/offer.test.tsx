import { screen, within } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../testing/backend"
import { renderApp } from "../../testing/render"

const homeWith = (offers: unknown[]) => () => json({ sliders: [], offers, category_menus: [], latest_products: [] })

describe("offer cards and their pages", () => {
  beforeEach(() => resetShop())

  it("the home page links a promotion's card to its page and a plain card to its own link; an ended card is not shown", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/storefront/home": homeWith([
        { id: "offer_helmet", name: "Free helmet with any bicycle over BDT 25,000", url: "/shop", kind: "promotion", live_until: null },
        { id: "offer_kids", name: "Kids' bikes from BDT 8,000", url: "/shop/Kids", kind: null, live_until: null },
        { id: "offer_old", name: "Last year's sale", url: "/shop", kind: "price_list", live_until: "2020-01-01T00:00:00Z" },
      ]),
    })
    renderApp("/")
    const offers = await screen.findByRole("list", { name: "Offers" })
    expect(await within(offers).findByRole("link", { name: "Free helmet with any bicycle over BDT 25,000" })).toHaveAttribute("href", "/offers/offer_helmet")
    expect(within(offers).getByRole("link", { name: "Kids' bikes from BDT 8,000" })).toHaveAttribute("href", "/shop/Kids")
    expect(within(offers).queryByText("Last year's sale")).toBeNull()
  })

  it("an offer's page lists exactly the products the backend names, the sale price beside the regular one", async () => {
    const sale = storeProduct("upland-gate-racer-bmx", "Upland Gate Racer BMX", 26780, 3)
    sale.variants[0].calculated_price = { ...sale.variants[0].calculated_price, original_amount: 31500 } as (typeof sale.variants)[0]["calculated_price"]
    const { calls } = fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/offers/offer_sale": () =>
        json({
          offer: { id: "offer_sale", name: "Eid cycle fest: up to 15% off", url: "/shop", kind: "price_list", live_until: "2099-01-31T00:00:00Z" },
          products: { all: false, ids: ["prod_upland-gate-racer-bmx", "prod_hike-stunt-pro-bmx"] },
        }),
      "/store/products": () => json({ products: [sale, storeProduct("hike-stunt-pro-bmx", "Hike Stunt Pro BMX", 23400, 4)], count: 2 }),
    })
    renderApp("/offers/offer_sale")
    expect(await screen.findByRole("heading", { name: "Eid cycle fest: up to 15% off", level: 1 })).toBeInTheDocument()
    expect(await screen.findByText("Upland Gate Racer BMX")).toBeInTheDocument()
    expect(screen.getByText("Hike Stunt Pro BMX")).toBeInTheDocument()
    expect(screen.getByText("৳ 26,780")).toBeInTheDocument()
    // The products asked for are the offer's, by id, in the shop's region.
    const asked = calls.find((call) => call.url.pathname === "/store/products")!.url
    expect(asked.searchParams.getAll("id[]")).toEqual(["prod_upland-gate-racer-bmx", "prod_hike-stunt-pro-bmx"])
    expect(asked.searchParams.get("region_id")).toBe(SHOP_CONFIG.region_id)
  })

  it("an offer on every product sends the shopper to the shop; an ended one says so", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/offers/offer_all": () =>
        json({ offer: { id: "offer_all", name: "10% off everything", url: "/shop", kind: "promotion", live_until: null }, products: { all: true, ids: [] } }),
      "/store/offers/offer_gone": () => json({ message: "There is no offer offer_gone running now (it may have ended)" }, 404),
    })
    renderApp("/offers/offer_all")
    expect(await screen.findByText("Every product in the shop is in this offer.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop")
  })

  it("an offer that is not running shows that it is not, with a way to the shop", async () => {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/offers/offer_gone": () => json({ message: "There is no offer offer_gone running now (it may have ended)" }, 404),
    })
    renderApp("/offers/offer_gone")
    expect(await screen.findByRole("heading", { name: "This offer is not running now." })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop")
  })
})
