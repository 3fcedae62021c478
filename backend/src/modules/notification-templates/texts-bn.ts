import { banglaCount, banglaMoney, oneLine } from "./format"
import { RESET_LINK_MINUTES, type NotificationTexts, type OrderTextValues } from "./texts"

/*
 * The notifications in Bangla, as a Bangladeshi shop writes to its customers: plain and polite
 * (আপনি), the trade's English words as people say them (অর্ডার, ডেলিভারি, ক্যাশ অন ডেলিভারি,
 * কুরিয়ার), the shop's name as its storefront writes it (Chaka), the order's stages in the
 * storefront's words (কনফার্ম, পাঠানো, ডেলিভারি, বাতিল). Money and counts in Bangla digits
 * (৭৯,৬০০৳); order numbers, links, couriers' tracking numbers and phone numbers stay in Latin
 * digits, as they are typed back into a phone or a courier's site. Same keys and placeholders as
 * the English (texts.ts; __tests__/texts.unit.spec.ts).
 */

const orderNo = (order: OrderTextValues) => `#${order.orderNumber}`
const payRider = (order: OrderTextValues) => `ক্যাশ অন ডেলিভারি: অর্ডার হাতে পেয়ে রাইডারকে ${order.total} দেবেন।`
const minutes = `${banglaCount(RESET_LINK_MINUTES)} মিনিট`

