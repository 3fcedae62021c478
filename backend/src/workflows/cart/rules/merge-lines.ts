import type { RemoteQueryFunction } from "@medusajs/framework/types"
import { getVariantAvailability } from "@medusajs/framework/utils"

/** A cart as merging reads it (query.graph on `cart` with MERGE_FIELDS). */
export type MergeCart = {
  id: string
  customer_id?: string | null
  customer?: { has_account?: boolean | null } | null
  completed_at?: unknown
  sales_channel_id?: string | null
  metadata?: Record<string, unknown> | null
  items?: ({ id: string; variant_id?: string | null; quantity: unknown } | null)[] | null
}

export const MERGE_FIELDS = [
  "id",
  "customer_id",
  "customer.has_account",
  "completed_at",
  "sales_channel_id",
  "metadata",
  "items.id",
  "items.variant_id",
  "items.quantity",
]

/** Lines to create in the cart merged into, and its lines whose quantity rises. */
export type LineMerge = { add: { variant_id: string; quantity: number }[]; raise: { id: string; quantity: number }[] }

/**
 * The shop's one rule for merging two carts (a visitor cart claimed at sign-in, a customer's cart
 * at a transfer): the same product's quantities are added, capped at what is available to sell in
 * the sales channel of the cart merged into; a product with nothing available is left out, and a
 * line is never lowered.
 */
export async function planLineMerge(query: Omit<RemoteQueryFunction, symbol>, from: MergeCart, into: MergeCart): Promise<LineMerge> {
  const lines = (cart: MergeCart) => (cart.items ?? []).filter((line) => line?.variant_id) as { id: string; variant_id: string; quantity: unknown }[]
  const fromLines = lines(from)
  const variantIds = [...new Set(fromLines.map((line) => line.variant_id))]
  const available = variantIds.length ? await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: into.sales_channel_id as string }) : {}
  // null availability: the variant's stock is not managed, so there is no cap.
  const cap = (variantId: string, quantity: number) => {
    const limit = available[variantId]?.availability
    return limit === null || limit === undefined ? quantity : Math.min(quantity, limit)
  }

  const merge: LineMerge = { add: [], raise: [] }
  for (const variantId of variantIds) {
    const extra = fromLines.filter((line) => line.variant_id === variantId).reduce((sum, line) => sum + Number(line.quantity), 0)
    const existing = lines(into).find((line) => line.variant_id === variantId)
    if (existing) {
      const quantity = Math.max(Number(existing.quantity), cap(variantId, Number(existing.quantity) + extra))
      if (quantity !== Number(existing.quantity)) merge.raise.push({ id: existing.id, quantity })
    } else {
      const quantity = cap(variantId, extra)
      if (quantity >= 1) merge.add.push({ variant_id: variantId, quantity })
    }
  }
  return merge
}
