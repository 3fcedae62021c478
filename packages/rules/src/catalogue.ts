/**
 * The catalogue as the store API sends it (GET /store/catalogue/products, and the home page's
 * latest and best-selling products from GET /storefront/home): one wire type, written by the
 * backend's listing (workflows/catalogue) and read by the storefront's product cards.
 */

/** A product as the /shop page shows it: its first variant's price and stock. */
export type CatalogueProduct = {
  id: string
  title: string
  handle: string
  thumbnail: string | null
  brand: string | null
  type: string | null
  category: { name: string; handle: string } | null
  /** taka: what a cart charges now (Medusa's calculated price, a sale's when one is on) */
  price: number
  /**
   * taka: the regular price a sale price list lowers (Medusa's original price), struck out beside
   * `price`; the same as `price` when no sale is on.
   */
  regular_price: number
  /** When that sale ends (ISO 8601); null: no sale, or a sale without an end. */
  sale_ends_at: string | null
  variant_id: string
  /** The variant can be bought now: some is available in the channel, or its stock is not tracked (stockFigures' in_stock). */
  in_stock: boolean
}

/** One page of the listing: the products, how many match in all, and the page asked for. */
export type CatalogueList = { products: CatalogueProduct[]; count: number; limit: number; offset: number }
