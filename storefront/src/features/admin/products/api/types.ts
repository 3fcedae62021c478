import type { StockFigures } from "@chaka/rules"

/** Spec "type": Geared or Non-Geared (null when a product has none). */
export const PRODUCT_TYPES = ["Geared", "Non-Geared"] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** At most this many gallery images (the backend refuses more). */
export const MAX_GALLERY_IMAGES = 3
/** What the image choosers accept. */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const

/** One row of GET /admin/shop-products. Prices are whole taka. */
export type AdminProductSummary = {
  id: string
  title: string
  thumbnail: string | null
  brand: string | null
  category: { id: string; name: string; handle?: string } | null
  price: number | null
  /** units stocked at the shop's location (what the update form edits) */
  stock: number
  /** stocked, reserved by placed orders, available to shoppers (the shop's one stock rule) */
  stock_figures: StockFigures
  /** Its Bangla title and description (Medusa's Translation module); null: not translated. */
  translations?: { "bn-BD": ProductBangla }
}

/** A product's Bangla texts as the admin answers carry them; either may be missing. */
export type ProductBangla = { title: string | null; description: string | null } | null

/** GET /admin/shop-products/:id: the summary plus what the update form shows. */
export type AdminProductDetail = AdminProductSummary & {
  description: string | null
  type: string | null
  vendor: string | null
  /** gallery image urls, without the main image */
  images: string[]
  category_id: string | null
}

/** The body of POST /admin/shop-products (all of it) and POST /admin/shop-products/:id (any of it). */
export type ProductFields = {
  title: string
  description: string
  category_id: string
  brand: string
  type: ProductType | null
  vendor?: string | null
  price: number
  stock: number
  thumbnail: string
  images: string[]
}

export type ProductChanges = Partial<ProductFields>
