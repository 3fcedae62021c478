import type { QueryClient } from "@tanstack/react-query"
import { data } from "react-router"
import { statusOf } from "../../lib/errors"
import { pageData, type PageData } from "../../lib/page-data.server"
import { catalogueQueryOptions } from "./api/get-catalogue"
import { facetsQueryOptions } from "./api/get-facets"
import { categoryNameQueryOptions } from "./api/category-names"
import { productRatingsQueryOptions } from "../../components/products/product-ratings"
import { shopPage, shopPageCount, shopQuery, type ListingScope } from "./shop-query"

/** A listing page's loader data: its cache and the status it answered with (meta marks non-200 noindex). */
export type ListingData = PageData<{ status: number; heading?: string }>

/**
 * A listing page's products (/shop, /shop/{category}, /search), read on the server as
 * CatalogueListing will ask for them, and the page's status: 404 for a page past the last or
 * for a listing that `exists` says is not there (checked only when nothing is listed); the
 * backend's own 4xx for a query it refuses. An unreachable backend leaves a 200 whose page
 * shows its error and retries in the browser. `onEmpty` reads what an empty listing shows
 * instead (the search's way onward), into the same page.
 */
export async function listingData(request: Request, scope: ListingScope, exists?: () => Promise<boolean>, onEmpty?: (client: QueryClient) => Promise<void>) {
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
    // The cards' stars, in the page as a crawler reads it (kept under each product's tag: a review forgets the page).
    if (found?.products.length) await client.prefetchQuery(productRatingsQueryOptions(found.products.map((product) => product.id)))
    const refused = statusOf(error)
    if (refused !== undefined && refused >= 400 && refused < 500) return answered(refused)
    if (!found) return answered(200)
    if (!found.count) {
      await onEmpty?.(client)
      return answered(!exists || (await exists()) ? 200 : 404)
    }
    return answered(shopPage(params) > shopPageCount(found.count) ? 404 : 200)
  })
  return page.status === 200 ? page : data(page, { status: page.status })
}
