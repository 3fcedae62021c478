import {
  addShippingMethodToCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  refreshCartItemsWorkflow,
  updateCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { transform, when, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { SHOP } from "../shop/rules/identity"
import { LANGUAGE_LOCALE, type ShopLanguage } from "../../lib/languages/shop-language"
import { findHomeDeliveryStep } from "./steps/find-home-delivery"
import { confirmCartTotalStep } from "./steps/confirm-cart-total"
import { confirmCartPromotionsKeptStep, confirmCartPromotionsStep } from "../promotions/steps/confirm-cart-promotions"
import type { CheckoutCart } from "./steps/read-checkout-cart"
import { deliveredAlreadyStep } from "./steps/delivered-already"

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

export type CheckoutInput = {
  cart_id: string
  /** The email the customer's sign-in proved (never one a request body names). */
  email: string
  shipping_address: DeliveryAddress
  /**
   * The language the order is placed in (the storefront's): kept as the cart's `locale`, which
   * Medusa copies to the order (and with which it gives the lines their translated titles).
   */
  locale?: ShopLanguage
  /** The total the shopper was shown: the cart's, with Home delivery, must be the same (steps/confirm-cart-total.ts). */
  expected_total?: number
}

// Medusa's own cart lock times (completeCartWorkflow): wait up to 30 s for it, hold it 2 minutes at most.
export const LOCK_WAIT_S = 30
export const LOCK_TTL_S = 120

/**
 * What every way of paying does to a cart not yet ordered, inside its workflow and under the
 * cart's lock: the email and the address (shipping and billing), the language when given, Home delivery, and a payment
 * collection when the cart has none. Medusa's own workflows as steps, so every shop rule is met
 * in their hooks. A promotion the cart carries must still apply, before and after the refresh
 * (409 with its reason otherwise: workflows/promotions). Shared by "Place order" (cash on delivery) and "Pay with bKash"; each calls it
 * once, so its step names stay unique within the workflow. Returns the payment collection's id
 * (undefined for a cart already ordered).
 */
// `input` is the composer's own (typed as its plain value, as createWorkflow hands it over).
export function prepareCheckout(input: CheckoutInput, cart: WorkflowData<CheckoutCart>): WorkflowData<string | undefined> {
  // The promotions the shopper was shown still apply, before and after Medusa's refresh (workflows/promotions).
  const codes = when("prepare-checkout", { cart }, ({ cart }) => !cart.placed).then(() =>
    confirmCartPromotionsStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id })))
  )
  // Not again when the checkout page's delivery preview already left the cart so (steps/delivered-already.ts).
  const delivered = deliveredAlreadyStep(transform({ input, cart }, ({ input, cart }) => ({ input, placed: cart.placed })))
  when("prepare-checkout-delivery", { delivered }, ({ delivered }) => !delivered).then(() => {
    deliverTo(input)
  })
  when("prepare-checkout-refresh", { cart, delivered }, ({ cart, delivered }) => delivered && !cart.placed).then(() => {
    refreshDelivered(input)
  })
  when("prepare-checkout-confirm", { cart }, ({ cart }) => !cart.placed).then(() => {
    confirmCartPromotionsKeptStep(transform({ input, codes }, ({ input, codes }) => ({ cart_id: input.cart_id, codes: codes! })))
    confirmCartTotalStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id, expected_total: input.expected_total })))
  })

  const created = when("create-payment-collection", { cart }, ({ cart }) => !cart.placed && !cart.payment_collection_id).then(() =>
    createPaymentCollectionForCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
  )
  return transform({ cart, created }, ({ cart, created }) => (cart.placed ? undefined : ((created?.id ?? cart.payment_collection_id) as string)))
}

/**
 * A cart already delivered at this address (steps/delivered-already.ts) refreshed once, as
 * Medusa refreshes a cart after a change: its delivery charge, promotions, taxes and payment
 * collection as they are now. Call it once per workflow (its step names).
 */
export function refreshDelivered(input: Pick<CheckoutInput, "cart_id">): void {
  refreshCartItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
}

/**
 * The cart's address (shipping and billing), email and language set, and Home delivery added at
 * that address (Medusa's addShippingMethodToCartWorkflow, which prices it with bd-commerce's
 * provider and applies delivery promotions such as free delivery inside Dhaka). Shared by the
 * checkout's preparation and the delivery preview (set-checkout-delivery.ts); call it once per
 * workflow (its step names).
 */
export function deliverTo(input: CheckoutInput): void {
  updateCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => {
      const address = { ...input.shipping_address, country_code: SHOP.countryCode }
      const locale = input.locale ? { locale: LANGUAGE_LOCALE[input.locale] } : {}
      return { id: input.cart_id, email: input.email, shipping_address: address, billing_address: address, ...locale }
    }),
  })
  // The shop's Home delivery; Medusa's addShippingMethodToCartWorkflow checks it serves the cart's new address.
  const homeDelivery = findHomeDeliveryStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id })))
  addShippingMethodToCartWorkflow.runAsStep({
    input: transform({ input, homeDelivery }, ({ input, homeDelivery }) => ({ cart_id: input.cart_id, options: [{ id: homeDelivery.id }] })),
  })
}
