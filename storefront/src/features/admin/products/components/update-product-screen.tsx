import { Link, useFetcher } from "react-router"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { paths } from "../../../../config/paths"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { useCategories } from "../api/get-categories"
import { useProduct } from "../api/get-products"
import { BanglaTextsForm, banglaFetcherKey } from "./bangla-texts-form"
import { UpdateProductForm, updateFetcherKey } from "./update-product-form"
import { ProductFactsForm } from "../facts/facts-form"

/** Reads the product and the categories, then shows the pre-filled form (again after each save). */
export function UpdateProductScreen({ id }: { id: string }) {
  const t = useMessages().adminProducts
  const product = useProduct(id)
  const categories = useCategories()
  // The forms mount again after a save (below); a keyed fetcher's answer ("This product was
  // updated") lives only while something holds its key, so the screen holds both forms' keys.
  useFetcher({ key: updateFetcherKey(id) })
  useFetcher({ key: banglaFetcherKey(id) })
  const error = product.error ?? categories.error

  if (error && (!product.data || !categories.data)) {
    return (
      <>
        <ErrorMessage message={errorMessage(error, t.networkError)} onRetry={() => void (product.error ? product.refetch() : categories.refetch())} />
        <Link to={paths.adminArea.manageProducts()}>{t.backToList}</Link>
      </>
    )
  }
  if (!product.data || !categories.data) return <p role="status">{t.loadingProduct}</p>
  // A new key when the product read differs (saved), so the forms start from what was saved; not
  // at every read (the page's server-read product is read again at once, while the admin types).
  const saved = JSON.stringify(product.data)
  return (
    <>
      <UpdateProductForm key={saved} product={product.data} categories={categories.data} />
      <BanglaTextsForm key={`bn-${saved}`} product={product.data} />
      <ProductFactsForm productId={product.data.id} />
    </>
  )
}
