import { icu } from "../../i18n/icu"
/** Checkout (features/checkout). */
export const checkoutMessages = {
  checkout: {
    title: "Place order",
    summary: "Your order",
    quantity: icu("× {n}", ["n"]),
    subtotal: "Subtotal",
    shipping: "Shipping (home delivery)",
    total: "Total",
    emptyCart: "Your cart is empty, so there is nothing to order.",
    productUnavailable: "This product cannot be ordered right now.",
    shippingTitle: "Shipping address",
    name: "Name",
    email: "Email",
    sameAsBilling: "Same as billing address",
    sameAsBillingHint: "Save your division, district, police station, road or village and phone in your profile to use it here.",
    cod: "Cash on delivery",
    saveToProfile: "Save this address to my profile",
    addressNotSaved: "Your order is placed, but the address could not be saved to your profile. You can add it under Update profile.",
    placeOrder: "Place order",
    proceedToPay: "Proceed to pay",
    placing: "Placing your order…",
    paymentTitle: "Choose a payment method",
    methods: { bkash: "bKash", cod: "Cash on delivery" },
    confirmOrder: "Confirm order",
    back: "Back",
    notPlaced: "We could not place your order. Please try again.",
    /** The cart changed (another tab, a price, a promotion) after the checkout page was shown: nothing was ordered. */
    totalChanged: icu("Your cart changed after this page was shown: the total is now {total}. Check your order and place it again.", ["total"]),
    cartGone: "Your cart changed after this page was shown and has nothing left to order.",
  },
  /** Paying with bKash: the payment step, the way back from bKash's page, the account and the order. */
  bkash: {
    name: "bKash",
    pay: "Pay with bKash",
    sending: "Opening bKash…",
    hint: "You confirm the payment on bKash's page, then come back here.",
    codHint: "Pay the rider in cash when your order arrives.",
    /** Shown on the checkout page after bKash sent the shopper back without a finished payment. */
    cancelled: "You cancelled the bKash payment. Nothing was charged and your cart is as you left it.",
    failedUnknown: "bKash did not take the payment. Your cart is as you left it; you can try again or pay cash on delivery.",
    pending: "bKash has not confirmed your payment yet. We'll finish your order as soon as bKash confirms; you need not pay again.",
    unreachable:
      "We could not confirm your bKash payment just now. If money left your account, we'll finish your order as soon as bKash confirms; you need not pay again.",
    noticeTitle: "bKash payment",
    /** The order's page. */
    paidWith: "bKash",
    transaction: icu("bKash · Transaction ID {trxId}", ["trxId"], { asWritten: ["trxId"] }),
    paidAmount: "Paid with bKash",
    /** The order's timeline, once delivered (cash on delivery's says the shopper paid the rider). */
    delivered: "The rider brought it; you had paid with bKash. The order is done.",
    /** /my-account/payment. */
    methodsIntro: "You choose how to pay when you place an order:",
    bkashMethod: "Pay from your bKash account on bKash's own page; your order is placed as soon as bKash confirms.",
    noSaved: "Nothing is saved here: bKash asks for your number and PIN on its own page each time.",
  },
} as const
