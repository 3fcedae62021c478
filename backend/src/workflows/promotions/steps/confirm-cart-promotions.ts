import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertCartCodesStand, assertNoCodeDropped, codesOf, type OrderingCart } from "../rules/code-checks"

const CART_CODES = ["id", "email", "customer_id", "items.adjustments.code", "shipping_methods.adjustments.code"]

async function readCart(container: MedusaContainer, cart_id: string): Promise<OrderingCart> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: CART_CODES, filters: { id: cart_id } })
  return (data[0] ?? {}) as OrderingCart
}

/**
 * Before the checkout touches the cart: every promotion its prices carry still applies (409 with
 * the reason otherwise, nothing written). Returns the codes, for confirmCartPromotionsKeptStep.
 */
export const confirmCartPromotionsStep = createStep("confirm-cart-promotions", async ({ cart_id }: { cart_id: string }, { container }) => {
  const cart = await readCart(container, cart_id)
  await assertCartCodesStand(container, cart)
  return new StepResponse(codesOf(cart))
})

/**
 * After the checkout refreshed the cart (address, Home delivery): Medusa's refresh drops a code
 * that stopped applying without a word (the last use taken by another shopper meanwhile, or the
 * address no longer qualifies). A dropped code is refused (409 with the reason); the workflow's
 * earlier steps are undone, nothing is ordered.
 */
export const confirmCartPromotionsKeptStep = createStep(
  "confirm-cart-promotions-kept",
  async ({ cart_id, codes }: { cart_id: string; codes: string[] }, { container }) => {
    await assertNoCodeDropped(container, codes, await readCart(container, cart_id))
    return new StepResponse(undefined)
  }
)
