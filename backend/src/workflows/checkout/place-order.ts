import {
  acquireLockStep,
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
  releaseLockStep,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../../lib/shop/identity"
import { findHomeDeliveryStep } from "./steps/find-home-delivery"
import { readCheckoutCartStep } from "./steps/read-checkout-cart"

export const placeOrderWorkflowId = "place-order"

/** Where the parcel goes, as a Medusa address (province = division, city = district, address_2 = thana). */
export type DeliveryAddress = {
  first_name?: string
  last_name?: string
  province: string
  city: string
  address_2: string
  address_1: string
  phone: string
}

export type PlaceOrderInput = {
  cart_id: string
  /** The email the customer's sign-in proved (never one a request body names). */
  email: string
  shipping_address: DeliveryAddress
}

// Medusa's own cart lock times (completeCartWorkflow): wait up to 30 s for it, hold it 2 minutes at most.
const LOCK_WAIT_S = 30
const LOCK_TTL_S = 120

/**
 * "Place order" with cash on delivery, in one request: the email and the address (shipping and
 * billing), Home delivery, a payment collection when the cart has none and the cash-on-delivery
 * session, then the cart completed — Medusa's own workflows as steps, so every shop rule is met in
 * their hooks (workflows/hooks: the address, the email, the delivery charge, stock, cash on
 * delivery and Home delivery only, the interrupted-checkout recovery).
 *
 * It holds the cart's lock (Medusa's key: the cart id) from start to end; the workflows it runs
 * skip their own as sub-workflows. A repeated request (a lost answer, a double press) waits for
 * the first, finds the cart already an order and gets that order: one order per cart.
 *
 * Run by the store route POST /store/carts/:id/place-order and by the compatibility API's
 * POST /shop/orders (compat/workflows/place-order.ts) after it has made its cart.
 */
export const placeOrderWorkflow = createWorkflow(placeOrderWorkflowId, (input: PlaceOrderInput) => {
  // As a sub-workflow too (the compatibility API's): the lock is this workflow's own.
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S, executeOnSubWorkflow: true })
  const cart = readCheckoutCartStep({ cart_id: input.cart_id })

  when("prepare-checkout", { cart }, ({ cart }) => !cart.placed).then(() => {
    updateCartWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => {
        const address = { ...input.shipping_address, country_code: SHOP.countryCode }
        return { id: input.cart_id, email: input.email, shipping_address: address, billing_address: address }
      }),
    })
    // The options Medusa offers the cart at its new address, as the storefront used to list them.
    const options = listShippingOptionsForCartWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id, is_return: false, fields: ["id", "provider_id"] })),
    })
    const homeDelivery = findHomeDeliveryStep(options)
    addShippingMethodToCartWorkflow.runAsStep({
      input: transform({ input, homeDelivery }, ({ input, homeDelivery }) => ({ cart_id: input.cart_id, options: [{ id: homeDelivery.id }] })),
    })
  })

  const created = when("create-payment-collection", { cart }, ({ cart }) => !cart.placed && !cart.payment_collection_id).then(() =>
    createPaymentCollectionForCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
  )

  when("start-cash-on-delivery", { cart }, ({ cart }) => !cart.placed).then(() => {
    createPaymentSessionsWorkflow.runAsStep({
      input: transform({ cart, created }, ({ cart, created }) => ({
        payment_collection_id: (created?.id ?? cart.payment_collection_id) as string,
        provider_id: SHOP.paymentProviderId,
        customer_id: cart.customer_id ?? undefined,
      })),
    })
  })

  const order = completeCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ id: input.cart_id })) })
  releaseLockStep({ key: input.cart_id, executeOnSubWorkflow: true })
  return new WorkflowResponse(transform({ order }, ({ order }) => ({ order_id: order.id })))
})
