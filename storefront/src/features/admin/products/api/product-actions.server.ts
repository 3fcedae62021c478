import type { AdminForm, AdminHandler } from "../../api/admin-action.server"
import type { AdminSend } from "../../api/admin.server"
import { fileOf, filesOf, textOf } from "../../api/read-form.server"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { BANGLA_FIELDS, PRODUCT_INTENTS, UPLOAD_MAX_MB } from "../forms"
import { productFormSchema, type ProductFormValues } from "../schemas"
import { readCategories } from "./categories.server"
import { productBody } from "./create-product"
import { NOTHING_UPDATED, changedFields, hasChanges } from "./update-product"
import { MAX_GALLERY_IMAGES, type AdminProductDetail } from "./types"
import { statusOf } from "../../../../lib/errors"

const MB = 1024 * 1024
/** The add and update forms' largest body: a main image and a full gallery at the largest, and the text. */
export const PRODUCT_FORM_BYTES = (1 + MAX_GALLERY_IMAGES) * UPLOAD_MAX_MB * MB + 256 * 1024

/** The product form as posted: its text fields and the chosen files. */
export function productValues(form: FormData): ProductFormValues {
  const text = (name: keyof ProductFormValues) => textOf(form, name)
  return {
    title: text("title"),
    category: text("category"),
    subCategory: text("subCategory"),
    brand: text("brand"),
    type: text("type"),
    vendor: text("vendor"),
    price: text("price"),
    stock: text("stock"),
    description: text("description"),
    thumbnail: fileOf(form, "thumbnail"),
    images: filesOf(form, "images"),
  }
}

/** The posted form checked with the page's schema (the category list says which need a sub-category), or each field's error. */
async function checked({ form, send, messages }: AdminForm, required: boolean) {
  const t = messages.adminProducts
  const categories = await readCategories(send)
  const withChildren = new Set(categories.filter((category) => category.children.length).map((category) => category.id))
  const parsed = productFormSchema({ required, categoriesWithChildren: () => withChildren, t }).safeParse(productValues(form))
  if (!parsed.success) return { ok: false as const, outcome: { status: 400, fields: fieldErrors(parsed.error.issues) } }
  const values = parsed.data as ProductFormValues
  const large = [values.thumbnail, ...values.images].find((file) => file && file.size > UPLOAD_MAX_MB * MB)
  if (large)
    return { ok: false as const, outcome: { status: 413, fields: { [values.thumbnail === large ? "thumbnail" : "images"]: t.imageTooLarge(UPLOAD_MAX_MB) } } }
  return { ok: true as const, values }
}

/** POST /admin/uploads (multipart `files`, as the backend's limits and picture check take them): the stored files' urls, in order. */
async function upload(send: AdminSend, files: File[]): Promise<string[]> {
  if (!files.length) return []
  const body = new FormData()
  for (const file of files) body.append("files", file, file.name)
  const { files: stored } = await send<{ files: { url: string }[] }>("POST", "/admin/uploads", body)
  return stored.map((file) => file.url)
}

/** Adds a product: the main image and the gallery uploaded first (main image first), then POST /admin/shop-products with their urls. */
async function create(posted: AdminForm): Promise<FormOutcome> {
  const check = await checked(posted, true)
  if (!check.ok) return check.outcome
  const { values } = check
  const [thumbnail, ...images] = await upload(posted.send, [values.thumbnail!, ...values.images])
  await posted.send("POST", "/admin/shop-products", productBody(values, thumbnail, images))
  return { done: posted.messages.toasts.productCreated }
}

/** The product as the update form edits it (GET /admin/shop-products/:id). */
const readProduct = async (send: AdminSend, id: string) =>
  (await send<{ product: AdminProductDetail }>("GET", `/admin/shop-products/${encodeURIComponent(id)}`)).product

/** Which product a form changes: one without an id is not this page's. */
function productOf({ id, messages }: AdminForm): string {
  if (!id) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  return id
}

/**
 * Saves what differs from the product now (spec: only filled fields; new images only when chosen):
 * new pictures uploaded first, then POST /admin/shop-products/:id. Nothing changed: the spec's
 * "You didn't update any field", without a call.
 */
async function update(posted: AdminForm): Promise<FormOutcome> {
  const { messages, send } = posted
  const product = await readProduct(send, productOf(posted))
  const check = await checked(posted, false)
  if (!check.ok) return check.outcome
  const { values } = check
  if (!hasChanges(product, values)) return { done: messages.toasts.noFieldUpdated }
  const changes = changedFields(product, values)
  const urls = await upload(send, [...(values.thumbnail ? [values.thumbnail] : []), ...values.images])
  if (values.thumbnail) changes.thumbnail = urls.shift()
  if (values.images.length) changes.images = urls
  try {
    await send("POST", `/admin/shop-products/${encodeURIComponent(product.id)}`, changes)
  } catch (error) {
    // The backend found nothing to change: the same words, said as the spec does.
    if (statusOf(error) === 400 && error instanceof Error && error.message === NOTHING_UPDATED) return { done: messages.toasts.noFieldUpdated }
    throw error
  }
  return { done: messages.toasts.productUpdated }
}

/**
 * The product's Bangla: POST /admin/shop-products/:id/translations `{ "bn-BD": { title, description } }`
 * (Medusa's Translation module); an emptied text removes it.
 */
async function saveBangla(posted: AdminForm): Promise<FormOutcome> {
  const id = productOf(posted)
  const { form } = posted
  const bangla = { title: textOf(form, BANGLA_FIELDS.title).trim() || null, description: textOf(form, BANGLA_FIELDS.description).trim() || null }
  await posted.send("POST", `/admin/shop-products/${encodeURIComponent(id)}/translations`, { "bn-BD": bangla })
  return { done: posted.messages.adminProducts.banglaSaved }
}

/** DELETE /admin/products/:id (Medusa's own). */
async function remove(posted: AdminForm): Promise<FormOutcome> {
  await posted.send("DELETE", `/admin/products/${encodeURIComponent(productOf(posted))}`)
  return { done: posted.messages.toasts.productDeleted }
}

export const productHandlers = {
  [PRODUCT_INTENTS.create]: create,
  [PRODUCT_INTENTS.update]: update,
  [PRODUCT_INTENTS.bangla]: saveBangla,
  [PRODUCT_INTENTS.delete]: remove,
} satisfies Record<string, AdminHandler>
