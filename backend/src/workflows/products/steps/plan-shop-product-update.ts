import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import {
  categoryOf,
  galleryOf,
  hasStockLevel,
  inventoryItemOf,
  priceOf,
  retrieveShopProduct,
  shopPlaces,
  stockOf,
  vendorOf,
  type ShopProductFields,
} from "../rules/products"

export type UpdateShopProductInput = { id: string } & Partial<ShopProductFields>

/** The fields of a shop product that an update can change, in the form's order. */
export const SHOP_PRODUCT_UPDATE_FIELDS = ["title", "description", "category_id", "brand", "type", "vendor", "price", "stock", "thumbnail", "images"] as const
export type ShopProductField = (typeof SHOP_PRODUCT_UPDATE_FIELDS)[number]

export type ShopProductUpdatePlan = {
  product_id: string
  variant_id: string
  inventory_item_id: string | null
  location_id: string
  has_stock_level: boolean
  /** The brand linked now (replaced when the brand changes). */
  brand_id: string | null
  metadata: Record<string, unknown>
  /** The stored main image and gallery: the images are rebuilt from both when either changes. */
  thumbnail: string | null
  gallery: string[]
  /** Only the fields whose value differs from the stored product. */
  changes: Partial<ShopProductFields>
  updated_fields: ShopProductField[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim() === (b ?? "").trim()

/**
 * Reads the product (404 when there is none) and keeps the sent fields whose value differs
 * from the stored one. Nothing left: 400 "You didn't update any field", the form's cue.
 */
export const planShopProductUpdateStep = createStep("plan-shop-product-update", async (input: UpdateShopProductInput, { container }) => {
  const product = await retrieveShopProduct(container, input.id)
  const { location_id } = await shopPlaces(container)
  const variant = product.variants?.[0]
  if (!variant) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.productNotFound(input.id))

  const stored: Omit<ShopProductFields, "type"> & { type: string | null } = {
    title: product.title,
    description: product.description ?? "",
    category_id: categoryOf(product)?.id ?? "",
    brand: product.brand?.name ?? "",
    type: product.type?.value ?? null,
    vendor: vendorOf(product),
    price: priceOf(product) ?? Number.NaN,
    stock: stockOf(product, location_id),
    thumbnail: product.thumbnail ?? "",
    images: galleryOf(product),
  }
  const differs: Record<ShopProductField, (value: never) => boolean> = {
    title: (v: string) => !sameText(v, stored.title),
    description: (v: string) => !sameText(v, stored.description),
    category_id: (v: string) => v !== stored.category_id,
    brand: (v: string) => v.trim().toLowerCase() !== stored.brand.toLowerCase(),
    type: (v: string | null) => v !== stored.type,
    vendor: (v: string | null) => !sameText(v, stored.vendor),
    price: (v: number) => v !== stored.price,
    stock: (v: number) => v !== stored.stock,
    thumbnail: (v: string) => v !== stored.thumbnail,
    images: (v: string[]) => !same(v, stored.images),
  }

  const changes: Record<string, unknown> = {}
  const updated_fields: ShopProductField[] = []
  for (const field of SHOP_PRODUCT_UPDATE_FIELDS) {
    const value = input[field]
    if (value === undefined || !differs[field](value as never)) continue
    changes[field] = value
    updated_fields.push(field)
  }
  if (!updated_fields.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.productNothingUpdated)

  const plan: ShopProductUpdatePlan = {
    product_id: product.id,
    variant_id: variant.id,
    inventory_item_id: inventoryItemOf(product),
    location_id,
    has_stock_level: hasStockLevel(product, location_id),
    brand_id: product.brand?.id ?? null,
    metadata: product.metadata ?? {},
    thumbnail: product.thumbnail,
    gallery: stored.images,
    changes: changes as Partial<ShopProductFields>,
    updated_fields,
  }
  return new StepResponse(plan)
})
