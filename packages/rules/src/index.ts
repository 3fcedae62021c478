/**
 * @chaka/rules: the identifiers and small rules that more than one package of the shop must
 * spell the same way (backend, plugins, storefront, e2e, topology, bench). Pure values and
 * functions only: no dependencies, no I/O. User-visible text stays in each package's messages.
 */

// --- The shop's place: Bangladesh, in taka --------------------------------------------------

/** ISO 3166-1 alpha-2 code of the only country the shop sells to, as Medusa stores it (lower case). */
export const COUNTRY_CODE = "bd"

/** ISO 4217 code of the shop's only currency (Bangladeshi taka), as Medusa stores it (lower case). */
export const CURRENCY_CODE = "bdt"

/** The name of the shop's only region; the backend looks the region up by it. */
export const REGION_NAME = "Bangladesh"

/**
 * Bangladesh's time zone (IANA), in which the shop says every date: the same day on a server
 * running in UTC and in a shopper's browser (a server-rendered page and its hydration agree).
 */
export const SHOP_TIME_ZONE = "Asia/Dhaka"

// --- Medusa provider ids ----------------------------------------------------------------------

/**
 * The id Medusa gives a payment provider: `pp_<the service's static identifier>_<the id it is
 * registered under in medusa-config>`.
 */
export const paymentProviderId = <I extends string, R extends string>(identifier: I, id: R) => `pp_${identifier}_${id}` as const

/** The id Medusa gives a fulfillment provider: `<the service's static identifier>_<the id it is registered under>`. */
export const fulfillmentProviderId = <I extends string, R extends string>(identifier: I, id: R) => `${identifier}_${id}` as const

/** The static `identifier` of bd-commerce's cash-on-delivery payment provider service. */
export const COD_PROVIDER_IDENTIFIER = "cod"

/** The id the cash-on-delivery provider is registered under in the Payment Module's options. */
export const COD_PROVIDER_REGISTRATION_ID = "cod"

/** Cash on delivery: the payment provider id carts and regions use (`pp_cod_cod`). */
export const COD_PAYMENT_PROVIDER_ID = paymentProviderId(COD_PROVIDER_IDENTIFIER, COD_PROVIDER_REGISTRATION_ID)

/** The static `identifier` of bd-commerce's bKash (tokenized checkout) payment provider service. */
export const BKASH_PROVIDER_IDENTIFIER = "bkash"

/** The id the bKash provider is registered under in the Payment Module's options. */
export const BKASH_PROVIDER_REGISTRATION_ID = "bkash"

/** bKash, offered when the shop has bKash credentials: the payment provider id (`pp_bkash_bkash`). */
export const BKASH_PAYMENT_PROVIDER_ID = paymentProviderId(BKASH_PROVIDER_IDENTIFIER, BKASH_PROVIDER_REGISTRATION_ID)

/** The static `identifier` of bd-commerce's home-delivery fulfillment provider service. */
export const HOME_DELIVERY_PROVIDER_IDENTIFIER = "home-delivery"

/** The id the home-delivery provider is registered under in the Fulfillment Module's options. */
export const HOME_DELIVERY_PROVIDER_REGISTRATION_ID = "home-delivery"

/** Home delivery, the shop's only way to ship: the fulfillment provider id (`home-delivery_home-delivery`). */
export const HOME_DELIVERY_FULFILLMENT_PROVIDER_ID = fulfillmentProviderId(HOME_DELIVERY_PROVIDER_IDENTIFIER, HOME_DELIVERY_PROVIDER_REGISTRATION_ID)

/** The fulfillment option the home-delivery provider offers: a shipping option's `data.id` and its type's code. */
export const HOME_DELIVERY_OPTION_ID = "home-delivery"

// --- The delivery charge ----------------------------------------------------------------------

/**
 * A delivery charge rule: a standard charge, and a higher one for orders whose item total is
 * above a threshold. Amounts are in taka (the currency's main unit), as Medusa stores them.
 */
