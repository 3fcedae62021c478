/**
 * The delivery charge rule of a Bangladeshi shop: a standard charge, and a higher one for
 * orders whose item subtotal is above a threshold (bulky, high-value parcels). Amounts are
 * in the currency's main unit (taka), as Medusa stores them.
 */
export type ShippingRateOptions = {
  /** Charged when the item subtotal is at or below the threshold. */
  standard_amount: number
  /** Charged when the item subtotal is above the threshold. */
  large_order_amount: number
  /** The item subtotal above which the large-order amount applies. */
  large_order_threshold: number
}

/** Chaka's rule: 200 ৳, or 250 ৳ when the items come to more than 25 000 ৳. */
export const DEFAULT_SHIPPING_RATE: ShippingRateOptions = {
  standard_amount: 200,
  large_order_amount: 250,
  large_order_threshold: 25_000,
}

/** The delivery charge for an item subtotal. The one place this rule is written. */
export function shippingRate(itemSubtotal: number, options: ShippingRateOptions = DEFAULT_SHIPPING_RATE): number {
  return itemSubtotal > options.large_order_threshold ? options.large_order_amount : options.standard_amount
}

/** Options as given in medusa-config, checked once when the provider loads. */
export function shippingRateOptions(given: Partial<Record<keyof ShippingRateOptions, unknown>> = {}): ShippingRateOptions {
  const options = { ...DEFAULT_SHIPPING_RATE }
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
