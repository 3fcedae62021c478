import { useId, useState } from "react"
import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { messages } from "../../../messages"
import { useCatalogue } from "../../catalogue/api/get-catalogue"
import { useDebounced } from "../use-debounced"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"
import { Money } from "../../../components/ui/money"

/** Spec section 9: search after 3 characters, 500 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500

/** The header's live search: results under the box; an empty box closes them. */
export function SearchBox() {
  const [text, setText] = useState("")
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const enabled = query.length >= SEARCH_MIN_LENGTH && text.trim().length > 0
  const { data, isFetching } = useCatalogue({ q: query, limit: 8 }, enabled)
  const listId = useId()

  return (
    <div className="search" role="search">
      <input
        type="search"
        aria-label={messages.search.label}
        placeholder={messages.search.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={enabled ? listId : undefined}
      />
      {enabled && (
        <div id={listId} className="search__results" aria-live="polite" aria-busy={isFetching}>
          {data && !data.products.length && <p className="search__empty">{messages.search.noResults}</p>}
          {data && data.products.length > 0 && (
            <ul>
              {data.products.map((product) => (
                <li key={product.id}>
                  <Link to={paths.product(product.id)} onClick={() => setText("")}>
                    {product.thumbnail && <img {...pictureSources(product.thumbnail, PICTURE_SIZES.thumbnail)} alt="" width={64} height={44} loading="lazy" />}
                    <span>{product.title}</span>
                    {product.price !== null && <Money className="search__price" amount={product.price} />}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
