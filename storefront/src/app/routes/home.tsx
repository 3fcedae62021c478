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
import type { Route } from "./+types/home"

/** The same for every visitor: kept by the storefront's server (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors()

/** The home page's content, read on the server: slider, offers, menus, latest and best selling products, reviews, news. */
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, async (client) => {
    await Promise.all([client.prefetchQuery(homeTopQuery), client.prefetchQuery(reviewsQuery), client.prefetchQuery(newsQueryOptions(CAROUSEL_NEWS))])
    return {}
  })

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const messages = messagesFor(localeOfMatches(matches))
  return pageMeta(shopUrl(matches, location.pathname), {
    name: messages.nav.home,
    description: messages.shop.description,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "OnlineStore",
        name: messages.shop.name,
        url: shopUrl(matches, "/").toString(),
        telephone: messages.contact.phone,
        email: messages.contact.email,
      },
    ],
  })
}

export function HomeRoute() {
  const messages = useMessages()
  const { data, isPending, error, refetch } = useLatestProducts()
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
      <SocialWidget />
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
