import { RouteErrorBoundary } from "../../components/ui/route-error"
import { homeTopQuery, useBestProducts, useLatestProducts } from "../../features/home/api/get-home-content"
import { reviewsQuery } from "../../features/reviews/api/get-reviews"
import { newsQueryOptions } from "../../features/news/api/news"
import { CategoryMenu } from "../../features/home/components/category-menu"
import { HeroSlider } from "../../features/home/components/hero-slider"
import { CAROUSEL_NEWS, NewsCarousel } from "../../features/news/components/news-carousel"
import { OfferTags } from "../../features/home/components/offer-tags"
import { ReviewsCarousel } from "../../features/reviews/components/reviews-carousel"
import { SocialWidget } from "../../features/home/components/social-widget"
import { ProductGrid } from "../../components/products/product-grid"
import { pageData } from "../../lib/page-data.server"
import { pageMeta } from "../../lib/seo"
import { shopUrl } from "../shop-url"
import { localeOfMatches, messagesFor, useMessages } from "../../i18n"
import { sharedWithVisitors } from "../../lib/page-cache"
import { shopIdentityQueryOptions, useShopIdentity } from "../../features/shop-identity/api/get-shop-identity"
import { organizationJsonLd } from "../../features/shop-identity/shop-identity"
import type { Route } from "./+types/home"

/** The same for every visitor: kept by the storefront's server (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors()

/**
 * The home page's content, read on the server: slider, offers, menus, latest and best selling
 * products, reviews, news; and the shop's identity for its structured data.
 */
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    const [identity] = await Promise.all([
      client.fetchQuery(shopIdentityQueryOptions).catch(() => null),
      client.prefetchQuery(homeTopQuery),
      client.prefetchQuery(reviewsQuery),
      client.prefetchQuery(newsQueryOptions(CAROUSEL_NEWS)),
    ])
    return { identity }
  })

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeOfMatches(matches)
  const messages = messagesFor(locale)
  return pageMeta(shopUrl(matches, location.pathname), {
    name: messages.nav.home,
    description: messages.shop.description,
    // The shop as the owner set it (phone, email, address, hours, Facebook page): features/shop-identity.
    jsonLd: [
      organizationJsonLd(
        loaderData?.identity,
        { name: messages.shop.name, url: shopUrl(matches, "/").toString(), description: messages.shop.description },
        locale
      ),
    ],
  })
}

export function HomeRoute() {
  const messages = useMessages()
  const { data, isPending, error, refetch } = useLatestProducts()
  const { data: identity } = useShopIdentity()
  return (
    <>
      <h1 className="visually-hidden">{messages.shop.name}</h1>
      <div className="home-top">
        <CategoryMenu />
        <HeroSlider />
      </div>
      <OfferTags />
      <section aria-labelledby="latest-products">
        <h2 id="latest-products">{messages.home.latestProducts}</h2>
        <ProductGrid products={data} isPending={isPending} error={error} onRetry={() => void refetch()} />
      </section>
      <BestProducts />
      <ReviewsCarousel />
      <NewsCarousel />
      <SocialWidget facebookUrl={identity?.facebook_url} />
    </>
  )
}

/** The best selling bicycles (units sold in real orders; ties: newest). */
function BestProducts() {
  const t = useMessages().home
  // Read with the latest products (one answer): their grid already shows its loading and errors.
  const { data } = useBestProducts()
  if (!data?.length) return null
  return (
    <section aria-labelledby="best-products">
      <h2 id="best-products">{t.bestProducts}</h2>
      <ProductGrid products={data} isPending={false} error={null} onRetry={() => undefined} />
    </section>
  )
}

export const ErrorBoundary = RouteErrorBoundary

export default HomeRoute
