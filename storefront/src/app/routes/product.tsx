import { useState } from "react"
import { useNavigate, useParams } from "react-router-dom"
import { ErrorMessage } from "../../components/ui/error-message"
import { paths } from "../../config/paths"
import { AddToCartButton } from "../../features/cart/components/add-to-cart-button"
import { useProduct } from "../../features/products/api/get-product"
import { clampQuantity, isAvailable, MIN_QUANTITY } from "../../features/products/availability"
import { ProductGallery } from "../../features/products/components/product-gallery"
import { formatBDT } from "../../lib/money"
import { usePageTitle } from "../../lib/page-title"
import { useErrorToast } from "../../lib/use-error-toast"
import { messages } from "../../messages"

const t = messages.productPage

/** /products/{id}: gallery, price, availability for the chosen quantity. */
export function ProductRoute() {
  const { id = "" } = useParams()
  const { data: product, isPending, error, refetch } = useProduct(id)
  const [quantity, setQuantity] = useState(MIN_QUANTITY)
  const navigate = useNavigate()
  usePageTitle(product?.title)
  useErrorToast(error)

  if (error) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  if (isPending || !product) {
    // The page's own frame, so nothing moves when the product arrives.
    return (
      <div className="product-page" aria-busy="true">
        <div className="gallery__main gallery__main--empty" />
        <div className="product-page__info product-page__info--loading" />
      </div>
    )
  }

  const available = isAvailable(product.stock, quantity)

  return (
    <article className="product-page">
      <ProductGallery title={product.title} images={product.images} />
      <div className="product-page__info">
        <h1>{product.title}</h1>
        <p className="product-page__price">{product.price === null ? messages.product.priceUnavailable : formatBDT(product.price)}</p>
        <p className={available ? "stock stock--in" : "stock stock--out"} role="status">
          {available ? t.inStock : t.outOfStock}
        </p>
        <div className="quantity" role="group" aria-label={t.quantity}>
          <button type="button" aria-label={t.decrease} onClick={() => setQuantity((q) => clampQuantity(q - 1))} disabled={quantity <= MIN_QUANTITY}>−</button>
          <input
            aria-label={t.quantity}
            type="number"
            min={MIN_QUANTITY}
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value)))}
          />
          <button type="button" aria-label={t.increase} onClick={() => setQuantity((q) => q + 1)}>+</button>
        </div>
        <div className="product-page__actions">
          <AddToCartButton variantId={product.variantId} quantity={quantity} disabled={!available} />
          {/* Checkout's sign-in guard sends a visitor to /log-in and back. */}
          <button type="button" className="button button--ghost" disabled={!available} onClick={() => navigate(paths.buyNow(product.id, quantity))}>{t.buyNow}</button>
        </div>
        <dl className="product-page__facts">
          {product.category && (<><dt>{t.category}</dt><dd>{product.category}</dd></>)}
          {product.type && (<><dt>{messages.shopPage.type}</dt><dd>{product.type}</dd></>)}
          {product.vendor && (<><dt>{t.vendor}</dt><dd>{product.vendor}</dd></>)}
        </dl>
        {product.description && <p className="product-page__description">{product.description}</p>}
      </div>
    </article>
  )
}

export { ProductRoute as Component }
