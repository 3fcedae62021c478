import { useState } from "react"
import { FormProvider } from "react-hook-form"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { pickersFor, type CategoryOption } from "../api/get-categories"
import { useProductsRead } from "../api/products-read"
import type { AdminProductDetail } from "../api/types"
import { hasChanges } from "../api/update-product"
import { PRODUCT_INTENTS } from "../forms"
import type { ProductFormValues } from "../schemas"
import { ProductFields, useProductForm, type ProductTexts } from "./product-form"

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
 * /admin/updateProduct/:id: nothing required; posted (with new pictures, multipart) to the route's
 * action, which sends only what differs from the product, with or without scripts. Mount it again
 * (a new key) when the product is read again.
 */
export const updateFetcherKey = (id: string) => `update-${id}`

export function UpdateProductForm({ product, categories }: { product: AdminProductDetail; categories: CategoryOption[] }) {
  const messages = useMessages()
  const t = messages.adminProducts
  const productsRead = useProductsRead()
  // Keyed, and held by the screen: its answer outlives the form, mounted again once the saved product is read.
  const update = useAdminForm({ intent: PRODUCT_INTENTS.update, id: product.id, key: updateFetcherKey(product.id), onDone: productsRead })
  const current = valuesFromProduct(product, categories)
  // A refused post without scripts comes back with the fields as they were sent.
  const posted = (update.answer?.error || update.answer?.fields ? update.answer.values : undefined) as ProductTexts | undefined
  const form = useProductForm({ required: false, defaultValues: { ...current, ...posted } })
  // Nothing changed: the spec's 'You didn't update any field', without a post (the action says the same without scripts).
  const [unchanged, setUnchanged] = useState(false)
  const onSubmit = form.handleSubmit((values, event) => {
    setUnchanged(!hasChanges(product, values))
    if (hasChanges(product, values)) update.submit(event?.target as HTMLFormElement, { thumbnail: values.thumbnail, images: values.images })
  })
  const { thumbnail: _thumbnail, images: _images, ...texts } = current
  // "This product was updated" goes once the admin edits again: it speaks of the last save only.
  const savedNote = update.answer?.done && form.formState.isDirty ? undefined : update.answer

  return (
    <FormProvider {...form}>
      <form method="post" encType="multipart/form-data" className="form admin-product-form" onSubmit={onSubmit} noValidate aria-label={t.updateTitle}>
        <input type="hidden" name={INTENT} value={PRODUCT_INTENTS.update} />
        <input type="hidden" name={RECORD_ID} value={product.id} />
        <p className="form-note">{t.keepEmptyNote}</p>
        <ProductFields
          disabled={update.pending}
          current={{ thumbnail: product.thumbnail, images: product.images, title: product.title }}
          initial={{ ...texts, ...posted }}
          serverError={update.fieldError}
        />
        <button type="submit" className="button" disabled={update.pending}>
          {update.pending ? t.updating : t.update}
        </button>
        <AnswerNote answer={unchanged ? { intent: PRODUCT_INTENTS.update, done: messages.toasts.noFieldUpdated } : savedNote} />
      </form>
    </FormProvider>
  )
}