export const banglaTexts: NotificationTexts = {
  lang: "bn",
  smsSegments: 2,
  smsText: oneLine,
  shopName: "Chaka",
  money: banglaMoney,
  smsMoney: banglaMoney,
  count: banglaCount,
  greeting: (customerName) => (customerName ? `প্রিয় ${customerName},` : "প্রিয় গ্রাহক,"),
  order: {
    heading: (orderNumber) => `অর্ডার #${orderNumber}`,
    product: "পণ্য",
    quantity: "পরিমাণ",
    amount: "দাম",
    subtotal: "সাবটোটাল",
    discount: (codes) => (codes ? `ছাড় (${codes})` : "ছাড়"),
    delivery: "ডেলিভারি চার্জ",
    freeDelivery: "ফ্রি",
    total: "মোট",
    courier: "কুরিয়ার",
    trackingNumber: "ট্র্যাকিং নম্বর",
    deliverTo: "ডেলিভারির ঠিকানা",
    payment: "পেমেন্ট",
    cashOnDelivery: "ক্যাশ অন ডেলিভারি",
    bkash: (trxId?: string) => (trxId ? `বিকাশ (ট্রানজ্যাকশন আইডি ${trxId})` : "বিকাশ"),
    viewOrder: "আপনার অর্ডার দেখুন",
    viewOrderText: "আপনার অর্ডারটি দেখুন এখানে:",
    footer: "Chaka-তে অর্ডার করেছেন বলে আপনি এই ইমেইলটি পাচ্ছেন।",
    contactUs: (contact) => `কোনো প্রশ্ন থাকলে ফোন করুন বা লিখুন: ${contact}`,
  },
  email: {
    "order-placed": {
      subject: (order) => `আপনার Chaka অর্ডার ${orderNo(order)} আমরা পেয়েছি`,
      preheader: (order) => `ধন্যবাদ! অর্ডার পৌঁছালে ${order.total} ক্যাশে দেবেন।`,
      heading: "অর্ডারের জন্য ধন্যবাদ",
      paragraphs: (order) => [`আপনার অর্ডার ${orderNo(order)} আমরা পেয়েছি। যাচাই করে কনফার্ম করা হলেই আপনাকে জানিয়ে দেব।`, payRider(order)],
    },
    "order-approved": {
      subject: (order) => `আপনার Chaka অর্ডার ${orderNo(order)} কনফার্ম করা হয়েছে`,
      preheader: () => "আপনার অর্ডারটি পাঠানোর জন্য আমরা তৈরি করছি।",
      heading: "আপনার অর্ডার কনফার্ম করা হয়েছে",
      paragraphs: (order) => [`সুখবর: আপনার অর্ডার ${orderNo(order)} আমরা কনফার্ম করেছি, এখন প্যাক করা হচ্ছে। রওনা হলেই আপনাকে জানিয়ে দেব।`, payRider(order)],
    },
    "order-shipped": {
      subject: (order) => `আপনার Chaka অর্ডার ${orderNo(order)} পাঠানো হয়েছে`,
      preheader: (order) =>
        order.courier && order.trackingNumber
          ? `${order.courier}-এ পাঠানো হয়েছে, ট্র্যাকিং নম্বর ${order.trackingNumber}।`
          : "আপনার অর্ডার আমাদের গুদাম থেকে রওনা হয়েছে।",
      heading: "আপনার অর্ডার রওনা হয়েছে",
      paragraphs: (order) => [
        order.courier
          ? `আপনার অর্ডার ${orderNo(order)} ${order.courier}-এর মাধ্যমে আমাদের গুদাম থেকে রওনা হয়েছে।${order.trackingNumber ? ` ট্র্যাকিং নম্বর ${order.trackingNumber}।` : ""}`
          : `আপনার অর্ডার ${orderNo(order)} আমাদের গুদাম থেকে রওনা হয়েছে।${order.trackingNumber ? ` ট্র্যাকিং নম্বর ${order.trackingNumber}।` : ""}`,
        "ডেলিভারির আগে রাইডার আপনাকে ফোন করবেন।",
        payRider(order),
      ],
    },
    "order-delivered": {
      subject: (order) => `আপনার Chaka অর্ডার ${orderNo(order)} ডেলিভারি হয়েছে`,
      preheader: () => "Chaka থেকে কেনাকাটার জন্য ধন্যবাদ। রাইড উপভোগ করুন!",
      heading: "আপনার অর্ডার ডেলিভারি হয়েছে",
      paragraphs: (order) => [
        `আপনার অর্ডার ${orderNo(order)} ডেলিভারি হয়েছে, আর আপনার ${order.total} পেমেন্ট আমরা পেয়েছি। Chaka থেকে কেনাকাটার জন্য ধন্যবাদ, রাইড উপভোগ করুন!`,
        "কিছুদিন চালিয়ে দেখার পর আপনার অ্যাকাউন্ট থেকে পণ্যের রিভিউ দিতে পারবেন।",
      ],
    },
    "order-canceled": {
      subject: (order) => `আপনার Chaka অর্ডার ${orderNo(order)} বাতিল করা হয়েছে`,
      preheader: () => "আপনাকে কোনো টাকা দিতে হবে না।",
      heading: "আপনার অর্ডার বাতিল করা হয়েছে",
      paragraphs: (order) => [
        `আপনার অর্ডার ${orderNo(order)} বাতিল করা হয়েছে, তাই কোনো টাকা দিতে হবে না, কোনো রাইডারও যাবেন না। পণ্যগুলো আবার আমাদের স্টকে ফিরে গেছে।`,
        "পণ্যগুলো এখনো চাইলে আবার অর্ডার করতে পারেন।",
      ],
    },
    "password-reset": {
      subject: "আপনার Chaka পাসওয়ার্ড রিসেট করুন",
      preheader: `${minutes}ের মধ্যে নতুন পাসওয়ার্ড দিন।`,
      heading: "পাসওয়ার্ড রিসেট করুন",
      paragraphs: ["আপনার Chaka অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। নিচের বাটনে চাপ দিয়ে নতুন পাসওয়ার্ড দিন।"],
      button: "নতুন পাসওয়ার্ড দিন",
      linkFallback: "বাটনটি কাজ না করলে এই লিংকটি কপি করে ব্রাউজারে বসান:",
      notes: [
        `লিংকটি ${minutes} পর আর কাজ করবে না। তখন সাইন-ইন পেজ থেকে নতুন লিংক চাইতে পারবেন।`,
        "আপনি পাসওয়ার্ড রিসেট করতে না চাইলে এই ইমেইলটি এড়িয়ে যান: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।",
      ],
      footer: "আপনার অ্যাকাউন্টের পাসওয়ার্ড রিসেটের অনুরোধ করা হয়েছে বলে Chaka থেকে আপনি এই ইমেইলটি পাচ্ছেন।",
    },
  },
  sms: {
    "order-placed": (order) => [
      ...(order.discount
        ? [
            `Chaka: অর্ডার #${order.orderNumber} পেয়েছি। ছাড় ${order.discount}। পণ্য হাতে পেয়ে রাইডারকে ${order.total} দেবেন। ${order.orderUrl}`,
            `Chaka: অর্ডার #${order.orderNumber} পেয়েছি। ছাড় ${order.discount}। রাইডারকে ${order.total} দেবেন।`,
          ]
        : []),
      `Chaka: অর্ডার #${order.orderNumber} পেয়েছি। পণ্য হাতে পেয়ে রাইডারকে ${order.total} দেবেন। ${order.orderUrl}`,
      `Chaka: অর্ডার #${order.orderNumber} পেয়েছি। পণ্য হাতে পেয়ে রাইডারকে ${order.total} দেবেন।`,
    ],
    "order-shipped": (order) => {
      const by = [order.courier, order.trackingNumber ? `ট্র্যাকিং ${order.trackingNumber}` : null].filter(Boolean).join(", ")
      const shipped = `Chaka: অর্ডার #${order.orderNumber} পাঠানো হয়েছে${by ? ` (${by})` : ""}।`
      return [`${shipped} ডেলিভারিতে ${order.total} দেবেন।`, shipped]
    },
    "order-canceled": (order) => [
      `Chaka: অর্ডার #${order.orderNumber} বাতিল করা হয়েছে। কোনো টাকা দিতে হবে না। ${order.orderUrl}`,
      `Chaka: অর্ডার #${order.orderNumber} বাতিল করা হয়েছে। কোনো টাকা দিতে হবে না।`,
    ],
  },
}
