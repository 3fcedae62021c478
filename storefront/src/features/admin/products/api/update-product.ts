import { useMutation, useQueryClient } from "@tanstack/react-query"
import { statusOf } from "../../../../lib/errors"
import { toast } from "../../../../lib/toast"
import { messagesFor, useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import type { ProductFormValues } from "../schemas"
import { categoryIdOf } from "./create-product"
import { adminProductKeys } from "./keys"
import type { AdminProductDetail, ProductChanges, ProductType } from "./types"
import { uploadImages } from "./upload-images"
import { invalidateShopProducts } from "../../../../lib/shop-query-keys"

/**
 * The fields of the form that differ from the product, without the images (spec: update
 * product, only filled fields are sent). An emptied field keeps its value, except the
 * optional vendor, which an empty field removes.
 */
export function changedFields(product: AdminProductDetail, form: ProductFormValues): ProductChanges {
  const changes: ProductChanges = {}
  const title = form.title.trim()
  if (title && title !== product.title) changes.title = title
  const description = form.description.trim()
  if (description && description !== (product.description ?? "")) changes.description = description
  const categoryId = categoryIdOf(form)
  if (categoryId && categoryId !== product.category_id) changes.category_id = categoryId
  const brand = form.brand.trim()
  if (brand && brand !== (product.brand ?? "")) changes.brand = brand
  if (form.type && form.type !== product.type) changes.type = form.type as ProductType
  const vendor = form.vendor.trim()
  if (vendor !== (product.vendor ?? "")) changes.vendor = vendor || null
  const price = form.price.trim()
  if (price && Number(price) !== product.price) changes.price = Number(price)
  const stock = form.stock.trim()
  if (stock && Number(stock) !== product.stock) changes.stock = Number(stock)
  return changes
}

/** Whether the form would change anything: a changed field or a newly chosen image. */
export const hasChanges = (product: AdminProductDetail, form: ProductFormValues) =>
  Object.keys(changedFields(product, form)).length > 0 || Boolean(form.thumbnail) || form.images.length > 0

/**
 * Saves the changes: a newly chosen main image or gallery is uploaded first, then
 * POST /admin/shop-products/:id with only what changed.
 */
export async function updateProduct(product: AdminProductDetail, form: ProductFormValues): Promise<string[]> {
  const changes = changedFields(product, form)
  const urls = await uploadImages([...(form.thumbnail ? [form.thumbnail] : []), ...form.images])
  if (form.thumbnail) changes.thumbnail = urls.shift()
  if (form.images.length) changes.images = urls
  const { updated_fields } = await withAdmin((sdk) =>
    sdk.client.fetch<{ updated_fields?: string[] }>(`/admin/shop-products/${encodeURIComponent(product.id)}`, {
      method: "POST",
      body: changes,
    })
  )
  return updated_fields ?? Object.keys(changes)
}

/** What the backend answers when nothing changed: its own words, in English whatever the page's language. */
const NOTHING_UPDATED = messagesFor("en").toasts.noFieldUpdated

/** The server found nothing to change (400 "You didn't update any field"). */
export const isNothingUpdated = (error: unknown) => statusOf(error) === 400 && error instanceof Error && error.message === NOTHING_UPDATED

/**
 * The update mutation: nothing changed → the spec's "You didn't update any field" without a
 * call; saved → 'This product was updated' and the product read again (the form re-loads).
 */
export function useUpdateProduct(product: AdminProductDetail) {
  const queryClient = useQueryClient()
  const messages = useMessages()
  return useMutation({
    mutationFn: async (form: ProductFormValues) => {
      if (!hasChanges(product, form)) return null
      return updateProduct(product, form)
    },
    onSuccess: async (updated) => {
      if (!updated) {
        toast.info(messages.toasts.noFieldUpdated)
        return
      }
      toast.success(messages.toasts.productUpdated)
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminProductKeys.all }), invalidateShopProducts(queryClient)])
    },
    onError: (error) => {
      if (isNothingUpdated(error)) toast.info(messages.toasts.noFieldUpdated)
    },
  })
}
