import type { OrderNoticeKind, SmsKind } from "./kinds"
import { groupLakhs } from "./format"
import { toGsm7 } from "./gsm7"

/** An order's values as its texts show them: already formatted, and (for SMS) already in GSM-7. */
export type OrderTextValues = {
  orderNumber: string
  /** Empty when the customer gave no name. */
  customerName: string
  /** What the customer pays on delivery (the order's total), formatted as money. */
  total: string
  /** What promotions took off the products, formatted as money; null when nothing was. */
  discount: string | null
  courier: string | null
  trackingNumber: string | null
  orderUrl: string
}

/** One order mail: its subject, the line inboxes show after it, the heading and the paragraphs above the order. */
export type OrderEmailTexts = {
  subject: (order: OrderTextValues) => string
  preheader: (order: OrderTextValues) => string
  heading: string
  paragraphs: (order: OrderTextValues) => string[]
}

/**
 * One SMS: its versions from the fullest to the barest. The first that fits in the language's
 * segments (`smsSegments`) is sent, so a long link or courier drops the least needed part
 * instead of splitting the message further. English stays in GSM-7 (160 characters; no ৳,
 * which would make it UCS-2: "Tk"); Bangla is UCS-2, 70 characters in one message, 67 a part
 * of a longer one (gsm7.ts).
 */
export type SmsTexts = (order: OrderTextValues) => string[]

/**
 * Every text a notification shows, keyed by kind. A Bangla catalogue is another object of this
 * type: each language words (and formats money) in its own way, the templates stay the same.
 */
export type NotificationTexts = {
  /** The language's tag for the mail's <html lang>. */
  lang: string
  /**
   * How many parts an SMS may take: English one (160 GSM-7 characters); Bangla two (134 UCS-2
   * characters), which its shortest wording of every message fits.
   */
  smsSegments: number
  /**
   * How a courier's name is written into an SMS: in GSM-7 for an English one (a single Bangla
   * letter would make it UCS-2 and cut it to 70 characters); as given for a Bangla one, already UCS-2.
   */
  smsText: (text: string) => string
  shopName: string
  /** Money in mails: ৳ with lakh grouping. */
  money: (amount: number) => string
  /** Money in SMS, where ৳ would turn the message into UCS-2 (70 characters). */
  smsMoney: (amount: number) => string
  /** A quantity (an order line's). */
  count: (value: number) => string
  greeting: (customerName: string) => string
  order: {
    heading: (orderNumber: string) => string
    product: string
    quantity: string
    amount: string
    subtotal: string
    /** The discount line's label, naming the codes entered ("" when the promotion was automatic). */
    discount: (codes: string) => string
    delivery: string
    /** The delivery charge when a promotion made it free. */
    freeDelivery: string
    total: string
    courier: string
    trackingNumber: string
    deliverTo: string
    payment: string
    /** The payment method's name, shown under "Payment". */
    cashOnDelivery: string
    /** Paid with bKash, with its transaction id when bKash gave one. */
    bkash: (trxId?: string) => string
    viewOrder: string
    /** The plain-text version's line before the order's link. */
    viewOrderText: string
    footer: string
    /** After the footer: how to reach the shop, as the owner set it ("+880 1712-345678 · hello@shop.bd"). */
    contactUs: (contact: string) => string
  }
  email: Record<OrderNoticeKind, OrderEmailTexts> & {
    "password-reset": {
      subject: string
      preheader: string
      heading: string
      paragraphs: string[]
      button: string
      /** Before the link written out, for mail clients that show no button. */
      linkFallback: string
      /** After the button: how long the link works, and what to do if the customer did not ask. */
      notes: string[]
      footer: string
    }
  }
  sms: Record<SmsKind, SmsTexts>
}

/** How long Medusa's reset token lives (RESET_PASSWORD_TOKEN_TTL_SECONDS in core-flows' generate-reset-password-token: 15 × 60). */
export const RESET_LINK_MINUTES = 15

const orderNo = (order: OrderTextValues) => `#${order.orderNumber}`
const payRider = (order: OrderTextValues) => `Cash on delivery: please pay ${order.total} to the rider when your order arrives.`

