import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { SHOP_PRODUCT_TYPES } from "./rules/products"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { limited } from "../../lib/http/text-field"
import { BANGLA } from "../../lib/languages/locale"

/*
 * The bodies of a shop product as the admin sends them (POST /admin/shop-products, /:id,
 * /:id/translations), below both the admin routes and the compatibility API's product form
 * (compat/validators/products.ts), which reuses each field it shares.
 */

export const MAX_GALLERY_IMAGES = 10

/** "required" when the field is missing, otherwise what is wrong with it. */
const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid

const text = (name: string, required: string, max: number) =>
  limited(
    z
      .string({ error: missingOr(required, messages.productTextInvalid(name)) })
      .trim()
      .min(1, required),
    name,
    max
  )

/** A whole number, 0 or more; a numeric string (a form's value) is read as the number. */
const wholeNumber = (required: string, invalid: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value),
    z
      .number({ error: missingOr(required, invalid) })
      .int(invalid)
      .min(0, invalid)
      .max(Number.MAX_SAFE_INTEGER, invalid)
  )

/** The url of an uploaded image (what POST /admin/uploads answers). */
const imageUrl = (required: string) =>
  limited(
    z
      .string({ error: missingOr(required, messages.productImageInvalid) })
      .trim()
      .min(1, required),
    "image",
    FIELD_LIMITS.url
  ).refine((url) => /^https?:\/\/\S+$/i.test(url) || /^\/\S+$/.test(url), messages.productImageInvalid)

const fields = {
  title: text("title", messages.productTitleRequired, FIELD_LIMITS.productTitle),
  description: text("description", messages.productDescriptionRequired, FIELD_LIMITS.productDescription),
  category_id: text("category", messages.productCategoryRequired, FIELD_LIMITS.id),
  brand: text("brand", messages.productBrandRequired, FIELD_LIMITS.productName),
  price: wholeNumber(messages.productPriceRequired, messages.productPriceInvalid),
  stock: wholeNumber(messages.productStockRequired, messages.productStockInvalid),
  thumbnail: imageUrl(messages.productThumbnailRequired),
  images: z
    .array(imageUrl(messages.productImagesRequired), { error: missingOr(messages.productImagesRequired, messages.productImageInvalid) })
    .min(1, messages.productImagesRequired)
    .max(MAX_GALLERY_IMAGES, messages.productImagesTooMany(MAX_GALLERY_IMAGES)),
  // Optional: "" or null means none.
  type: z.preprocess(
    (value) => (value === "" ? null : value),
    z.enum(SHOP_PRODUCT_TYPES, { error: messages.productTypeInvalid(SHOP_PRODUCT_TYPES) }).nullable()
  ),
  vendor: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? null : value),
    limited(z.string({ error: messages.productTextInvalid("vendor") }).trim(), "vendor", FIELD_LIMITS.productName).nullable()
  ),
}

/** POST /admin/shop-products: every field but type and vendor is required. */
export const CreateShopProduct = z.object({
  ...fields,
  type: fields.type.optional().transform((value) => value ?? null),
  vendor: fields.vendor.optional(),
})
export type CreateShopProduct = z.infer<typeof CreateShopProduct>

/** POST /admin/shop-products/:id: every field optional, only the sent ones change. */
export const UpdateShopProduct = z.object(fields).partial()
export type UpdateShopProduct = z.infer<typeof UpdateShopProduct>

/** A Bangla text: trimmed, the English field's limit, no NUL; null or blank removes it, absent leaves it. */
const banglaText = (name: string, max: number) =>
  z
    .preprocess(
      (value) => (typeof value === "string" && !value.trim() ? null : value),
      limited(z.string({ error: messages.productTranslationTextInvalid(name) }).trim(), name, max).nullable()
    )
    .optional()

/**
 * POST /admin/shop-products/:id/translations: `{ "bn-BD": { title?, description? } }`, the shape
 * the product answers carry in `translations`; at least one of the two texts.
 */
export const SaveShopProductTranslations = z.strictObject(
  {
    [BANGLA]: z
      .strictObject(
        { title: banglaText("title", FIELD_LIMITS.productTitle), description: banglaText("description", FIELD_LIMITS.productDescription) },
        { error: (issue) => (issue.code === "unrecognized_keys" ? messages.productTranslationFieldsOnly : messages.productTranslationLocaleOnly(BANGLA)) }
      )
      .refine((texts) => texts.title !== undefined || texts.description !== undefined, messages.productTranslationEmpty),
  },
  { error: messages.productTranslationLocaleOnly(BANGLA) }
)
export type SaveShopProductTranslations = z.infer<typeof SaveShopProductTranslations>
