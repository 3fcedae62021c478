import { acquireLockStep, completeCartWorkflow, createPaymentSessionsWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../shop/rules/identity"
import { LOCK_TTL_S, LOCK_WAIT_S, prepareCheckout, type CheckoutInput } from "./prepare-checkout"
import { readCheckoutCartStep } from "./steps/read-checkout-cart"
import { dropBkashSessionsStep } from "./steps/bkash-drop-sessions"
import { admitCheckoutStep, releaseCheckoutStep } from "./steps/checkout-gate"

export type { DeliveryAddress } from "./prepare-checkout"

export const placeOrderWorkflowId = "place-order"

export type PlaceOrderInput = CheckoutInput

/**
 * "Place order" with cash on delivery, in one request: the checkout's preparation (the email and
 * the address, Home delivery, a payment collection: prepare-checkout.ts), the cash-on-delivery
 * session, then the cart completed — Medusa's own workflows as steps, so every shop rule is met in
 * their hooks (workflows/hooks: the address, the email, the delivery charge, stock, the payment
 * rule and Home delivery only, the interrupted-checkout recovery).
 *
 * First the checkout gate (rules/checkout-gate.ts): a cart whose product is sold out is refused
 * at once (400), and one whose last units are all being bought by checkouts in progress is told
 * to try again (409, "busy"), before any lock is waited for or anything written to the cart.
 *
 * It holds the cart's lock (Medusa's key: the cart id) from start to end; the workflows it runs
 * skip their own as sub-workflows. A repeated request (a lost answer, a double press) waits for
 * the first, finds the cart already an order and gets that order: one order per cart.
 *
 * Run by the store route POST /store/carts/:id/place-order and by the compatibility API's
 * POST /shop/orders (compat/workflows/place-order.ts) after it has made its cart.
 */
export const placeOrderWorkflow = createWorkflow(placeOrderWorkflowId, (input: PlaceOrderInput) => {
  // Before anything else: "out of stock" or "busy" at once (rules/checkout-gate.ts).
  admitCheckoutStep({ cart_id: input.cart_id })
  // As a sub-workflow too (the compatibility API's): the lock is this workflow's own.
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, executeOnSubWorkflow: true })
  const cart = readCheckoutCartStep({ cart_id: input.cart_id })
  const paymentCollectionId = prepareCheckout(input, cart)

  when("start-cash-on-delivery", { cart }, ({ cart }) => !cart.placed).then(() => {
    // A bKash payment the shopper began is dropped first, in the shop's words if bKash may still take it.
    dropBkashSessionsStep(transform({ paymentCollectionId }, ({ paymentCollectionId }) => ({ payment_collection_id: paymentCollectionId })))
    createPaymentSessionsWorkflow.runAsStep({
      input: transform({ cart, paymentCollectionId }, ({ cart, paymentCollectionId }) => ({
        payment_collection_id: paymentCollectionId as string,
        provider_id: SHOP.paymentProviderId,
        customer_id: cart.customer_id ?? undefined,
      })),
    })
  })

  const order = completeCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.cart_id })) })
  // Released already once the order's stock was reserved (hooks/complete-cart.ts); here for certain.
  releaseCheckoutStep({ cart_id: input.cart_id })
  releaseLockStep({ key: input.cart_id, executeOnSubWorkflow: true })
  return new WorkflowResponse(transform({ order }, ({ order }) => ({ order_id: order.id })))
})
