import { ErrorMessage } from "../../../components/ui/error-message"
import { messages } from "../../../messages"
import type { ProductSummary } from "../api/product-summary"
import { ProductCard } from "./product-card"

type Props = {
  products: ProductSummary[] | undefined
  isPending: boolean
  error: Error | null
  onRetry: () => void
  /** How many placeholders to show while loading (the spec's home page shows 8). */
  placeholders?: number
}

/**
 * Only the first card's picture loads at once: on a phone it is the largest thing on the first
 * screen and the next cards are below it. The others are lazy: on a wide screen the rest of
 * the first row is in view and still starts at once (the cards are drawn by the app, so the
 * browser learns of every picture at the same moment), while on a phone they no longer take
 * the slow network from the first picture and the app's code.
 */
const EAGER_IMAGES = 1

export function ProductGrid({ products, isPending, error, onRetry, placeholders = 8 }: Props) {
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
  if (!products.length) return <p className="empty">{messages.product.noProduct}</p>
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < EAGER_IMAGES} first={index === 0} />
      ))}
    </div>
  )
}
