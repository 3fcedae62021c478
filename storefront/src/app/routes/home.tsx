import { useLatestProducts } from "../../features/home/api/get-home-content"
import { CategoryMenu } from "../../features/home/components/category-menu"
import { HeroSlider } from "../../features/home/components/hero-slider"
import { NewsCarousel } from "../../features/home/components/news-carousel"
import { OfferTags } from "../../features/home/components/offer-tags"
import { ReviewsCarousel } from "../../features/home/components/reviews-carousel"
import { SocialWidget } from "../../features/home/components/social-widget"
import { ProductGrid } from "../../features/products/components/product-grid"
import { usePageTitle } from "../../lib/page-title"
import { messages } from "../../messages"

export function HomeRoute() {
  usePageTitle(messages.nav.home)
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
      <ReviewsCarousel />
      <NewsCarousel />
      <SocialWidget />
    </>
  )
}
