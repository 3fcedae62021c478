/** What a product card needs. */
export type ProductSummary = {
  id: string
  handle: string
  title: string
  thumbnail: string | null
  price: number | null
  inStock: boolean
}

/** A product as the backend's catalogue lists it (GET /store/catalogue/products, /storefront/home). */
export type CatalogueProduct = {
  id: string
  title: string
  handle: string
  thumbnail: string | null
  brand: string | null
  type: string | null
  price: number | null
  in_stock: boolean
}

export const fromCatalogueProduct = (product: CatalogueProduct): ProductSummary => ({
  id: product.id,
  handle: product.handle,
  title: product.title,
  thumbnail: product.thumbnail,
  price: product.price,
  inStock: product.in_stock,
})
