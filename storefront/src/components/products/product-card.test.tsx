import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import type { ProductSummary } from "../../lib/catalogue/product-summary"
import { ProductCard } from "./product-card"

const bike: ProductSummary = {
  id: "prod_1",
  handle: "hike-trail-blazer-27-5",
  title: "Hike Trail Blazer 27.5",
  thumbnail: "http://localhost:9000/static/hike-1.webp",
  price: 32500,
  inStock: true,
}

const renderCard = (product: ProductSummary) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>
  )

describe("ProductCard", () => {
  it("shows the picture, the name linking to the product and the price in taka", () => {
    renderCard(bike)
    expect(screen.getByRole("img", { name: bike.title })).toHaveAttribute("src", "/static/hike-1.webp")
    expect(screen.getByRole("link", { name: new RegExp(bike.title) })).toHaveAttribute("href", "/products/prod_1")
    expect(screen.getByText("৳ 32,500")).toBeInTheDocument()
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument()
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
})
