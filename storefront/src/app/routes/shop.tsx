import { data, useParams, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { isCategory } from "../../features/catalogue/api/category-names"
import { catalogueQueryOptions, useCatalogue } from "../../features/catalogue/api/get-catalogue"
import { FilterSidebar } from "../../features/catalogue/components/filter-sidebar"
import { readFilters, writeFilters, type CatalogueFilters } from "../../features/catalogue/filters"
import { SHOP_PAGE_SIZE, shopPage, shopQuery } from "../../features/catalogue/shop-query"
import { ProductGrid } from "../../features/products/components/product-grid"
import { pageData } from "../../lib/page-data.server"
import { usePageTitle } from "../../lib/page-title"
import { breadcrumbs, pageMeta } from "../../lib/seo"
import { useErrorToast } from "../../lib/use-error-toast"
import { messages } from "../../messages"
import { paths } from "../../config/paths"
import { shopUrl } from "../shop-url"

const t = messages.shopPage

/**
 * The page of products the URL asks for (filters, search, category, page), read on the server.
 * A category the store does not have shows the same empty page ("There is no product") with
 * status 404, so no made-up /shop/{text} address is indexed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await pageData(request, async (client) => {
    const listing = catalogueQueryOptions(shopQuery(params.category, new URL(request.url).searchParams))
    await client.prefetchQuery(listing)
    // Only a category that lists nothing may be unknown: the store's categories are read then.
    const listed = client.getQueryData(listing.queryKey)?.count ?? 0
    const known = !params.category || listed > 0 || (await isCategory(params.category).catch(() => true))
    return { known }
  })
  return page.known ? page : data(page, { status: 404 })
}

export const meta: MetaFunction<typeof loader> = ({ data: page, params, location, matches }) => {
  const url = shopUrl(matches, location.pathname)
  const trail: { name: string; path: string }[] = [{ name: messages.nav.home, path: "/" }, { name: t.title, path: paths.shop() }]
  if (params.category) trail.push({ name: params.category, path: paths.shopCategory(params.category) })
  const q = new URLSearchParams(location.search).get("q")
  const tags = pageMeta(url, {
    name: q ? messages.search.resultsFor(q) : (params.category ?? t.title),
    description: params.category ? t.categoryDescription(params.category) : messages.shop.description,
    jsonLd: [breadcrumbs(url.origin, trail)],
  })
  // Search results and unknown categories are for shoppers, not for search engines' index.
  return q || page?.known === false ? [...tags, { name: "robots", content: "noindex" }] : tags
}

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

export const ErrorBoundary = RouteErrorBoundary

export default ShopRoute
