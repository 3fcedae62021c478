import { deliveryCharge, DELIVERY_RATE, type DeliveryRate } from "@chaka/rules"

/**
 * The delivery charge rule of a Bangladeshi shop: a standard charge, and a higher one for
 * orders whose item subtotal is above a threshold (bulky, high-value parcels). Amounts are
 * in the currency's main unit (taka), as Medusa stores them. The rule and Chaka's amounts are
 * written once, in @chaka/rules (DeliveryRate, DELIVERY_RATE, deliveryCharge).
 */
export type ShippingRateOptions = DeliveryRate

/** Chaka's rule: 200 ৳, or 250 ৳ when the items come to more than 25 000 ৳ (@chaka/rules' DELIVERY_RATE). */
export const DEFAULT_SHIPPING_RATE: Readonly<ShippingRateOptions> = DELIVERY_RATE

/** The delivery charge for an item subtotal (@chaka/rules' deliveryCharge). */
export function shippingRate(itemSubtotal: number, options: Readonly<ShippingRateOptions> = DEFAULT_SHIPPING_RATE): number {
  return deliveryCharge(itemSubtotal, options)
}

/** Options as given in medusa-config, checked once when the provider loads. */
export function shippingRateOptions(given: Partial<Record<keyof ShippingRateOptions, unknown>> = {}): ShippingRateOptions {
  const options: ShippingRateOptions = { ...DEFAULT_SHIPPING_RATE }
  for (const key of Object.keys(DEFAULT_SHIPPING_RATE) as (keyof ShippingRateOptions)[]) {
    const value = given[key]
    if (value === undefined) continue
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new Error(`bd-commerce: the option ${key} must be a number of at least 0, got ${JSON.stringify(value)}`)
    }
    options[key] = value
  }
  return options
}
