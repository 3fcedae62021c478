import { icu } from "../../i18n/icu"

/**
 * Why bKash made no order, said on the checkout the shopper is sent back to
 * (features/checkout/api/bkash-return.server.ts), chosen by the backend's refusal code. The
 * cancelled and unknown cases are `bkash.cancelled` and `bkash.failedUnknown` (checkout.ts).
 */
export const bkashMessages = {
  bkashReturn: {
    expired: "The bKash payment expired before it was completed. Nothing was charged and your cart is as you left it: pay again, or choose Cash on delivery.",
    /** bKash's own words for why (it writes them in English), e.g. "Invalid PIN". */
    failedBecause: icu("bKash did not take the payment ({reason}). Your cart is as you left it: try again, or choose Cash on delivery.", ["reason"], {
      asWritten: ["reason"],
    }),
    insufficientBalance:
      "Your bKash account did not have enough balance for this payment. Your cart is as you left it: add money and pay again, or choose Cash on delivery.",
    mismatch:
      "bKash took a different amount than your order's total, so no order was made and what bKash took goes back to your bKash account. Your cart is as you left it: pay again, or choose Cash on delivery.",
  },
}