export type DeliveryRate = {
  /** Charged when the item total is at or below the threshold. */
  standard_amount: number
  /** Charged when the item total is above the threshold. */
  large_order_amount: number
  /** The item total above which the large-order amount applies. */
  large_order_threshold: number
}

/** The shop's rule (spec section 9): 200 ৳ delivery, 250 ৳ when the items come to more than 25 000 ৳. */
export const DELIVERY_RATE: Readonly<DeliveryRate> = Object.freeze({
  standard_amount: 200,
  large_order_amount: 250,
  large_order_threshold: 25_000,
})

/** The delivery charge for an item total (taka): 200 up to and including 25 000, 250 above, by default. */
export function deliveryCharge(itemTotal: number, rate: Readonly<DeliveryRate> = DELIVERY_RATE): number {
  return itemTotal > rate.large_order_threshold ? rate.large_order_amount : rate.standard_amount
}

// --- Carts ------------------------------------------------------------------------------------

/**
 * The storefront's "Buy now" checkout runs in a cart of its own, marked
 * `metadata: { purpose: BUY_NOW_PURPOSE }`; such a cart is never the customer's shopping cart.
 */
export const BUY_NOW_PURPOSE = "buy-now"

/** The metadata that marks a new cart as a "Buy now" cart. */
export const buyNowCartMetadata = () => ({ purpose: BUY_NOW_PURPOSE })

/** True when a cart's metadata marks it as a "Buy now" cart. */
export const isBuyNowCart = (metadata: unknown): boolean =>
  typeof metadata === "object" && metadata !== null && (metadata as { purpose?: unknown }).purpose === BUY_NOW_PURPOSE

// --- Accounts ---------------------------------------------------------------------------------

/** The shortest password the shop takes (spec: "longer than 6 characters"); backend and storefront check the same. */
export const MIN_PASSWORD_LENGTH = 7

/** True when a password is long enough (its length in UTF-16 code units, as zod's `.min` counts). */
export const isLongEnoughPassword = (password: string) => password.length >= MIN_PASSWORD_LENGTH

/** A Bangladeshi mobile in the one spelling SMS gateways take (8801XXXXXXXXX), or null (./phone.ts). */
export { normaliseBdPhone } from "./phone"

// --- What changed: the caches' invalidations ----------------------------------------------------

/**
 * The Redis channel on which every backend process announces what the public catalogue cache
 * forgot, and which the storefront's page cache hears too: one vocabulary of tags (product ids
 * `prod_…`, `catalogue`, `categories`, `news`, …) for API answers and rendered pages.
 */
export const INVALIDATION_CHANNEL = "chaka:catalogue-cache:invalidate"

/**
 * The backend's stream of the same messages (server-sent events), for a storefront server
 * without Redis; it answers only peers on the backend's own machine or private network.
 */
export const INVALIDATION_STREAM_PATH = "/internal/cache-invalidations"

/** What an invalidation forgets: answers and pages carrying any of these tags, or everything. */
export type Invalidation = string[] | "all"

/** A message on the channel (and on the backend's invalidation stream): who sent it and what to forget. */
export type InvalidationMessage = { sender: string; forgot: Invalidation }

/** What a message asks to forget; anything unreadable (an older server's bare id) forgets all. */
export function readInvalidation(message: string): InvalidationMessage {
  try {
    const parsed = JSON.parse(message) as Partial<InvalidationMessage>
    const forgot = parsed.forgot === "all" || (Array.isArray(parsed.forgot) && parsed.forgot.every((tag) => typeof tag === "string")) ? parsed.forgot : "all"
    return { sender: typeof parsed.sender === "string" ? parsed.sender : "", forgot }
  } catch {
    return { sender: message, forgot: "all" }
  }
}

/** The header a tagged answer names its tags in (comma-separated, as Cloudflare reads it). */
export const CACHE_TAG_HEADER = "Cache-Tag"

// --- An order's life --------------------------------------------------------------------------

export * from "./order-life"

// --- Stock ------------------------------------------------------------------------------------

export * from "./stock"
export * from "./delivery-window"

// --- The catalogue on the wire ----------------------------------------------------------------

export type * from "./catalogue"
