import { useEffect, useState, type FormEvent } from "react"
import { Link, useLocation } from "react-router"
import { paths } from "../../../config/paths"
import { useI18n, useMessages } from "../../../i18n"
import { useCatalogue } from "../api/get-catalogue"
import { useFacets } from "../api/get-facets"
import { readFilters, type CatalogueFilters } from "../filters"
import { Money } from "../../../components/ui/money"
import { FactFilters } from "./fact-filters"
import { listingOrders, listingParams, type ListingOrder, type ListingScope } from "../shop-query"

type Props = {
  scope: ListingScope
  filters: CatalogueFilters
  order: ListingOrder
  onChange: (filters: CatalogueFilters) => void
}

/**
 * Brand (several at once), type, price range and the best products, as one GET form: it filters
 * without scripts (Apply), and with them a ticked box applies at once without a reload. Folded
 * until asked for; on a phone it opens as a sheet over the results (styles.css), whose backdrop
 * — part of the summary — folds it again, scripts or not. The server cannot see the screen, so
 * the page comes folded and a wide screen unfolds it (beside the grid, which does not move).
 */
export function FilterSidebar({ scope, filters, order, onChange }: Props) {
  const { messages, number } = useI18n()
  const t = messages.shopPage
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia === "function" && !window.matchMedia("(min-width: 768px)").matches) return
    setOpen(true)
  }, [])
  const location = useLocation()
  // The brands and types were read with the page (listing-data.server.ts): the lists are there without scripts.
  const facets = useFacets()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onChange(readFilters(new URLSearchParams([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]))))
  }
  const apply = (event: FormEvent<HTMLInputElement>) => event.currentTarget.form?.requestSubmit()
  const here = `${location.pathname}?${listingParams(scope, filters, 1, order)}`
  return (
    <details className="filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.filters}</summary>
      <div className="filters__sheet">
        <div className="filters__sheet-head">
          {/* Back to the same page, folded: closes the sheet without scripts too. */}
          <Link
            to={here}
            className="filters__close"
            onClick={(event) => {
              event.preventDefault()
              setOpen(false)
            }}
          >
            {t.close}
          </Link>
        </div>
        {/* Keyed by what it shows: after a change (a link, Clear) its boxes start from the URL again. */}
        <form key={here} method="get" className="filters__form" onSubmit={submit}>
          {scope.q && <input type="hidden" name="q" value={scope.q} />}
          {order !== listingOrders(scope)[0] && <input type="hidden" name="order" value={order} />}
          <fieldset>
            <legend>{t.brand}</legend>
            {(facets.data?.brands ?? []).map((brand) => (
              <label key={brand.name} className="filters__option">
                <input type="checkbox" name="brand" value={brand.name} defaultChecked={filters.brands.includes(brand.name)} onChange={apply} />
                {brand.name} <span className="filters__count">({number(brand.count)})</span>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t.type}</legend>
            {(facets.data?.types ?? []).map((type) => (
              <label key={type.value} className="filters__option">
                <input type="checkbox" name="type" value={type.value} defaultChecked={filters.types.includes(type.value)} onChange={apply} />
                {/* Filtered by its stored (English) value, named in the page's language. */}
                {type.label} <span className="filters__count">({number(type.count)})</span>
              </label>
            ))}
          </fieldset>
          <FactFilters facets={facets.data} filters={filters} apply={apply} />
          <fieldset>
            <legend>{t.price}</legend>
            <div className="filters__range">
              <label>
                {t.min}
                <input type="number" inputMode="numeric" min={0} step="any" name="min" defaultValue={filters.min ?? ""} />
              </label>
              <label>
                {t.max}
                <input type="number" inputMode="numeric" min={0} step="any" name="max" defaultValue={filters.max ?? ""} />
              </label>
            </div>
          </fieldset>
          <div className="filters__actions">
            <button type="submit" className="button">
              {t.apply}
            </button>
            <Link
              className="button button--ghost"
              to={`${location.pathname}?${listingParams(scope, { brands: [], types: [], min: null, max: null }, 1, order)}`}
            >
              {t.clear}
            </Link>
          </div>
        </form>
        {open && <BestProducts />}
      </div>
    </details>
  )
}

/** The shop's best selling bicycles, a quick way into its best. */
function BestProducts() {
  const t = useMessages().shopPage
  const { data } = useCatalogue({ order: "best_selling", limit: 4, types: [] })
  if (!data?.products.length) return null
  return (
    <section className="best-products">
      <h2>{t.best}</h2>
      <ul>
        {data.products.map((product) => (
          <li key={product.id}>
            <Link to={paths.product(product.id)}>{product.title}</Link>
            {product.price !== null && <Money amount={product.price} />}
          </li>
        ))}
      </ul>
    </section>
  )
}
