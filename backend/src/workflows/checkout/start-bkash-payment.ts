import { acquireLockStep, createPaymentSessionsWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { LOCK_TTL_S, LOCK_WAIT_S, prepareCheckout, type CheckoutInput } from "./prepare-checkout"
import { assertBkashOfferedStep, findReusableBkashSessionStep, readBkashRedirectStep } from "./steps/bkash-session"
import { confirmCartStockStep } from "./steps/confirm-cart-stock"
import { admitCheckoutStep, releaseCheckoutStep } from "./steps/checkout-gate"
import { readCheckoutCartStep } from "./steps/read-checkout-cart"

export const startBkashPaymentWorkflowId = "start-bkash-payment"

/** bKash sends the shopper back to the provider's callback_url option with the cart id (lib/config/medusa.ts). */
export type StartBkashPaymentInput = CheckoutInput

export type StartBkashPaymentResult = { order_id: string } | { payment_id: string; bkash_url: string }

/**
 * "Pay with bKash": the checkout gate as for "Place order" (rules/checkout-gate.ts: sold out or
 * busy answered before anything is written), the same preparation (prepare-checkout.ts: address,
 * Home delivery, payment collection), the stock checked again, then a bKash payment (bd-commerce's provider
 * creates it at bKash for the cart's total) whose page the shopper is sent to. Nothing is ordered
 * here: the order is made when they come back (complete-bkash-checkout.ts) or by the job
 * (jobs/bkash-payments.ts), once bKash itself says the payment is complete.
 *
 * Under the cart's lock. Sent again, it reuses the cart's pending bKash payment when the cart
 * still costs the same (one bKash payment); for a cart already ordered it answers the order.
 */
export const startBkashPaymentWorkflow = createWorkflow(startBkashPaymentWorkflowId, (input: StartBkashPaymentInput) => {
  // Before anything else: "out of stock" or "busy" at once (rules/checkout-gate.ts), until the payment is started.
  admitCheckoutStep({ cart_id: input.cart_id })
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S })
  const cart = readCheckoutCartStep({ cart_id: input.cart_id })

  // Medusa's `when` does not nest: each step of a cart not yet ordered has its own condition.
  const open = transform({ cart }, ({ cart }) => !cart.placed)
  when("check-bkash-offered", { open }, ({ open }) => open).then(() => assertBkashOfferedStep())
  const paymentCollectionId = prepareCheckout(input, cart)
  when("confirm-stock-before-bkash", { open }, ({ open }) => open).then(() => confirmCartStockStep({ cart_id: input.cart_id }))
  const { create } = findReusableBkashSessionStep({ cart_id: input.cart_id, open })
  when("create-bkash-session", { create }, ({ create }) => create).then(() => {
    createPaymentSessionsWorkflow.runAsStep({
      input: transform({ input, cart, paymentCollectionId }, ({ input, cart, paymentCollectionId }) => ({
        payment_collection_id: paymentCollectionId as string,
        provider_id: BKASH_PAYMENT_PROVIDER_ID,
        customer_id: cart.customer_id ?? undefined,
        // What bd-commerce's provider needs to create the bKash payment (its initiatePayment).
        data: { cart_id: input.cart_id, payer_reference: input.shipping_address.phone },
      })),
    })
  })
  const started = when("read-bkash-redirect", { open }, ({ open }) => open).then(() => readBkashRedirectStep({ cart_id: input.cart_id }))

  // The shopper is off to bKash: the order's completion, when they come back, meets the gate again.
  releaseCheckoutStep({ cart_id: input.cart_id })
  releaseLockStep({ key: input.cart_id })
  return new WorkflowResponse(
    transform({ cart, started }, ({ cart, started }): StartBkashPaymentResult => (started ? started : { order_id: cart.order_id as string }))
  )
})
