import { Link } from "react-router"
import { paths } from "../../config/paths"
import { fetchPriority } from "../../lib/fetch-priority"
import { useMessages } from "../../i18n"
import type { ProductSummary } from "./product-summary"
import { PICTURE_SIZES, pictureSources } from "../../lib/picture-sources"
import { Price } from "./price"
import type { CardRating } from "./product-ratings"
import { ProductStars } from "./product-stars"

/** `eager`: on the first screen, so loaded at once; `first`: the likely main picture, asked for first; `rating`: its stars, when known. */
export function ProductCard({
  product,
  eager = false,
  first = false,
  rating,
}: {
  product: ProductSummary
  eager?: boolean
  first?: boolean
  rating?: CardRating
}) {
  const t = useMessages().product
  return (
    <article className="product-card" data-product={product.handle}>
      <Link to={paths.product(product.id)} className="product-card__link">
        <div className="product-card__image">
          {product.thumbnail ? (
            <img
              {...pictureSources(product.thumbnail, PICTURE_SIZES.card)}
              alt={product.title}
              loading={eager ? "eager" : "lazy"}
              width={640}
              height={436}
              {...fetchPriority(first)}
            />
          ) : (
            <div className="product-card__no-image" aria-hidden />
          )}
          {!product.inStock && <span className="badge badge--muted">{t.outOfStock}</span>}
        </div>
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      <ProductStars rating={rating} />
      <p className="product-card__price">
        <Price price={product.price} regularPrice={product.regularPrice} />
      </p>
    </article>
  )
}
