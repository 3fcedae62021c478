import { shopPicture } from "../../../../lib/picture-sources"
import { useEffect, useState } from "react"
import { Link } from "react-router"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { paths } from "../../../../config/paths"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { useDeleteProduct } from "../api/delete-product"
import { PRODUCTS_PER_PAGE, useProducts } from "../api/get-products"
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

/** /admin/manage-product: a searchable, paged table with Update links and Delete buttons. */
export function ProductTable() {
  const t = useMessages().adminProducts
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ q, page: 1 })
  const page = paging.q === q ? paging.page : 1
  const setPage = (next: number) => setPaging({ q, page: next })
  const { data, isPending, isFetching, error, refetch } = useProducts({ q, page })
  const remove = useDeleteProduct()
  const pages = data ? Math.max(1, Math.ceil(data.count / PRODUCTS_PER_PAGE)) : 1

  // A page emptied by deleting goes back to the last one.
  useEffect(() => {
    if (data && page > pages) setPaging({ q, page: pages })
  }, [data, page, pages, q])

  const onDelete = (product: AdminProductSummary) => {
    if (window.confirm(t.confirmDelete(product.title))) remove.mutate(product.id)
  }

  return (
    <div className="admin-products">
      <div className="field admin-products__search">
        <label htmlFor="admin-product-search">{t.search}</label>
        <input id="admin-product-search" type="search" value={search} placeholder={t.searchPlaceholder} onChange={(event) => setSearch(event.target.value)} />
      </div>
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
                      <button
                        type="button"
                        className="button admin-products__delete"
                        aria-label={t.deleteLabel(product.title)}
                        disabled={remove.isPending && remove.variables === product.id}
                        onClick={() => onDelete(product)}
                      >
                        {remove.isPending && remove.variables === product.id ? t.deleting : t.delete}
                      </button>
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
