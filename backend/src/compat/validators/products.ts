import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { CreateShopProduct, UpdateShopProduct } from "../../workflows/products/validators"
import { CatalogueQuery } from "../../workflows/catalogue/rules"
import { messages } from "../../lib/messages"
import { compatMessages } from "../messages"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { limited } from "../../lib/http/text-field"

/*
 * The original product form's fields (multipart text, so numbers arrive as strings). The rules
 * and messages are the admin area's (workflows/products/validators.ts) wherever the field
 * is the same; only the original's own names (name, subCategory, id) have their own.
 */

/** "required" when the field is missing, otherwise that it must be text (a repeated field). */
const text = (name: string, required: string, max: number) =>
  limited(
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : messages.productTextInvalid(name)) })
      .trim()
      .min(1, required),
    name,
    max
  )

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

const create = CreateShopProduct.shape
const update = UpdateShopProduct.shape

/** POST /shop/products: everything but vendor and type is required (the files are checked apart). */
export const CreateCompatProduct = z.object({
  name: text("name", compatMessages.productNameRequired, FIELD_LIMITS.productTitle),
  category: create.category_id,
  subCategory: text("subCategory", compatMessages.productSubCategoryRequired, FIELD_LIMITS.productName),
  brand: create.brand,
  price: create.price,
  stock: create.stock,
  description: create.description,
  vendor: create.vendor,
  type: create.type,
})
export type CreateCompatProduct = z.infer<typeof CreateCompatProduct>

/** PUT /shop/products: the id, and only the fields that change. */
export const UpdateCompatProduct = z.object({
  id: text("id", compatMessages.productIdRequired, FIELD_LIMITS.id),
  name: text("name", compatMessages.productNameRequired, FIELD_LIMITS.productTitle).optional(),
  category: update.category_id,
  subCategory: text("subCategory", compatMessages.productSubCategoryRequired, FIELD_LIMITS.productName).optional(),
  brand: update.brand,
  price: update.price,
  stock: update.stock,
  description: update.description,
  vendor: update.vendor,
  type: update.type,
})
export type UpdateCompatProduct = z.infer<typeof UpdateCompatProduct>

/**
 * GET /shop/products's query: brand and type (several joined with |), min and max, read like the
 * storefront's catalogue (workflows/catalogue/rules/params.ts: a min above the max is ignored). Its other
 * parameters (category, q, order, paging) are not the original's and are left out.
 */
export const CompatProductsQuery = z.preprocess((query) => {
  const { brand, type, min, max } = (query ?? {}) as Record<string, unknown>
  return { brand, type, min: bound(min), max: bound(max) }
}, CatalogueQuery)

/**
 * The original client sends `parseInt` of its price boxes, so an empty box arrives as "NaN"
 * (or "undefined"): that bound is left out, and the list answered, as the original did.
 */
const EMPTY_BOUNDS = new Set(["", "NaN", "undefined", "null"])
const bound = (value: unknown) => (typeof value === "string" && EMPTY_BOUNDS.has(value.trim()) ? undefined : value)

/** GET /shop/products/&&id1&&id2: at most this many ids at once. */
export const MAX_PRODUCT_IDS = 100

/**
 * `{id}` is one product; `&&id1&&id2` (the leading && optional) a list, in that order. An
 * empty id (`&&`, `&&a&&&&b`, `&&a&&`) is malformed: 400.
 */
export function parseProductIds(param: string): { ids: string[]; list: boolean } {
  const text = param.trim()
  if (!text.includes("&&")) {
    if (!text) throw invalid(compatMessages.productIdsInvalid)
    return { ids: [text], list: false }
  }
  const parts = (text.startsWith("&&") ? text.slice(2) : text).split("&&").map((part) => part.trim())
  if (!parts.length || parts.some((part) => !part)) throw invalid(compatMessages.productIdsInvalid)
  if (parts.length > MAX_PRODUCT_IDS) throw invalid(compatMessages.productIdsTooMany(MAX_PRODUCT_IDS))
  return { ids: parts, list: true }
}

/** `n` of /rendom/{n}: a position in the list, a whole number from 0. */
export function parseProductPosition(param: string): number {
  const text = param.trim()
  const position = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(position)) throw invalid(compatMessages.productPositionInvalid)
  return position
}
