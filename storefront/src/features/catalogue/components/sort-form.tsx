import { useNavigate } from "react-router"
import { useMessages } from "../../../i18n"
import type { CatalogueFilters } from "../filters"
import { listingOrders, listingParams, type ListingOrder, type ListingScope } from "../shop-query"

type Props = { scope: ListingScope; filters: CatalogueFilters; order: ListingOrder }

/**
 * The listing's sort: a GET form, so it sorts without scripts (its Sort button shows only
 * then); with them, choosing an option goes to the sorted first page without a reload.
 */
export function SortForm({ scope, filters, order }: Props) {
  const t = useMessages().shopPage
  const navigate = useNavigate()
  // What the form sends besides the sort: the search and the filters as they are.
  const kept = [...listingParams(scope, filters)]
  return (
    <form method="get" className="sort">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        {t.sortBy}{" "}
        <select name="order" value={order} onChange={(event) => navigate(`?${listingParams(scope, filters, 1, event.target.value as ListingOrder)}`)}>
          {listingOrders(scope).map((option) => (
            <option key={option} value={option}>
              {t.orders[option]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button">
          {t.sort}
        </button>
      </noscript>
    </form>
  )
}
