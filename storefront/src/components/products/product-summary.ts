import type { CatalogueProduct } from "@chaka/rules"

/** What a product card needs. */
export type ProductSummary = {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  price: number | null
  /** The regular price a sale lowers (struck out beside `price`); null: not on sale. */
  regularPrice: number | null
  inStock: boolean
}

/** A product as the backend's catalogue lists it (GET /store/catalogue/products, /storefront/home), as a card shows it. */
export const fromCatalogueProduct = (product: CatalogueProduct): ProductSummary => ({
  id: product.id,
  handle: product.handle,
  title: product.title,
  thumbnail: product.thumbnail,
  price: product.price,
  regularPrice: product.regular_price > product.price ? product.regular_price : null,
  inStock: product.in_stock,
})
