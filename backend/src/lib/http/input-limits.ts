/**
 * Every input limit of the shop's own routes, in one place (characters unless said otherwise).
 * The plugins keep their own (each is usable without this shop: CONTENT_LIMITS of
 * @chaka/content/api, REVIEW_LIMITS of @chaka/reviews/api). docs/security.md lists them all.
 */

/**
 * The hard cap on any one text value anywhere in a request (body, query, keys), enforced by the
 * input guard (api/utils/input-guard.ts) on every route. It is far above every field limit
 * below, so no legitimate field meets it; it only stops what no field validates (metadata,
 * Medusa's core routes' free text). Request bodies are also capped by Medusa's body parser
 * (100 KB of JSON).
 */
export const MAX_TEXT_LENGTH = 32_768

/** Objects and arrays nested deeper than this in a body or query are refused. */
export const MAX_NESTING = 32

/**
 * The largest number a request may carry (body numbers, numeric query values): beyond it a
 * JavaScript number is no longer exact, and PostgreSQL's integer columns overflow long before.
 */
export const MAX_NUMBER = Number.MAX_SAFE_INTEGER

/** What a customer, an address or a product may hold; shown publicly or on orders. */
export const FIELD_LIMITS = {
  /** First name, last name, the original shop's displayName (shown with reviews). */
  personName: 100,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 32,
  /** Each address line: address_1 (road or village), address_2 (thana), city (district), province (division), company. */
  addressLine: 200,
  postalCode: 20,
  productTitle: 200,
  productDescription: 10_000,
  /** Brand, vendor, category and sub-category names. */
  productName: 100,
  /** Catalogue and admin search text. */
  searchText: 200,
  /** An id in a body or query (Medusa's ids are ~30 characters). */
  id: 100,
  url: 2_048,
} as const
