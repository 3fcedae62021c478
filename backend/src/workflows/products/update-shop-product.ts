import {
  createInventoryLevelsWorkflow,
  emitEventStep,
  updateInventoryLevelsWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
} from "@medusajs/medusa/core-flows"
import { ProductWorkflowEvents } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../shop/rules/identity"
import { planShopProductUpdateStep, type UpdateShopProductInput } from "./steps/plan-shop-product-update"
import { prepareShopProductStep } from "./steps/prepare-shop-product"
import { setProductBrandStep } from "./steps/set-product-brand"

export type { UpdateShopProductInput } from "./steps/plan-shop-product-update"

const PRODUCT_FIELDS = ["title", "description", "category_id", "type", "vendor", "thumbnail", "images"] as const

export const updateShopProductWorkflowId = "update-shop-product"
/**
 * The admin's "update product": only the sent fields that differ from the stored product
 * change — the product's own fields, the brand link, the variant's BDT price, the stock at the
 * shop's stock location. Nothing differs: 400 "You didn't update any field".
 */
export const updateShopProductWorkflow = createWorkflow(updateShopProductWorkflowId, (input: UpdateShopProductInput) => {
  const plan = planShopProductUpdateStep(input)
  const prepared = prepareShopProductStep(
    transform({ plan }, ({ plan }) => ({
      category_id: plan.changes.category_id,
      brand: plan.changes.brand,
      type: plan.changes.type,
    }))
  )

  const productUpdate = transform({ plan, prepared }, ({ plan, prepared }) => {
    const { changes } = plan
    if (!PRODUCT_FIELDS.some((field) => field in changes)) return null
    const thumbnail = changes.thumbnail ?? plan.thumbnail
    const gallery = changes.images ?? plan.gallery
    return {
      selector: { id: plan.product_id },
      update: {
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(prepared.category_id ? { category_ids: [prepared.category_id] } : {}),
        ...(prepared.type_id !== undefined ? { type_id: prepared.type_id } : {}),
        ...("vendor" in changes ? { metadata: { ...plan.metadata, vendor: changes.vendor || null } } : {}),
        ...(changes.thumbnail !== undefined ? { thumbnail: changes.thumbnail } : {}),
        ...(changes.thumbnail !== undefined || changes.images !== undefined
          ? { images: [thumbnail, ...gallery.filter((url) => url !== thumbnail)].filter(Boolean).map((url) => ({ url: url! })) }
          : {}),
      },
    }
  })
  when("update-shop-product-fields", { productUpdate }, ({ productUpdate }) => productUpdate !== null).then(() => {
    updateProductsWorkflow.runAsStep({ input: transform({ productUpdate }, ({ productUpdate }) => productUpdate!) })
  })

  when("update-shop-product-brand", { plan }, ({ plan }) => plan.changes.brand !== undefined).then(() => {
    setProductBrandStep(
      transform({ plan, prepared }, ({ plan, prepared }) => ({
        product_id: plan.product_id,
        previous_brand_id: plan.brand_id,
        brand_id: prepared.brand_id!,
      }))
    )
    // A new brand link is a change of the product Medusa does not announce itself: the
    // catalogue index and cache hear of it as of any product edit.
    emitEventStep({
      eventName: ProductWorkflowEvents.UPDATED,
      data: transform({ plan }, ({ plan }) => ({ id: plan.product_id })),
    }).config({ name: "announce-shop-product-brand" })
  })

  when("update-shop-product-price", { plan }, ({ plan }) => plan.changes.price !== undefined).then(() => {
    updateProductVariantsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        product_variants: [{ id: plan.variant_id, prices: [{ amount: plan.changes.price!, currency_code: SHOP.currencyCode }] }],
      })),
    })
  })

  const stockLevel = transform({ plan }, ({ plan }) =>
    plan.changes.stock !== undefined && plan.inventory_item_id
      ? { inventory_item_id: plan.inventory_item_id, location_id: plan.location_id, stocked_quantity: plan.changes.stock }
      : null
  )
  when("update-shop-product-stock", { plan, stockLevel }, ({ plan, stockLevel }) => stockLevel !== null && plan.has_stock_level).then(() => {
    updateInventoryLevelsWorkflow.runAsStep({ input: transform({ stockLevel }, ({ stockLevel }) => ({ updates: [stockLevel!] })) })
  })
  when("create-shop-product-stock", { plan, stockLevel }, ({ plan, stockLevel }) => stockLevel !== null && !plan.has_stock_level).then(() => {
    createInventoryLevelsWorkflow.runAsStep({ input: transform({ stockLevel }, ({ stockLevel }) => ({ inventory_levels: [stockLevel!] })) })
  })

  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ product_id: plan.product_id, updated_fields: plan.updated_fields })))
})
