import { updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { changedPrices, pricesBefore, variantPricesOf } from "../audit/rules/price-snapshot"
import { recordAudit } from "../audit/rules/record"

type Price = { amount?: unknown; currency_code?: string | null }
type UpdatedVariant = { id: string; product_id?: string | null; price_set?: { prices?: Price[] } | null }

/**
 * The audit log's "changed a price": a variant's prices are set through Medusa's
 * updateProductVariantsWorkflow (the dashboard, /admin/products/:id/variants/:id, its batch,
 * the shop's product form) and updateProductsWorkflow (below). Its hook sees the price sets it wrote: a variant without one had
 * no price in the update. Who: the request's caller.
 */
updateProductVariantsWorkflow.hooks.productVariantsUpdated(async ({ product_variants }, { container }) => {
  for (const variant of product_variants as UpdatedVariant[]) {
    const prices = variant.price_set?.prices
    if (!prices?.length) continue
    await recordAudit(container, {
      action: "price.changed",
      target_type: "product_variant",
      target_id: variant.id,
      details: {
        product_id: variant.product_id ?? null,
        prices: prices.map((price) => ({ amount: Number(price.amount), currency_code: price.currency_code ?? null })),
      },
    })
  }
})

/**
 * The same through Medusa's updateProductsWorkflow (POST /admin/products/:id with
 * variants[].prices, POST /admin/products/batch): its hook sees only the products, so the prices
 * are compared with those the request kept before the update (workflows/audit/rules/price-snapshot.ts,
 * api/utils/audit-product-prices.ts); a run without them (the shop's own product form, which sets
 * prices through updateProductVariantsWorkflow above) changed no price.
 */
updateProductsWorkflow.hooks.productsUpdated(async ({ products }, { container }) => {
  const before = pricesBefore(container)
  if (!before) return
  const after = await variantPricesOf(
    container,
    (products as { id: string }[]).map((product) => product.id)
  )
  for (const change of changedPrices(before, after)) {
    await recordAudit(container, {
      action: "price.changed",
      target_type: "product_variant",
      target_id: change.variant_id,
      details: { product_id: change.product_id, prices: change.prices, previous_prices: change.previous },
    })
  }
})
