import { icu } from "../../i18n/icu"
/** Promo codes and the discount lines on the cart, the checkout, the order pages (features/session/promotions). */
export const promotionsMessages = {
  promotions: {
    title: "Promo code",
    label: "Promo code",
    apply: "Apply",
    applying: "Applying…",
    remove: "Remove",
    removeLabel: icu("Remove the code {code}", ["code"], { asWritten: ["code"] }),
    applied: "Codes applied",
    /** The summary's line: what promotions took off the products. */
    discount: "Discount",
    discountCodes: icu("Discount ({codes})", ["codes"], { asWritten: ["codes"] }),
    /** The delivery charge when a promotion made it free. */
    free: "Free",
    /** A visitor's cart: codes go on a customer's own cart. */
    signIn: "Log in to use a promo code; your cart comes with you.",
    logIn: "Log in",
    empty: "Enter a promo code.",
    failed: "The code could not be applied just now. Please try again.",
    /** Why a code was refused, keyed by the backend's `code` (the promotions contract). */
    errors: {
      promotion_unknown: "This promo code does not exist. Check it and try again.",
      promotion_inactive: "This promo code is not active.",
      promotion_not_started: "This promo code's offer has not started yet.",
      promotion_ended: "This promo code's offer has ended.",
      promotion_used_up: "This promo code has been used up.",
      promotion_already_used: "You have already used this promo code.",
      promotion_not_applicable: "Nothing in your cart qualifies for this promo code.",
      promotion_needs_delivery:
        "This code lowers the delivery charge, so it needs your delivery address: save your address in your profile, then enter the code at checkout.",
    },
    /** Place order refused because a code stopped applying: why, and the total without it. */
    /** The checkout's saved-address preview found a code no longer applying: taken off, and said. */
    codeDropped: icu("{reason} We took the code {code} off your cart.", ["reason", "code"], { asWritten: ["reason", "code"] }),
    stoppedApplying: icu(
      "{reason} We took the code {code} off your order: the total is now {total}. Check your order and place it again.",
      ["reason", "code", "total"],
      {
        asWritten: ["reason", "code", "total"],
      }
    ),
  },
} as const
