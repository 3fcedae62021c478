import { FormProvider } from "react-hook-form"
import { FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { pickersFor, type CategoryOption } from "../api/get-categories"
import type { AdminProductDetail } from "../api/types"
import { isNothingUpdated, useUpdateProduct } from "../api/update-product"
import type { ProductFormValues } from "../schemas"
import { ProductFields, useProductForm } from "./product-form"

/** The form pre-filled with the product as it is now (no images chosen). */
export const valuesFromProduct = (product: AdminProductDetail, categories: CategoryOption[]): ProductFormValues => ({
  title: product.title,
  ...pickersFor(categories, product.category_id),
  brand: product.brand ?? "",
  type: product.type ?? "",
  vendor: product.vendor ?? "",
  price: product.price === null ? "" : String(product.price),
  stock: String(product.stock),
  description: product.description ?? "",
  thumbnail: null,
  images: [],
})

/**
 * /admin/updateProduct/:id: nothing required; only what differs from the product is sent, and
 * new images only when chosen. Mount it again (a new key) when the product is read again.
 */
export function UpdateProductForm({ product, categories }: { product: AdminProductDetail; categories: CategoryOption[] }) {
  const t = useMessages().adminProducts
  const form = useProductForm({ required: false, defaultValues: valuesFromProduct(product, categories) })
  const update = useUpdateProduct(product)
  const onSubmit = form.handleSubmit((values) => update.mutate(values))
  const serverError = update.error && !isNothingUpdated(update.error) ? errorMessage(update.error, t.networkError) : null

  return (
    <FormProvider {...form}>
      <form className="form admin-product-form" onSubmit={onSubmit} noValidate aria-label={t.updateTitle}>
        <p className="form-note">{t.keepEmptyNote}</p>
        <ProductFields disabled={update.isPending} current={{ thumbnail: product.thumbnail, images: product.images, title: product.title }} />
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t.updating : t.update}
        </button>
        <FormError message={serverError} />
      </form>
    </FormProvider>
  )
}
