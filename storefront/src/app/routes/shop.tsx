import { redirect } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { isCategory, useCategoryName } from "../../features/catalogue/api/category-names"
import { CatalogueListing } from "../../features/catalogue/components/catalogue-listing"
import { listingData } from "../../features/catalogue/listing-data.server"
import { breadcrumbs, pageMeta } from "../../lib/seo"
import { localeOfMatches, messagesFor, useMessages } from "../../i18n"
import { paths } from "../../config/paths"
import { shopUrl } from "../shop-url"
import { sharedWithVisitors } from "../../lib/page-cache"
import type { Route } from "./+types/shop"

/** The same for every visitor, for its filters, sort, page and an old search link's q (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors(["brand", "type", "min", "max", "order", "page", "q"])

/**
 * The page of products the URL asks for (filters, category, page), read on the server. A
 * category the store does not have shows the same empty page ("There is no product") with
 * status 404, so no made-up /shop/{text} address is indexed; so does a page past the last.
 * A search (?q=) has its own page now: old /shop?q= links move there, filters and page kept.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  if (query.get("q")?.trim()) throw redirect(`${paths.search()}?${query}`, 301)
  const category = params.category
  return listingData(request, { category }, category ? () => isCategory(category).catch(() => true) : undefined)
}

export const meta: Route.MetaFunction = ({ loaderData: page, params, location, matches }) => {
  const messages = messagesFor(localeOfMatches(matches))
  const t = messages.shopPage
  const url = shopUrl(matches, location.pathname)
  // The category's name in the page's language (/bn/shop/Mountain is মাউন্টেন), its address kept.
  const category = params.category && (page?.heading ?? params.category)
  const trail: { name: string; path: string }[] = [
    { name: messages.nav.home, path: "/" },
    { name: t.title, path: paths.shop() },
  ]
  if (params.category && category) trail.push({ name: category, path: paths.shopCategory(params.category) })
  const tags = pageMeta(url, {
    name: category || t.title,
    description: category ? t.categoryDescription(category) : messages.shop.description,
    jsonLd: [breadcrumbs(url, trail)],
  })
  // Unknown categories and pages past the last are for shoppers, not for search engines' index.
  return page && page.status !== 200 ? [...tags, { name: "robots", content: "noindex" }] : tags
}

/** /shop and /shop/{category}: the grid, filtered by the URL's query, paged. */
export function ShopRoute({ params: { category } }: Route.ComponentProps) {
  const t = useMessages().shopPage
  const title = useCategoryName(category) ?? t.title
  return <CatalogueListing title={title} scope={{ category }} />
}

export const ErrorBoundary = RouteErrorBoundary

export default ShopRoute
