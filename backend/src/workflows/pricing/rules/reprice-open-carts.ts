import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"

/** Carts priced again at the same time (the worker's share of the database connections). */
const REPRICE_AT_ONCE = 4

/**
 * Medusa prices a cart's line when it is added and again only when the cart's region, language
 * or taxable address changes: a cart filled before a sale kept the regular price while the page
 * showed the sale's, and one filled during the sale kept the sale's after it ended. At a price
 * list's moment the open carts holding its variants are priced again, with Medusa's own refresh
 * (its cart lock, promotions, taxes and payment collection with it), a few at a time, the
 * most recently changed first.
 * Returns how many were priced again.
 */
export async function repriceOpenCarts(container: MedusaContainer, variantIds: string[]): Promise<number> {
  if (!variantIds.length) return 0
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: items } = await query.graph({
    entity: "line_item",
    fields: ["cart_id", "cart.completed_at", "cart.updated_at"],
    filters: { variant_id: variantIds },
  })
  type Item = { cart_id: string; cart?: { completed_at?: unknown; updated_at: string | Date } | null }
  // The carts shoppers touched last first: they are the ones likely at the checkout now.
  const open = (items as Item[])
    .filter((item) => item.cart && !item.cart.completed_at)
    .sort((a, b) => new Date(b.cart!.updated_at).getTime() - new Date(a.cart!.updated_at).getTime())
  const cartIds = [...new Set(open.map((item) => item.cart_id))]
  let priced = 0
  // A few at a time: each is Medusa's whole refresh (lock, prices, promotions, taxes, payment).
  const next = cartIds.values()
  const worker = async () => {
    for (let step = next.next(); !step.done; step = next.next()) {
      const cart_id = step.value
      try {
        await refreshCartItemsWorkflow(container).run({ input: { cart_id, force_refresh: true } })
        priced++
      } catch (error) {
        // Completed meanwhile, or locked by a checkout for longer than the lock waits: its next change prices it.
        logger.warn(`The cart ${cart_id} was not priced again at a price list's moment: ${(error as Error).message}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(REPRICE_AT_ONCE, cartIds.length) }, worker))
  return priced
}
