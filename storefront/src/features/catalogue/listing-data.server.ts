import { data } from "react-router"
import { statusOf } from "../../lib/errors"
import { pageData, type PageData } from "../../lib/page-data.server"
import { catalogueQueryOptions } from "../../lib/catalogue/get-catalogue"
import { facetsQueryOptions } from "../../lib/catalogue/get-facets"
import { categoryNameQueryOptions } from "./api/category-names"
import { shopPage, shopPageCount, shopQuery, type ListingScope } from "./shop-query"

/** A listing page's loader data: its cache and the status it answered with (meta marks non-200 noindex). */
export type ListingData = PageData<{ status: number; heading?: string }>

/**
 * A listing page's products (/shop, /shop/{category}, /search), read on the server as
 * CatalogueListing will ask for them, and the page's status: 404 for a page past the last or
 * for a listing that `exists` says is not there (checked only when nothing is listed); the
 * backend's own 4xx for a query it refuses. An unreachable backend leaves a 200 whose page
 * shows its error and retries in the browser.
 */
export async function listingData(request: Request, scope: ListingScope, exists?: () => Promise<boolean>) {
  const params = new URL(request.url).searchParams
  const page: ListingData = await pageData(request, async (client) => {
    const listing = catalogueQueryOptions(shopQuery(scope, params))
    // A category page's heading, in the page's language (features/catalogue/api/category-names.ts).
    const named = scope.category ? categoryNameQueryOptions(scope.category) : undefined
    // The filters' brands and types too: the form lists them without scripts.
    await Promise.all([client.prefetchQuery(listing), client.prefetchQuery(facetsQueryOptions()), named && client.prefetchQuery(named)])
    const heading = named && client.getQueryData(named.queryKey)
    const answered = (status: number) => (heading ? { status, heading } : { status })
    const { data: found, error } = client.getQueryState(listing.queryKey) ?? {}
    const refused = statusOf(error)
    if (refused !== undefined && refused >= 400 && refused < 500) return answered(refused)
    if (!found) return answered(200)
    if (!found.count) return answered(!exists || (await exists()) ? 200 : 404)
    return answered(shopPage(params) > shopPageCount(found.count) ? 404 : 200)
  })
  return page.status === 200 ? page : data(page, { status: page.status })
}
