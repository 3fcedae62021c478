/**
 * What each call of a purchase asks the server to send back: only what the caller reads next.
 * Unless told otherwise Medusa answers every cart change with the whole cart and its totals,
 * and a completion with the whole order and its totals, none of which these callers show
 * (checkout toasts and goes home). Asking for less saves ~45 ms of server CPU per completion
 * and ~190 ms (~13 %) per purchase (docs/performance.md). The benchmark's purchase path
 * sends the same.
 */
export const PURCHASE_FIELDS = {
  /** A new cart: only its id is used (the line item is added next). */
  newCart: "id",
  /** Who orders and where it goes. */
  details: "id",
  /** Home delivery: the payment step reuses the cart's payment collection if it has one. */
  delivery: "id,payment_collection.id",
  /** The cash-on-delivery payment session. */
  payment: "id",
  /** The order made from the cart. */
  order: "id",
} as const
