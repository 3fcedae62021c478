import { acquireLockStep, completeCartWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { LOCK_TTL_S, LOCK_WAIT_S } from "./prepare-checkout"
import { matchBkashPaymentStep } from "./steps/bkash-session"
import { readCheckoutCartStep } from "./steps/read-checkout-cart"

export const completeBkashCheckoutWorkflowId = "complete-bkash-checkout"

export type CompleteBkashCheckoutInput = { cart_id: string; payment_id: string }

/**
 * The shopper is back from bKash (POST /store/carts/:id/bkash/return), or the job found a bKash
 * payment nobody came back for (jobs/bkash-payments.ts): the cart becomes an order only through
 * completeCartWorkflow, whose payment authorization is bd-commerce's provider executing the
 * payment and asking bKash its status — Completed, for the cart's exact amount in BDT. The
 * callback's own parameters decide nothing.
 *
 * Under the cart's lock. A cart already ordered answers its order (a refresh, a replay, the job
 * after the shopper: one order, one execute). A paymentID that is not this cart's bKash payment is
 * refused before anything is written. When bKash says no (cancelled, failed, not yet), Medusa
 * withdraws the order it began and the cart stays as it was (workflows/checkout/rules/bkash-outcome.ts says why).
 */
export const completeBkashCheckoutWorkflow = createWorkflow(completeBkashCheckoutWorkflowId, (input: CompleteBkashCheckoutInput) => {
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, executeOnSubWorkflow: true })
  const cart = readCheckoutCartStep({ cart_id: input.cart_id })
  when("match-bkash-payment", { cart }, ({ cart }) => !cart.placed).then(() => {
    matchBkashPaymentStep({ cart_id: input.cart_id, payment_id: input.payment_id })
  })
  // Medusa's completion answers the order of a cart already ordered, and finishes an interrupted one.
  const order = completeCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.cart_id })) })
  releaseLockStep({ key: input.cart_id, executeOnSubWorkflow: true })
  return new WorkflowResponse(transform({ order }, ({ order }) => ({ order_id: order.id })))
})
