import type { ReactNode } from "react"
import { Link, useSearchParams } from "react-router"
import { useErrorToast } from "../../../lib/use-error-toast"
import { useMessages } from "../../../i18n"
import { ProductGrid } from "../../../components/products/product-grid"
import { useCatalogue } from "../api/get-catalogue"
import { readFilters, type CatalogueFilters } from "../filters"
import { listingOrder, listingParams, shopPage, shopPageCount, shopQuery, type ListingScope } from "../shop-query"
import { FilterSidebar } from "./filter-sidebar"
import { SortForm } from "./sort-form"

type Props = {
  /** The page's heading. */
  title: string
  scope: ListingScope
  /** What an empty listing says (the shop's "There is no product" by default). */
  emptyMessage?: string
  /** What an empty listing shows under its message (the search's way onward). */
  whenEmpty?: ReactNode
}

/**
 * A listing page (/shop, /shop/{category}, /search): filters, heading and count, the grid and
 * the pager. Everything is read from the URL, as the page's loader read it on the server; the
 * default order is the catalogue's own (ranked for a search, else newest). Filters, sort and
 * pages are GET forms and links: they work before and without scripts.
 */
export function CatalogueListing({ title, scope, emptyMessage, whenEmpty }: Props) {
  const t = useMessages().shopPage
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const page = shopPage(params)
  const order = listingOrder(scope, params)

  const { data, isPending, error, refetch } = useCatalogue(shopQuery(scope, params))
  useErrorToast(error)

  const pageLink = (next: number) => `?${listingParams(scope, filters, next, order)}`
  const pages = data ? shopPageCount(data.count) : 1

  return (
    <div className="shop">
      <FilterSidebar scope={scope} filters={filters} order={order} onChange={(next: CatalogueFilters) => setParams(listingParams(scope, next, 1, order))} />
      <section aria-labelledby="shop-title">
        <div className="shop__heading">
          <h1 id="shop-title">{title}</h1>
          {data && <p className="shop__count">{t.results(data.count)}</p>}
          <SortForm scope={scope} filters={filters} order={order} />
        </div>
        <ProductGrid products={data?.products} isPending={isPending} error={error} onRetry={() => void refetch()} emptyMessage={emptyMessage} />
        {data && !data.count && whenEmpty}
        {(pages > 1 || page > pages) && (
          // Links, not buttons: they page before the script has loaded, and keep the search.
          <nav className="pager" aria-label={t.page(page, pages)}>
            {/* A page past the end (an old link) goes back to the last one. */}
            {page > 1 && (
              <Link className="button" to={pageLink(Math.min(page - 1, pages))}>
                {t.previous}
              </Link>
            )}
            <span>{t.page(page, pages)}</span>
            {page < pages && (
              <Link className="button" to={pageLink(page + 1)}>
                {t.next}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  )
}
