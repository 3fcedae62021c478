import { shopPicture } from "../../../../lib/picture-sources"
import { useEffect, useState } from "react"
import { Link, useSearchParams } from "react-router"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { paths } from "../../../../config/paths"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { PRODUCTS_PER_PAGE, useProducts } from "../api/get-products"
import { useProductsRead } from "../api/products-read"
import { PRODUCT_INTENTS, PRODUCTS_FETCHER } from "../forms"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm, useListAnswer } from "../../use-admin-form"
import type { AdminProductSummary } from "../api/types"
import { Money } from "../../../../components/ui/money"
import type { StockFigures } from "@chaka/rules"

/** Spec: search input debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** Stocked, reserved and available at the shop's location, as the shop and the dashboard count them. */
function StockCells({ figures }: { figures: StockFigures }) {
  const t = useMessages().adminProducts
  if (figures.available === null)
    return (
      <td data-label={t.available} colSpan={3}>
        {t.notCounted}
      </td>
    )
  return (
    <>
      <td data-label={t.stocked}>{figures.stocked}</td>
      <td data-label={t.reserved}>{figures.reserved}</td>
      <td data-label={t.available}>{figures.in_stock ? figures.available : t.outOfStock(figures.available)}</td>
    </>
  )
}

/** A product's Delete: a form of its own posted to the route's action (asked to confirm first, with scripts). */
function DeleteProductForm({ product }: { product: AdminProductSummary }) {
  const t = useMessages().adminProducts
  const remove = useAdminForm({ intent: PRODUCT_INTENTS.delete, id: product.id, key: PRODUCTS_FETCHER, onDone: useProductsRead() })
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        if (window.confirm(t.confirmDelete(product.title))) remove.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={PRODUCT_INTENTS.delete} />
      <input type="hidden" name={RECORD_ID} value={product.id} />
      <button type="submit" className="button admin-products__delete" aria-label={t.deleteLabel(product.title)} disabled={remove.pending}>
        {remove.pending ? t.deleting : t.delete}
      </button>
    </form>
  )
}

/**
 * /admin/manage-product: a searchable, paged table with Update links and Delete buttons. Before
 * scripts run, the search is a plain form (?q=, read on the server) and Delete a post to the action.
 */
export function ProductTable() {
  const t = useMessages().adminProducts
  const [params] = useSearchParams()
  const [search, setSearch] = useState(() => params.get("q") ?? "")
  const last = useListAnswer(PRODUCTS_FETCHER)
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 })
  const page = paging.q === q ? paging.page : 1
  const setPage = (next: number) => setPaging({ q, page: next })
  const { data, isPending, isFetching, error, refetch } = useProducts({ q, page })
  const pages = data ? Math.max(1, Math.ceil(data.count / PRODUCTS_PER_PAGE)) : 1

  // A page emptied by deleting goes back to the last one.
  useEffect(() => {
    if (data && page > pages) setPaging({ q, page: pages })
  }, [data, page, pages, q])

  return (
    <div className="admin-products">
      {/* The list searches as it is typed in; before scripts, Enter asks the server (?q=). */}
      <form method="get" role="search" className="field admin-products__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="admin-product-search">{t.search}</label>
        <input
          id="admin-product-search"
          type="search"
          name="q"
          value={search}
          placeholder={t.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {(last?.done || last?.error || last?.lost) && <AnswerNote answer={last} />}
      {isPending ? (
        <p role="status">{t.loadingList}</p>
      ) : error && !data ? (
        <ErrorMessage message={errorMessage(error, t.networkError)} onRetry={() => void refetch()} />
      ) : !data?.products.length ? (
        <p className="admin-products__empty">{q ? t.noMatch(q) : t.empty}</p>
      ) : (
        <>
          <p className="form-note" aria-live="polite">
            {t.count(data.count)}
          </p>
          <div className="admin-products__scroll">
            <table className="admin-products__table" aria-busy={isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t.thumbnail}</th>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.brand}</th>
                  <th scope="col">{t.category}</th>
                  <th scope="col">{t.price}</th>
                  <th scope="col">{t.stocked}</th>
                  <th scope="col">{t.reserved}</th>
                  <th scope="col">{t.available}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((product) => (
                  <tr key={product.id}>
                    <td className="admin-products__thumb">
                      {product.thumbnail ? <img src={shopPicture(product.thumbnail)} alt="" width={56} height={56} loading="lazy" /> : null}
                    </td>
                    <td className="admin-products__title">
                      {product.title}
                      {product.translations && !product.translations["bn-BD"]?.title && <span className="not-translated">{t.notTranslated}</span>}
                    </td>
                    <td data-label={t.brand}>{product.brand ?? ""}</td>
                    <td data-label={t.category}>{product.category?.name ?? ""}</td>
                    <td data-label={t.price}>{product.price === null ? t.noPrice : <Money amount={product.price} />}</td>
                    <StockCells figures={product.stock_figures} />
                    <td className="admin-products__actions">
                      <Link className="button button--ghost" to={paths.adminArea.updateProduct(product.id)} aria-label={t.updateLabel(product.title)}>
                        {t.updateLink}
                      </Link>
                      <DeleteProductForm product={product} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="pager" aria-label={t.manageTitle}>
              <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.previous}
              </button>
              <span>{t.page(page, pages)}</span>
              <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
