import { render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import { I18nProvider, type Locale } from "../../i18n"
import { registerCatalogue } from "../../i18n/messages"
import { bangla } from "../../messages/bn"
import type { ProductSummary } from "./product-summary"
import { fromCatalogueProduct } from "./product-summary"
import { ProductCard } from "./product-card"

registerCatalogue("bn", bangla)

const bike: ProductSummary = {
  id: "prod_1",
  handle: "hike-trail-blazer-27-5",
  title: "Hike Trail Blazer 27.5",
  thumbnail: "http://localhost:9000/static/hike-1.webp",
  price: 32500,
  regularPrice: null,
  inStock: true,
}

const renderCard = (product: ProductSummary, locale: Locale = "en") =>
  render(
    <I18nProvider locale={locale}>
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>
    </I18nProvider>
  )

/** The card's price line as a screen reader reads it (hidden names included), spaces evened. */
const priceLine = (container: HTMLElement) => container.querySelector(".product-card__price")!.textContent!.replace(/\s+/g, " ").trim()

describe("ProductCard", () => {
  it("shows the picture, the name linking to the product and the price in taka", () => {
    const { container } = renderCard(bike)
    expect(screen.getByRole("img", { name: bike.title })).toHaveAttribute("src", "/static/hike-1.webp")
    expect(screen.getByRole("link", { name: new RegExp(bike.title) })).toHaveAttribute("href", "/products/prod_1")
    expect(screen.getByText("৳ 32,500")).toBeInTheDocument()
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument()
    // Not on sale: nothing struck out.
    expect(container.querySelector("del")).toBeNull()
  })

  it("marks a product that is out of stock", () => {
    renderCard({ ...bike, inStock: false })
    expect(screen.getByText("Out of stock")).toBeInTheDocument()
  })

  it("says so when a product has no price in the region", () => {
    renderCard({ ...bike, price: null, thumbnail: null })
    expect(screen.getByText("Price on request")).toBeInTheDocument()
    expect(screen.queryByRole("img")).not.toBeInTheDocument()
  })

  it("shows a sale price beside the regular one struck out, each named for a screen reader", () => {
    const { container } = renderCard({ ...bike, price: 27_500, regularPrice: 32_500 })
    const struck = container.querySelector("del")!
    expect(within(struck).getByText("৳ 32,500")).toBeInTheDocument()
    expect(within(struck).getByText("Regular price")).toHaveClass("visually-hidden")
    expect(screen.getByText("Sale price")).toHaveClass("visually-hidden")
    expect(priceLine(container)).toBe("Sale price ৳ 27,500 Regular price ৳ 32,500")
  })

  it("shows the sale in Bangla, with Bangla digits and names", () => {
    const { container } = renderCard({ ...bike, price: 27_500, regularPrice: 32_500 }, "bn")
    expect(within(container.querySelector("del")!).getByText("৳ ৩২,৫০০")).toBeInTheDocument()
    expect(priceLine(container)).toBe("ছাড়ের দাম ৳ ২৭,৫০০ নিয়মিত দাম ৳ ৩২,৫০০")
  })

  it("strikes nothing out when the catalogue's regular price is the price (no sale), or below it (an override)", () => {
    const card = (regular_price: number) =>
      fromCatalogueProduct({
        id: "prod_1",
        title: "Bike",
        handle: "bike",
        thumbnail: null,
        brand: null,
        type: null,
        category: null,
        price: 10_000,
        regular_price,
        sale_ends_at: null,
        variant_id: "variant_1",
        in_stock: true,
      })
    expect(card(10_000).regularPrice).toBeNull()
    expect(card(9_000).regularPrice).toBeNull()
    expect(card(12_000).regularPrice).toBe(12_000)
  })
})
