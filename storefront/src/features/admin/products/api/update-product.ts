import { messagesFor } from "../../../../i18n"
import type { ProductFormValues } from "../schemas"
import { categoryIdOf } from "./create-product"
import type { AdminProductDetail, ProductChanges, ProductType } from "./types"

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

/** What the backend answers when nothing changed: its own words, in English whatever the page's language. */
export const NOTHING_UPDATED = messagesFor("en").toasts.noFieldUpdated
