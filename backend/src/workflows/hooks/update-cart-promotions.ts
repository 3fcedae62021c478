import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { assertCodesApply, type ApplyCodesCart } from "../promotions/rules/code-checks"

/**
 * A promotion code added to a cart (Medusa's POST /store/carts/:id/promotions, scripts, any
 * caller of updateCartPromotionsWorkflow) is refused with its reason and a stable `code` before
 * anything is written (400): unknown, inactive, not started, ended, used up, already used by this
 * customer, applying to nothing in the cart (workflows/promotions/rules/code-checks.ts).
 */
updateCartPromotionsWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  await assertCodesApply(container, input, cart as unknown as ApplyCodesCart)
})
