import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { assertCodCheckout } from "../checkout/rules/cod-checkout"
import { admitCheckout, checkoutGate } from "../checkout/rules/checkout-gate"
import { readCartStock } from "../checkout/steps/confirm-cart-stock"
import { resumeInterruptedCheckout } from "../checkout/rules/interrupted-checkout"
import { assertOrderable } from "../cart/rules/visitor-carts"
import type { OrderingCart } from "../promotions/rules/code-checks"
import { holdPromotionUsage, releaseOrderPromotionUsage, releasePromotionUsage, type HeldUsage } from "../promotions/rules/usage-lock"

/**
 * "Place order": the storefront's POST /store/carts/:id/complete and the compatibility API's
 * POST /shop/orders both end in this workflow, so both meet the shop's cash-on-delivery
 * checkout rule (workflows/checkout/rules/cod-checkout) before an order is created or a payment authorized, and a
 * checkout its process died in the middle of is finished or withdrawn first
 * (workflows/checkout/rules/interrupted-checkout), under the cart's lock. A cart not yet ordered
 * whose prices carry a promotion that stopped applying (ended, used up, already used by this
 * customer) is refused with the reason (409): Medusa's completion would copy its discount into
 * the order. Completions of carts with the same limited promotion take turns from that check to
 * the order (workflows/promotions/rules/usage-lock.ts), released once Medusa has counted the uses,
 * or when the completion is undone. And every completion of a cart not yet ordered passes the
 * checkout gate (workflows/checkout/rules/checkout-gate.ts): sold out is refused at once, and
 * when the units left are all being bought by completions in progress, "busy" (409) rather than
 * a wait at the product's stock lock — its place released once its stock is reserved. A guest's
 * cart is never ordered: "Please sign in to place your order" (401), from any entry point.
 */
completeCartWorkflow.hooks.validate(
  async ({ cart }, { container }) => {
    // Only a registered customer's own cart is ordered (cart/rules/visitor-carts.ts).
    await assertOrderable(container, cart.id)
    await assertCodCheckout(container, cart)
    await resumeInterruptedCheckout(container, cart)
    if (await isOrdered(container, cart)) return new StepResponse<undefined, Held>(undefined, null)
    // The checkout gate (checkout/rules/checkout-gate.ts). "Place order" and "Pay with bKash" were
    // admitted before their preparation: held already.
    const admission = await admitCheckout(checkoutGate(), cart.id, async () => (await readCartStock(container, cart.id)).needs, { force: paidWithBkash(cart) })
    // Released by the compensation only when admitted here ("held": by the checkout that runs this completion).
    const gated = admission === "admitted" ? cart.id : null
    try {
      const usage = await holdPromotionUsage(container, cart as unknown as OrderingCart & { id: string })
      return new StepResponse<undefined, Held>(undefined, { gated, usage })
    } catch (error) {
      if (gated) await checkoutGate().release(gated)
      throw error
    }
  },
  async (held, { container }) => {
    if (!held) return
    if (held.gated) await checkoutGate().release(held.gated)
    await releasePromotionUsage(container, held.usage)
  }
)

/** What a completion holds until it ends: its place at the checkout gate, and its promotions' usage locks. */
type Held = { gated: string | null; usage: HeldUsage | null } | null

/**
 * A completion whose shopper has already approved the payment at bKash (their return, or the
 * job): never told "busy" — it waits for its turn at the stock lock, and only "out of stock" refuses it.
 */
function paidWithBkash(cart: unknown): boolean {
  const sessions = (cart as { payment_collection?: { payment_sessions?: { provider_id?: string }[] | null } | null }).payment_collection?.payment_sessions
  return (sessions ?? []).some((session) => session?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
}

/**
 * Once the batch that counts the promotions' uses and reserves the stock has run (Medusa's
 * registerUsageStep, reserveInventoryStep), the next completion may take its turn, at the
 * promotion's lock and at the checkout gate. Medusa creates this hook but leaves it out of the workflow's
 * typed hooks; it is registered all the same.
 */
const { beforePaymentAuthorization } = completeCartWorkflow.hooks as unknown as {
  beforePaymentAuthorization: (invoke: (data: { input: { id: string } }, context: { container: MedusaContainer }) => Promise<void>) => void
}
beforePaymentAuthorization(async ({ input }, { container }) => {
  // The order's stock is reserved: its place at the checkout gate goes to the next shopper.
  await checkoutGate().release(input.id)
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: ["email", "customer_id", "items.adjustments.code", "shipping_methods.adjustments.code"], filters: { id: input.id } })
  await releaseOrderPromotionUsage(container, input.id, (data[0] ?? {}) as OrderingCart)
})

/** Completed, or linked to its order (a retry of an order already made answers that order). */
async function isOrdered(container: MedusaContainer, cart: { id: string; completed_at?: unknown }): Promise<boolean> {
  if (cart.completed_at) return true
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cart.id } })
  return data.length > 0
}
