import { ErrorMessage } from "../ui/error-message"
import { useMessages } from "../../i18n"
import type { ProductSummary } from "./product-summary"
import { ProductCard } from "./product-card"
import { useProductRatings } from "./product-ratings"

type Props = {
  products: ProductSummary[] | undefined
  isPending: boolean
  error: Error | null
  onRetry: () => void
  /** How many placeholders to show while loading (the spec's home page shows 8). */
  placeholders?: number
  /** What an empty list says: "There is no product" unless given. */
  emptyMessage?: string
}

/** The first row's pictures load at once: on a phone the first card is the largest thing on screen. */
const EAGER_IMAGES = 4

export function ProductGrid({ products, isPending, error, onRetry, placeholders = 8, emptyMessage }: Props) {
  const messages = useMessages()
  // Each card's stars, read once for the grid (in the browser: the listing's own data carries no ratings).
  const { data: ratings } = useProductRatings(products?.map((product) => product.id) ?? [])
  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={onRetry} />
  if (isPending || !products) {
    return (
      <div className="product-grid" role="status" aria-busy="true" aria-label={messages.home.loadingProducts}>
        {Array.from({ length: placeholders }, (_, i) => (
          // Shaped like a card (picture, two title lines, price), so nothing moves when products arrive.
          <div key={i} className="product-card product-card--placeholder" data-testid="product-placeholder">
            <div className="product-card__image" />
            <div className="product-card__title" />
            <div className="product-card__price">&nbsp;</div>
          </div>
        ))}
      </div>
    )
  }
  if (!products.length) return <p className="empty">{emptyMessage ?? messages.product.noProduct}</p>
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} first={index === 0} rating={ratings?.[product.id]} />
      ))}
    </div>
  )
}
