import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ADMISSION_TTL_MS, admitCheckout, checkoutGate, type Admission } from "../rules/checkout-gate"
import { checkoutTurns } from "../rules/checkout-turns"
import { readCartStock } from "./confirm-cart-stock"

/**
 * The checkout gate (rules/checkout-gate.ts), the first thing a checkout does: the cart's stock
 * read (two queries, no lock), then "out of stock" (400) at once, before any lock is waited for
 * or anything written to the cart — or the checkout admitted (and given its turn among the
 * checkouts this process works on: rules/checkout-turns.ts), until
 * releaseCheckoutStep, the order's stock reserved (hooks/complete-cart.ts), or this step's
 * compensation when the checkout fails. A cart already ordered is not gated: a retry gets its
 * order (or, for a checkout a crash interrupted, the recovery's own answer).
 */
export const admitCheckoutStep = createStep(
  "admit-checkout",
  async ({ cart_id }: { cart_id: string }, { container }) => {
    let admission: Admission
    try {
      admission = await admitCheckout(checkoutGate(), cart_id, async () => {
        const stock = await readCartStock(container, cart_id)
        return stock.found && !stock.completed ? stock.needs : null
      })
    } catch (error) {
      // Linked to its order by a checkout a crash interrupted: the checkout finishes or withdraws it.
      if (await linkedToOrder(container, cart_id)) return new StepResponse<Admission, string | null>("ungated", null)
      throw error
    }
    if (admission !== "admitted") return new StepResponse<Admission, string | null>(admission, null)
    // Admitted: its turn among the checkouts this process works on (rules/checkout-turns.ts).
    await checkoutTurns().take(cart_id)
    // Its place at the gate counts from now on (a long wait for the turn must not let it lapse).
    await checkoutGate().renew(cart_id, ADMISSION_TTL_MS)
    // Released by the compensation only when admitted here (a "held" one is its first request's).
    return new StepResponse<Admission, string | null>(admission, cart_id)
  },
  async (cartId) => {
    if (!cartId) return
    checkoutTurns().release(cartId)
    await checkoutGate().release(cartId)
  }
)

/** The checkout is over (its order made, or its payment started): its place and its turn go to the next shoppers. */
export const releaseCheckoutStep = createStep("release-checkout", async ({ cart_id }: { cart_id: string }) => {
  checkoutTurns().release(cart_id)
  await checkoutGate().release(cart_id)
  return new StepResponse(undefined)
})

async function linkedToOrder(container: MedusaContainer, cartId: string): Promise<boolean> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return data.length > 0
}
