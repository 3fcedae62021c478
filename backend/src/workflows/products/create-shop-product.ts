import { createInventoryLevelsWorkflow, createProductsWorkflow, createRemoteLinkStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../shop/rules/identity"
import type { ShopProductFields } from "./rules/products"
import { BRAND_MODULE } from "../../modules/brand"
import { prepareShopProductStep } from "./steps/prepare-shop-product"

export type CreateShopProductInput = ShopProductFields & {
  /** The seed's own handle and SKU; the admin's products get a handle from the title. */
  handle?: string
  sku?: string
}

export const DEFAULT_OPTION = { title: "Default option", value: "Default option value" }

export const createShopProductWorkflowId = "create-shop-product"
/**
 * The shop's one rule for a product (the admin's "add product" and the seed): a published
 * Medusa product in the shop's sales channel and shipping profile, with one variant at a BDT
 * price whose stock Medusa tracks, linked to its brand (created when new), stocked at the
 * shop's stock location.
 */
export const createShopProductWorkflow = createWorkflow(createShopProductWorkflowId, (input: CreateShopProductInput) => {
  const prepared = prepareShopProductStep(
    transform({ input }, ({ input }) => ({
      category_id: input.category_id,
      brand: input.brand,
      type: input.type ?? null,
      title: input.title,
      handle: input.handle,
    }))
  )

  const products = createProductsWorkflow.runAsStep({
    input: transform({ input, prepared }, ({ input, prepared }) => ({
      products: [
        {
          title: input.title,
          handle: prepared.handle ?? undefined,
          description: input.description,
          status: ProductStatus.PUBLISHED,
          thumbnail: input.thumbnail,
          images: [input.thumbnail, ...input.images.filter((url) => url !== input.thumbnail)].map((url) => ({ url })),
          type_id: prepared.type_id ?? undefined,
          category_ids: prepared.category_id ? [prepared.category_id] : [],
          sales_channels: [{ id: prepared.sales_channel_id }],
          shipping_profile_id: prepared.shipping_profile_id,
          metadata: input.vendor ? { vendor: input.vendor } : {},
          options: [{ title: DEFAULT_OPTION.title, values: [DEFAULT_OPTION.value] }],
          variants: [
            {
              title: input.title,
              sku: input.sku,
              manage_inventory: true,
              options: { [DEFAULT_OPTION.title]: DEFAULT_OPTION.value },
              prices: [{ amount: input.price, currency_code: SHOP.currencyCode }],
            },
          ],
        },
      ],
    })),
  })
  const product = transform({ products }, ({ products }) => products[0])

  createRemoteLinkStep(
    transform({ product, prepared }, ({ product, prepared }) => [
      { [Modules.PRODUCT]: { product_id: product.id }, [BRAND_MODULE]: { brand_id: prepared.brand_id! } },
    ])
  )

  const { data: variants } = useQueryGraphStep({
    entity: "product_variant",
    fields: ["id", "inventory_items.inventory_item_id"],
    filters: transform({ product }, ({ product }) => ({ id: product.variants[0].id })),
  }).config({ name: "shop-product-inventory-item" })

  createInventoryLevelsWorkflow.runAsStep({
    input: transform({ variants, prepared, input }, ({ variants, prepared, input }) => ({
      inventory_levels: [
        {
          inventory_item_id: (variants[0] as { inventory_items: { inventory_item_id: string }[] }).inventory_items[0].inventory_item_id,
          location_id: prepared.location_id,
          stocked_quantity: input.stock,
        },
      ],
    })),
  })

  return new WorkflowResponse(product)
})
