import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { Link, useLocation, useNavigate, type Location } from "react-router"
import { paths } from "../../../config/paths"
import { Money } from "../../../components/ui/money"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { toast } from "../../../lib/toast"
import { useDismiss } from "../../../lib/use-dismiss"
import { inLocale, useI18n } from "../../../i18n"
import { useCatalogue } from "../api/get-catalogue"
import { useSearchOnward } from "../api/get-search-onward"
import type { ProductSummary } from "../../../components/products/product-summary"
import { normaliseSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../search-query"
import { useDebounced } from "../use-debounced"

/** How many results the dropdown shows; "See all N results" opens the rest. */
export const DROPDOWN_SIZE = 8

/** How many of the closest products and of the best sellers the dropdown shows for a search that found nothing. */
const ONWARD_SIZE = 4

/** Products as the dropdown lists them: picture, name, price, each a link to its page. */
function ProductLinks({ products, onClick }: { products: ProductSummary[]; onClick: () => void }) {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.id}>
          <Link to={paths.product(product.id)} onClick={onClick}>
            {product.thumbnail && <img {...pictureSources(product.thumbnail, PICTURE_SIZES.thumbnail)} alt="" width={64} height={44} loading="lazy" />}
            <span>{product.title}</span>
            {product.price !== null && <Money className="search__price" amount={product.price} />}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** What the box holds on arrival: the search on the results page, nothing elsewhere. */
const searchedText = (location: Pick<Location, "pathname" | "search">) =>
  location.pathname === paths.search() ? (new URLSearchParams(location.search).get("q") ?? "") : ""

/**
 * The header's search: a plain GET form to /search (Enter, or a phone keyboard's Search key,
 * works before the script has loaded), with live results under the box once 3 characters stay
 * typed. The results close on a tap outside, on Escape, on an empty box and on any navigation.
 */
export function SearchBox() {
  const { messages, locale } = useI18n()
  const t = messages.search
  const location = useLocation()
  const navigate = useNavigate()
  const [text, setText] = useState(() => searchedText(location))
  const [open, setOpen] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()

  const typed = normaliseSearch(text)
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS)
  const shown = open && typed.length > 0 && query.length >= SEARCH_MIN_LENGTH
  const { data, isFetching } = useCatalogue({ q: query, limit: DROPDOWN_SIZE }, shown)
  // Nothing found: the closest products, the categories and the best sellers instead.
  const empty = shown && data !== undefined && !data.products.length
  const { data: onward } = useSearchOnward(query, empty)

  // A link to the page already shown does not navigate: it closes the dropdown itself.
  const close = () => setOpen(false)
  useDismiss(form, shown, close)
  const { pathname, search } = location
  useEffect(() => {
    setOpen(false)
    setText(searchedText({ pathname, search }))
  }, [pathname, search])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setOpen(false)
    // The phone's keyboard goes away with the dropdown.
    input.current?.blur()
    navigate(paths.search(typed))
  }

  return (
    // A plain form's address is the browser's: it carries the page's language prefix itself.
    <form ref={form} className="search" role="search" action={inLocale(paths.search(), locale)} method="get" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        name="q"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        aria-label={t.label}
        placeholder={t.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => {
          // On phones toasts sit just under the header, over the results that open there.
          toast.dismiss()
          setOpen(true)
        }}
        aria-controls={shown ? listId : undefined}
      />
      {shown && (
        <div id={listId} className="search__results" aria-live="polite" aria-busy={isFetching}>
          {data && !data.products.length && <p className="search__empty">{t.noResults}</p>}
          {data && data.products.length > 0 && <ProductLinks products={data.products} onClick={close} />}
          {empty && onward && (
            <div className="search__onward">
              {onward.closestSearch && onward.closest.length > 0 && (
                <>
                  <Link className="search__all" to={paths.search(onward.closestSearch)} onClick={close}>
                    {t.closest(onward.closestSearch)}
                  </Link>
                  <ProductLinks products={onward.closest.slice(0, ONWARD_SIZE)} onClick={close} />
                </>
              )}
              {onward.categories.length > 0 && (
                <>
                  <p className="search__heading">{t.browseCategories}</p>
                  <ul className="search__categories">
                    {onward.categories.map((category) => (
                      <li key={category.handle}>
                        <Link to={paths.shopCategory(category.handle)} onClick={close}>
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {onward.bestSellers.length > 0 && (
                <>
                  <p className="search__heading">{t.bestSellers}</p>
                  <ProductLinks products={onward.bestSellers.slice(0, ONWARD_SIZE)} onClick={close} />
                </>
              )}
            </div>
          )}
          {data && data.count > 0 && (
            <Link className="search__all" to={paths.search(query)} onClick={close}>
              {t.seeAll(data.count)}
            </Link>
          )}
        </div>
      )}
    </form>
  )
}
