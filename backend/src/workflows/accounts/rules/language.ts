import { isShopLanguage, type ShopLanguage } from "../../../lib/languages/shop-language"

/**
 * A customer's language (issue 41): kept in Medusa's own customer record as `metadata.locale`
 * ("en" or "bn"), written only by POST /store/customers/me/language (the profile's metadata
 * cannot change it: workflows/accounts/steps/guard-server-metadata.ts). Their email and SMS go
 * out in it; a customer who never chose gets the language their order was placed in.
 */
export const CUSTOMER_LANGUAGE_KEY = "locale"

/** The customer's chosen language, or undefined when they never chose (or the value is not one of the shop's). */
export const customerLanguage = (metadata: Record<string, unknown> | null | undefined): ShopLanguage | undefined => {
  const value = metadata?.[CUSTOMER_LANGUAGE_KEY]
  return isShopLanguage(value) ? value : undefined
}
