import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { deliverTo, LOCK_TTL_S, LOCK_WAIT_S, refreshDelivered, type CheckoutInput } from "./prepare-checkout"
import { readCheckoutCartStep, type CheckoutCart } from "./steps/read-checkout-cart"
import { deliveredAlreadyStep } from "./steps/delivered-already"
import { confirmCartPromotionsStep } from "../promotions/steps/confirm-cart-promotions"

export const setCheckoutDeliveryWorkflowId = "set-checkout-delivery"

export type SetCheckoutDeliveryInput = Omit<CheckoutInput, "expected_total">

/** A cart already ordered takes no new address (its order has its own). */
const assertCartOpenStep = createStep("assert-cart-open", async (cart: CheckoutCart) => {
  if (cart.placed) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.checkoutCartPlaced)
  return new StepResponse(undefined)
})

/**
 * The checkout's delivery preview: the address and Home delivery on the cart before the order,
 * so Medusa prices delivery (bd-commerce's provider) and applies delivery promotions (free
 * delivery inside Dhaka) on the cart itself, and the checkout page shows the cart's own
 * `shipping_total`, `discount_total` and `total` — the total "Place order" then confirms
 * (expected_total). The same steps as the order's preparation (prepare-checkout.ts: deliverTo),
 * under the cart's lock; sent again, it leaves the cart as the first did.
 */
export const setCheckoutDeliveryWorkflow = createWorkflow(setCheckoutDeliveryWorkflowId, (input: SetCheckoutDeliveryInput) => {
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const cart = readCheckoutCartStep({ cart_id: input.cart_id })
  assertCartOpenStep(cart)
  // A code that stopped applying (ended, used up, already used by this customer) is refused with its
  // reason (409) before Medusa's refresh would drop it without a word; automatic promotions that
  // the new address gains or loses simply show in the answered cart.
  confirmCartPromotionsStep({ cart_id: input.cart_id })
  // Shown again (a reload of the checkout page): the cart already is so; refreshed only (steps/delivered-already.ts).
  const delivered = deliveredAlreadyStep(transform({ input, cart }, ({ input, cart }) => ({ input, placed: cart.placed })))
  when("preview-delivery", { delivered }, ({ delivered }) => !delivered).then(() => {
    deliverTo(input)
  })
  when("preview-refresh", { delivered }, ({ delivered }) => delivered).then(() => {
    refreshDelivered(input)
  })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse({ cart_id: input.cart_id })
})
