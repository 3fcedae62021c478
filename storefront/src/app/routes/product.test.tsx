import { screen } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { CURRENCY_CODE } from "@chaka/rules"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../testing/backend"
import { renderApp } from "../../testing/render"
import type { ProductDetail } from "../../features/products/api/get-product"
import { meta } from "./product"

const ENDS_AT = "2026-12-20T18:00:00.000Z"

/** The Veloce on an Eid sale: Medusa's calculated price from a sale price list, its original beside it. */
function saleProduct() {
  const product = storeProduct("veloce", "Veloce Sprint 700c", 17_500, 5)
  product.variants[0].calculated_price = {
    calculated_amount: 17_500,
    original_amount: 20_000,
    currency_code: CURRENCY_CODE,
    calculated_price: { price_list_type: "sale" },
  } as (typeof product.variants)[0]["calculated_price"]
  return product
}

const backend = (product: ReturnType<typeof storeProduct>, saleEndsAt: string | null = ENDS_AT) =>
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/delivery-days": () => json({ delivery_days: { inside_dhaka: 2, outside_dhaka: 5 } }),
    [`/store/products/${product.id}`]: () => json({ product }),
    [`/store/catalogue/products/${product.id}/offers`]: () =>
      json({ offers: [{ variant_id: product.variants[0].id, price: 17_500, regular_price: 20_000, sale_ends_at: saleEndsAt }] }),
  })

describe("the product page on sale", () => {
  beforeEach(() => resetShop())

  it("shows the sale price beside the regular one struck out, and when the sale ends", async () => {
    const product = saleProduct()
    backend(product)
    renderApp(`/products/${product.id}`)
    await screen.findByRole("heading", { name: "Veloce Sprint 700c", level: 1 })
    const price = document.querySelector(".product-page__price")!
    expect(price.querySelector(".price__now")).toHaveTextContent("৳ 17,500")
    expect(price.querySelector("del")).toHaveTextContent("Regular price ৳ 20,000")
    expect(screen.getByText(/^Sale ends /)).toBeInTheDocument()
  })

  it("strikes nothing out at the regular price", async () => {
    const product = storeProduct("veloce", "Veloce Sprint 700c", 20_000, 5)
    backend(product, null)
    renderApp(`/products/${product.id}`)
    await screen.findByRole("heading", { name: "Veloce Sprint 700c", level: 1 })
    expect(document.querySelector(".product-page__price del")).toBeNull()
    expect(document.querySelector(".product-page__price")).toHaveTextContent("৳ 20,000")
    expect(screen.queryByText(/^Sale ends /)).not.toBeInTheDocument()
  })
})

describe("the product page's structured data on sale", () => {
  const detail: ProductDetail = {
    id: "prod_veloce",
    title: "Veloce Sprint 700c",
    variantId: "variant_veloce",
    description: null,
    images: [],
    price: 17_500,
    regularPrice: 20_000,
    saleEndsAt: ENDS_AT,
    stock: 5,
    category: null,
    type: null,
    vendor: null,
    brand: null,
  }
  const offerOf = (product: ProductDetail) => {
    const tags = meta({ loaderData: { product }, location: { pathname: "/products/prod_veloce" }, matches: [] } as unknown as Parameters<typeof meta>[0])
    const blocks = tags.filter((tag): tag is { "script:ld+json": { "@type": string; offers?: Record<string, unknown> } } => "script:ld+json" in tag)
    return blocks.map((tag) => tag["script:ld+json"]).find((block) => block["@type"] === "Product")!.offers!
  }

  it("offers the sale price until the sale ends, with the regular price struck through", () => {
    expect(offerOf(detail)).toMatchObject({
      price: "17500.00",
      priceCurrency: "BDT",
      priceValidUntil: "2026-12-20",
      priceSpecification: { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: "20000.00" },
    })
  })

  it("says no end and no struck price when the product is not on sale", () => {
    const offer = offerOf({ ...detail, price: 20_000, regularPrice: null, saleEndsAt: null })
    expect(offer.price).toBe("20000.00")
    expect(offer).not.toHaveProperty("priceValidUntil")
    expect(offer).not.toHaveProperty("priceSpecification")
  })
})
