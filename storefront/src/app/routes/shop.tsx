import { useParams, useSearchParams } from "react-router-dom"
import { useCatalogue } from "../../features/catalogue/api/get-catalogue"
import { FilterSidebar } from "../../features/catalogue/components/filter-sidebar"
import { readFilters, writeFilters, type CatalogueFilters } from "../../features/catalogue/filters"
import { SHOP_PAGE_SIZE, shopPage, shopQuery } from "../../features/catalogue/shop-query"
import { ProductGrid } from "../../features/products/components/product-grid"
import { usePageTitle } from "../../lib/page-title"
import { useErrorToast } from "../../lib/use-error-toast"
import { messages } from "../../messages"

const t = messages.shopPage

/** /shop and /shop/{category}: the grid, filtered by the URL's query, paged. */
export function ShopRoute() {
  const { category } = useParams()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const page = shopPage(params)
  const title = category ?? t.title
  usePageTitle(title)

  const { data, isPending, error, refetch } = useCatalogue(shopQuery(category, params))
  useErrorToast(error)

  const setFilters = (next: CatalogueFilters) => setParams(writeFilters(next))
  const goTo = (next: number) => {
    const nextParams = writeFilters(filters)
    if (next > 1) nextParams.set("page", String(next))
    setParams(nextParams)
  }
  const pages = data ? Math.max(1, Math.ceil(data.count / SHOP_PAGE_SIZE)) : 1

  return (
    <div className="shop">
      <FilterSidebar filters={filters} onChange={setFilters} />
      <section aria-labelledby="shop-title">
        <div className="shop__heading">
          <h1 id="shop-title">{title}</h1>
          {data && <p className="shop__count">{t.results(data.count)}</p>}
        </div>
        <ProductGrid products={data?.products} isPending={isPending} error={error} onRetry={() => void refetch()} />
        {pages > 1 && (
          <nav className="pager" aria-label={t.page(page, pages)}>
            <button type="button" className="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t.previous}</button>
            <span>{t.page(page, pages)}</span>
            <button type="button" className="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>{t.next}</button>
          </nav>
        )}
      </section>
    </div>
  )
}

export { ShopRoute as Component }
