import { useState } from "react"
import { useRouteLoaderData } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { ErrorMessage } from "../../components/ui/error-message"
import { NotFound } from "../../components/ui/not-found"
import { statusOf } from "../../lib/errors"
import { paths } from "../../config/paths"
import { AddToCartForm } from "../../features/cart/components/add-to-cart-form"
import { productQueryOptions, useProduct, type ProductDetail } from "../../features/products/api/get-product"
import { stockLabel } from "../../features/products/stock-label"
import { QuantityPicker } from "../../features/products/components/quantity-picker"
import { ProductGallery } from "../../features/products/components/product-gallery"
import { formatBDT } from "../../lib/money"
import { notFoundWhen404, pageData } from "../../lib/page-data.server"
import { absoluteUrl, breadcrumbs, pageMeta } from "../../lib/seo"
import { shopPicture } from "../../lib/picture-sources"
import { useErrorToast } from "../../lib/use-error-toast"
import { localeOfMatches, messagesFor, useI18n } from "../../i18n"
import { shopUrl } from "../shop-url"
import type { loader as rootLoader } from "../root"
import { inLocale } from "../../i18n/locales"
import { Price } from "../../components/products/price"
import { canBuy, CURRENCY_CODE, MIN_QUANTITY } from "@chaka/rules"
import { sharedWithVisitors } from "../../lib/page-cache"
import { deliveryDaysQueryOptions } from "../../features/delivery/api/get-delivery-days"
import { DeliveryInfo } from "../../features/delivery/components/delivery-info"
import { WhatsAppButton } from "../../features/shop-identity/components/whatsapp-button"
import { useSession } from "../../features/session/api/session"
import { primaryAddress } from "../../features/session/address/primary-address"
import { productReviewsQuery } from "../../features/reviews/api/product-reviews"
import { productReviewByForm } from "../../features/reviews/api/product-review.server"
import type { ProductReviewAnswer } from "../../features/reviews/api/product-review-form"
import { ownProductReviewKey } from "../../features/reviews/api/own-product-review"
import { ProductReviews } from "../../features/reviews/components/product-reviews"
import { productRatingJsonLd } from "../../features/reviews/json-ld"
import { answerOrLost, isLost } from "../../features/auth/signed-in"
import { browserQueryClient } from "../provider"
import { ProductSpecTable } from "../../features/products/facts/spec-table"
import { factsJsonLd } from "../../features/products/facts/facts"
import type { Route } from "./+types/product"

/** The same for every visitor: kept by the storefront's server (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors()

/** The product, read on the server; one that does not exist is a 404. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    // The delivery days are the same for every visitor: in the shared page with the product.
    // Its ratings and reviews too (kept under the product's tag: a review forgets the page), for the page and its JSON-LD.
    const [product, reviews] = await Promise.all([
      notFoundWhen404(client.fetchQuery(productQueryOptions(params.id))),
      client.fetchQuery(productReviewsQuery(params.id)).catch(() => null),
      client.prefetchQuery(deliveryDaysQueryOptions),
    ])
    return { product, reviews }
  })

/** The review form's post, with or without scripts (features/reviews/api/product-review.server.ts): saved, then back here. */
export const action = ({ request, context, params }: Route.ActionArgs) => productReviewByForm(request, context.origin, params.id)

/** With scripts, the same post; once saved, the product's reviews and the customer's own are read again. */
export async function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  try {
    return await answerOrLost(serverAction)
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      const client = browserQueryClient()
      await Promise.all([
        client.invalidateQueries({ queryKey: productReviewsQuery(params.id).queryKey }),
        client.invalidateQueries({ queryKey: ownProductReviewKey(params.id) }),
      ])
    }
    throw error
  }
}

