import { asValue } from "@medusajs/framework/awilix"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type PriceRow = { amount: number; currency_code: string | null }
type PriceSnapshot = Map<string, { product_id: string; prices: PriceRow[] }>

/** Where a request keeps its variants' prices from before a product update (see pricesBefore). */
export const PRICES_BEFORE_KEY = "auditPricesBefore"

/** The prices of every variant of these products, as stored now (one query). */
export async function variantPricesOf(container: MedusaContainer, productIds: string[]): Promise<PriceSnapshot> {
  const snapshot: PriceSnapshot = new Map()
  if (!productIds.length) return snapshot
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product_variant",
    fields: ["id", "product_id", "price_set.prices.amount", "price_set.prices.currency_code"],
    filters: { product_id: productIds },
  })
  for (const variant of data as { id: string; product_id: string; price_set?: { prices?: { amount: unknown; currency_code: string | null }[] } | null }[]) {
    const prices = (variant.price_set?.prices ?? []).map((price) => ({ amount: Number(price.amount), currency_code: price.currency_code ?? null }))
    snapshot.set(variant.id, { product_id: variant.product_id, prices: sorted(prices) })
  }
  return snapshot
}

const sorted = (prices: PriceRow[]) => [...prices].sort((a, b) => (a.currency_code ?? "").localeCompare(b.currency_code ?? "") || a.amount - b.amount)

/**
 * Medusa's updateProductsWorkflow writes variants' prices (POST /admin/products/:id with
 * variants[].prices, its batch) but its hook sees only the products: the prices from before the
 * update are taken, when the request carries prices, into the request's scope, which the
 * workflow's hook gets as its container (workflows/hooks/audit-variant-prices.ts).
 */
export async function keepPricesBefore(container: MedusaContainer, productIds: string[]): Promise<void> {
  container.register(PRICES_BEFORE_KEY, asValue(await variantPricesOf(container, productIds)))
}

export function pricesBefore(container: MedusaContainer): PriceSnapshot | null {
  return container.resolve<PriceSnapshot | undefined>(PRICES_BEFORE_KEY, { allowUnregistered: true }) ?? null
}

/** The variants whose prices differ between two snapshots (a variant new in `after` counts, from none). */
export function changedPrices(before: PriceSnapshot, after: PriceSnapshot) {
  const changes: { variant_id: string; product_id: string; previous: PriceRow[]; prices: PriceRow[] }[] = []
  for (const [variantId, now] of after) {
    const previous = before.get(variantId)?.prices ?? []
    if (JSON.stringify(previous) !== JSON.stringify(now.prices))
      changes.push({ variant_id: variantId, product_id: now.product_id, previous, prices: now.prices })
  }
  return changes
}