export const englishTexts: NotificationTexts = {
  lang: "en",
  smsSegments: 1,
  smsText: toGsm7,
  shopName: "Chaka",
  money: (amount) => `৳ ${groupLakhs(amount)}`,
  smsMoney: (amount) => `Tk ${groupLakhs(amount)}`,
  count: (value) => String(value),
  greeting: (customerName) => (customerName ? `Hi ${customerName},` : "Hello,"),
  order: {
    heading: (orderNumber) => `Order #${orderNumber}`,
    product: "Product",
    quantity: "Qty",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: (codes) => (codes ? `Discount (${codes})` : "Discount"),
    delivery: "Delivery charge",
    freeDelivery: "Free",
    total: "Total",
    courier: "Courier",
    trackingNumber: "Tracking number",
    deliverTo: "Deliver to",
    payment: "Payment",
    cashOnDelivery: "Cash on delivery",
    bkash: (trxId?: string) => (trxId ? `bKash (transaction ${trxId})` : "bKash"),
    viewOrder: "View your order",
    viewOrderText: "See your order at:",
    footer: "You are receiving this email because you placed an order at Chaka.",
    contactUs: (contact) => `Questions? Call or write to us: ${contact}`,
  },
  email: {
    "order-placed": {
      subject: (order) => `Your Chaka order ${orderNo(order)} is placed`,
      preheader: (order) => `Thank you! Pay ${order.total} in cash when your order arrives.`,
      heading: "Thank you for your order",
      paragraphs: (order) => [`We have received your order ${orderNo(order)}. We will check it and let you know as soon as it is approved.`, payRider(order)],
    },
    "order-approved": {
      subject: (order) => `Your Chaka order ${orderNo(order)} is approved`,
      preheader: () => "We are getting your order ready to ship.",
      heading: "Your order is approved",
      paragraphs: (order) => [
        `Good news: we have approved your order ${orderNo(order)} and are getting it ready. We will let you know when it is on its way.`,
        payRider(order),
      ],
    },
    "order-shipped": {
      subject: (order) => `Your Chaka order ${orderNo(order)} is on its way`,
      preheader: (order) =>
        order.courier && order.trackingNumber ? `Sent with ${order.courier}, tracking number ${order.trackingNumber}.` : "Your order has left our warehouse.",
      heading: "Your order is on its way",
      paragraphs: (order) => [
        order.courier
          ? `Your order ${orderNo(order)} has left our warehouse with ${order.courier}.${order.trackingNumber ? ` Its tracking number is ${order.trackingNumber}.` : ""}`
          : `Your order ${orderNo(order)} has left our warehouse.${order.trackingNumber ? ` Its tracking number is ${order.trackingNumber}.` : ""}`,
        "The rider will call you before delivering it.",
        payRider(order),
      ],
    },
    "order-delivered": {
      subject: (order) => `Your Chaka order ${orderNo(order)} has been delivered`,
      preheader: () => "Thank you for shopping with Chaka. Enjoy the ride!",
      heading: "Your order has been delivered",
      paragraphs: (order) => [
        `Your order ${orderNo(order)} has been delivered, and we have received your payment of ${order.total}. Thank you for shopping with Chaka, and enjoy the ride!`,
        "Once you have tried it out, you can review your products from your account.",
      ],
    },
    "order-canceled": {
      subject: (order) => `Your Chaka order ${orderNo(order)} has been canceled`,
      preheader: () => "There is nothing to pay.",
      heading: "Your order has been canceled",
      paragraphs: (order) => [
        `Your order ${orderNo(order)} has been canceled, so there is nothing to pay and no rider will come. Its products have been released back to our stock.`,
        "If you would still like these products, you are welcome to order them again.",
      ],
    },
    "password-reset": {
      subject: "Reset your Chaka password",
      preheader: `Choose a new password within ${RESET_LINK_MINUTES} minutes.`,
      heading: "Reset your password",
      paragraphs: ["We received a request to reset the password of your Chaka account. Choose a new one with the button below."],
      button: "Choose a new password",
      linkFallback: "If the button does not work, copy this link into your browser:",
      notes: [
        `The link expires in ${RESET_LINK_MINUTES} minutes. After that, you can ask for a new one on the sign-in page.`,
        "If you did not ask to reset your password, you can ignore this email: your password stays as it is.",
      ],
      footer: "You are receiving this email because a password reset was requested for your account at Chaka.",
    },
  },
  sms: {
    "order-placed": (order) => [
      ...(order.discount
        ? [
            `Chaka: order #${order.orderNumber} placed. Discount ${order.discount}. Pay the rider ${order.total} on delivery. ${order.orderUrl}`,
            `Chaka: order #${order.orderNumber} placed. Discount ${order.discount}. Pay the rider ${order.total} on delivery.`,
          ]
        : []),
      `Chaka: order #${order.orderNumber} placed. Pay the rider ${order.total} on delivery. ${order.orderUrl}`,
      `Chaka: order #${order.orderNumber} placed. Pay the rider ${order.total} on delivery.`,
    ],
    "order-shipped": (order) => {
      const shipped = `Chaka: order #${order.orderNumber} shipped${order.courier ? ` by ${order.courier}` : ""}${
        order.trackingNumber ? `, tracking ${order.trackingNumber}` : ""
      }.`
      return [`${shipped} Pay ${order.total} on delivery.`, shipped]
    },
    "order-canceled": (order) => [
      `Chaka: order #${order.orderNumber} has been canceled. There is nothing to pay. ${order.orderUrl}`,
      `Chaka: order #${order.orderNumber} has been canceled. There is nothing to pay.`,
    ],
  },
}
