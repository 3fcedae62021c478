import { useLatestProducts } from "../../features/products/api/get-latest-products"
import { ProductGrid } from "../../features/products/components/product-grid"
import { messages } from "../../messages"

const LATEST_PRODUCTS = 48

export function HomeRoute() {
  const { data, isPending, error, refetch } = useLatestProducts(LATEST_PRODUCTS)
  return (
    <>
      <section className="hero">
        <h1>{messages.shop.name}</h1>
        <p>{messages.shop.tagline}</p>
      </section>
      <section aria-labelledby="latest-products">
        <h2 id="latest-products">{messages.home.latestProducts}</h2>
        <ProductGrid products={data} isPending={isPending} error={error} onRetry={() => void refetch()} />
      </section>
    </>
  )
}