/** schema.org Product with its Offer: what search engines show as price and availability. */
function productJsonLd(product: ProductDetail, url: URL, image: string | undefined): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(product.category ? { category: product.category } : {}),
    sku: product.id,
    ...(product.price === null
      ? {}
      : {
          offers: {
            "@type": "Offer",
            url: url.toString(),
            price: product.price.toFixed(2),
            priceCurrency: CURRENCY_CODE.toUpperCase(),
            // A sale: its price is the offer's until the sale ends, the regular price struck through.
            ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
            ...(product.regularPrice === null
              ? {}
              : {
                  priceSpecification: {
                    "@type": "UnitPriceSpecification",
                    priceType: "https://schema.org/StrikethroughPrice",
                    price: product.regularPrice.toFixed(2),
                    priceCurrency: CURRENCY_CODE.toUpperCase(),
                  },
                }),
            availability: `https://schema.org/${canBuy(product.stock, MIN_QUANTITY) ? "InStock" : "OutOfStock"}`,
            itemCondition: "https://schema.org/NewCondition",
          },
        }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeOfMatches(matches)
  const messages = messagesFor(locale)
  const url = shopUrl(matches, location.pathname)
  const product = loaderData?.product
  if (!product) return pageMeta(url, { name: messages.errors.notFound })
  const picture = product.images[0]
  const image = picture ? absoluteUrl(url.origin, shopPicture(picture)) : undefined
  const price = product.price === null ? "" : ` ${formatBDT(product.price, locale)}.`
  return [
    ...pageMeta(url, {
      name: product.title,
      description: `${product.title}:${price} ${product.description ?? messages.shop.description}`.slice(0, 300),
      image,
      type: "product",
      jsonLd: [
        { ...productJsonLd(product, url, image), ...factsJsonLd(product.facts ?? null, locale, messages), ...productRatingJsonLd(loaderData?.reviews) },
        breadcrumbs(url, [
          { name: messages.nav.home, path: "/" },
          { name: messages.shopPage.title, path: paths.shop() },
          ...(product.category ? [{ name: product.category, path: paths.shopCategory(product.category) }] : []),
          { name: product.title, path: location.pathname },
        ]),
      ],
    }),
    ...(product.price === null
      ? []
      : [
          { property: "product:price:amount", content: product.price.toFixed(2) },
          { property: "product:price:currency", content: CURRENCY_CODE.toUpperCase() },
        ]),
  ]
}

const browserOrigin = () => (typeof window === "undefined" ? "http://localhost" : window.location.origin)

/** /products/{id}: gallery, price, availability for the chosen quantity. */
export function ProductRoute({ params: { id }, actionData }: Route.ComponentProps) {
  const { messages, date, locale } = useI18n()
  const t = messages.productPage
  // The shop's public origin (the root loader's): the WhatsApp message carries the page's absolute address.
  const root = useRouteLoaderData<typeof rootLoader>("root")
  const { data: product, isPending, error, refetch } = useProduct(id)
  const [quantity, setQuantity] = useState(MIN_QUANTITY)
  // The signed-in shopper's district (read in the browser: the shared page carries no one's address).
  const { data: session } = useSession()
  useErrorToast(error)

  if (statusOf(error) === 404) return <NotFound />
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

  const stock = stockLabel(product.stock, quantity, t)
  const available = stock.available

  return (
    <article className="product-page">
      <ProductGallery title={product.title} images={product.images} />
      <div className="product-page__info">
        <h1>{product.title}</h1>
        <p className="product-page__price">
          <Price price={product.price} regularPrice={product.regularPrice} />
        </p>
        {product.regularPrice !== null && product.saleEndsAt && (
          <p className="product-page__sale-ends">{messages.product.saleEnds(date(product.saleEndsAt))}</p>
        )}
        <p className={available ? "stock stock--in" : "stock stock--out"} role="status">
          {stock.text}
        </p>
        <AddToCartForm productId={product.id} variantId={product.variantId} disabled={!available} addLabel={t.addToCart} buyNowLabel={t.buyNow}>
          <QuantityPicker name="quantity" quantity={quantity} stock={product.stock} onChange={setQuantity} />
        </AddToCartForm>
        <dl className="product-page__facts">
          {product.brand && (
            <>
              <dt>{t.brand}</dt>
              <dd data-testid="product-brand">{product.brand}</dd>
            </>
          )}
          {product.category && (
            <>
              <dt>{t.category}</dt>
              <dd>{product.category}</dd>
            </>
          )}
          {product.type && (
            <>
              <dt>{messages.shopPage.type}</dt>
              <dd data-testid="product-type">{product.type}</dd>
            </>
          )}
          {product.vendor && (
            <>
              <dt>{t.vendor}</dt>
              <dd>{product.vendor}</dd>
            </>
          )}
        </dl>
        <WhatsAppButton title={product.title} url={new URL(inLocale(paths.product(product.id), locale), root?.origin ?? browserOrigin()).toString()} />
        <DeliveryInfo price={product.price} customerDistrict={session ? primaryAddress(session.customer)?.city : null} />
        {product.description && <p className="product-page__description">{product.description}</p>}
        <ProductSpecTable facts={product.facts ?? null} />
      </div>
      <ProductReviews
        productId={product.id}
        answer={actionData && !isLost(actionData) ? (actionData as ProductReviewAnswer) : undefined}
        lost={isLost(actionData)}
      />
    </article>
  )
}

export const ErrorBoundary = RouteErrorBoundary

export default ProductRoute
