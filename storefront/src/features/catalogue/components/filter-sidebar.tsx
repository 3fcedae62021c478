import { useEffect, useState, type FormEvent } from "react"
import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { messages } from "../../../messages"
import { useCatalogue } from "../../../lib/catalogue/get-catalogue"
import { useFacets } from "../../../lib/catalogue/get-facets"
import { toggle, type CatalogueFilters } from "../../../lib/catalogue/filters"
import { Money } from "../../../components/ui/money"

type Props = { filters: CatalogueFilters; onChange: (filters: CatalogueFilters) => void }

const t = messages.shopPage

/** Brand (several at once), type, price range and the best products. */
export function FilterSidebar({ filters, onChange }: Props) {
  // Folded on phones (the grid comes first and does not move when the brands arrive); its
  // lists are read when it is first unfolded, not while the grid is loading. The server cannot
  // see the screen, so the page comes folded and a wide screen unfolds it (beside the grid,
  // which does not move).
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia === "function" && !window.matchMedia("(min-width: 768px)").matches) return
    setOpen(true)
    setOpened(true)
  }, [])
  const facets = useFacets(opened)
  return (
    <details
      className="filters"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary>{t.filters}</summary>
      <fieldset>
        <legend>{t.brand}</legend>
        {(facets.data?.brands ?? []).map((brand) => (
          <label key={brand.name} className="filters__option">
            <input
              type="checkbox"
              checked={filters.brands.includes(brand.name)}
              onChange={() => onChange({ ...filters, brands: toggle(filters.brands, brand.name) })}
            />
            {brand.name} <span className="filters__count">({brand.count})</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.type}</legend>
        {(facets.data?.types ?? []).map((type) => (
          <label key={type.value} className="filters__option">
            <input
              type="checkbox"
              checked={filters.types.includes(type.value)}
              onChange={() => onChange({ ...filters, types: toggle(filters.types, type.value) })}
            />
            {type.value} <span className="filters__count">({type.count})</span>
          </label>
        ))}
      </fieldset>
      <PriceRange key={`${filters.min}-${filters.max}`} filters={filters} onChange={onChange} />
      <button type="button" className="button button--ghost" onClick={() => onChange({ brands: [], types: [], min: null, max: null })}>
        {t.clear}
      </button>
      {opened && <BestProducts />}
    </details>
  )
}

function PriceRange({ filters, onChange }: Props) {
  const [min, setMin] = useState(filters.min?.toString() ?? "")
  const [max, setMax] = useState(filters.max?.toString() ?? "")
  const number = (value: string) => (value.trim() === "" || Number.isNaN(Number(value)) ? null : Number(value))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, min: number(min), max: number(max) })
  }
  return (
    <form onSubmit={submit}>
      <fieldset>
        <legend>{t.price}</legend>
        <div className="filters__range">
          <label>
            {t.min}
            <input type="number" inputMode="numeric" min={0} name="min" value={min} onChange={(e) => setMin(e.target.value)} />
          </label>
          <label>
            {t.max}
            <input type="number" inputMode="numeric" min={0} name="max" value={max} onChange={(e) => setMax(e.target.value)} />
          </label>
        </div>
        <button type="submit" className="button">
          {t.apply}
        </button>
      </fieldset>
    </form>
  )
}

/** The dearest bicycles of the shop, a quick way into its best. */
function BestProducts() {
  const { data } = useCatalogue({ order: "price_desc", limit: 4, types: [] })
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
