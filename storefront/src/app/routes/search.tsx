import { data, useSearchParams } from "react-router"
import { RouteErrorBoundary } from "../../components/ui/route-error"
import { CatalogueListing } from "../../features/catalogue/components/catalogue-listing"
import { SearchOnward } from "../../features/catalogue/components/search-onward"
import { searchOnwardQueryOptions } from "../../features/catalogue/api/get-search-onward"
import { listingData } from "../../features/catalogue/listing-data.server"
import { readSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type Search } from "../../features/catalogue/search-query"
import { pageMeta } from "../../lib/seo"
import { localeOfMatches, messagesFor, useMessages, type Messages } from "../../i18n"
import { shopUrl } from "../shop-url"
import { sharedWithVisitors } from "../../lib/page-cache"
import type { Route } from "./+types/search"

/** The same for every visitor, for its search, filters, sort and page (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors(["q", "brand", "type", "min", "max", "order", "page"])

/**
 * /search?q=: the catalogue's ranked results for the text, with the shop's filters and pages,
 * read on the server. A search too short to run says so (200); one the backend would refuse
 * (too long, control characters) says why with a 400, without asking the backend. A search that
 * finds nothing leads on (the closest products, the categories, the best sellers), read here too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const search = readSearch(new URL(request.url).searchParams)
  if (!search.problem) return listingData(request, { q: search.q }, undefined, (client) => client.prefetchQuery(searchOnwardQueryOptions(search.q)))
  const status = search.problem === "tooShort" ? 200 : 400
  return data({ status }, { status })
}

type Texts = Messages["search"]

const pageName = (t: Texts, search: Search) => (search.problem ? t.title : t.resultsFor(search.q))

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const search = readSearch(new URLSearchParams(location.search))
  // Results are for shoppers, not for search engines' index.
  return [
    ...pageMeta(shopUrl(matches, location.pathname), { name: pageName(messagesFor(localeOfMatches(matches)).search, search) }),
    { name: "robots", content: "noindex" },
  ]
}

const problems = (t: Texts) => ({ tooShort: t.minLength(SEARCH_MIN_LENGTH), tooLong: t.tooLong(SEARCH_MAX_LENGTH), invalid: t.invalid })

export function SearchRoute() {
  const t = useMessages().search
  const [params] = useSearchParams()
  const search = readSearch(params)
  if (search.problem) {
    return (
      <section className="search-page" aria-labelledby="search-title">
        <h1 id="search-title">{t.title}</h1>
        <p className="empty">{problems(t)[search.problem]}</p>
      </section>
    )
  }
  return <CatalogueListing title={t.resultsFor(search.q)} scope={{ q: search.q }} emptyMessage={t.noResults} whenEmpty={<SearchOnward q={search.q} />} />
}

export const ErrorBoundary = RouteErrorBoundary

export default SearchRoute
