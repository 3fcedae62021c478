import { banglaCount, banglaMoney, groupLakhs } from "../../../modules/notification-templates/format"

/*
 * The words and number formats of the shop's papers (invoice, packing slip, courier sheet) in
 * English and Bangla. Money as the shop's emails write it (notification-templates/format.ts):
 * "৳ 1,25,000" in English, "১,২৫,০০০৳" with Bangla digits in Bangla; order numbers, phone numbers
 * and tracking numbers stay in Latin digits, as they are typed back into a phone or a courier's site.
 */

export const PAPER_LANGUAGES = ["en", "bn"] as const
export type PaperLanguage = (typeof PAPER_LANGUAGES)[number]

export type PaperTexts = {
  lang: PaperLanguage
  shopName: string
  shopLine: string
  money: (amount: number) => string
  count: (value: number) => string
  date: (at: Date) => string
  invoice: string
  packingSlip: string
  courierSheet: string
  orderNumber: (displayId: number) => string
  placedOn: string
  deliverTo: string
  phone: string
  product: string
  quantity: string
  unitPrice: string
  amount: string
  subtotal: string
  discount: (codes: string[]) => string
  delivery: string
  freeDelivery: string
  total: string
  payment: string
  cashOnDelivery: string
  bkash: (trxId: string | null) => string
  codToCollect: string
  nothingToCollect: string
  courier: string
  trackingNumber: string
  packedBy: string
  checkedBy: string
  keepInvoice: string
  /** The seller block's trade licence label (the owner's number follows). */
  tradeLicence: string
  shippedOn: (day: string) => string
  noOrders: (day: string) => string
  column: { order: string; name: string; phone: string; address: string; cod: string }
  totalCod: (orders: number) => string
  receivedBy: string
}

/** A Dhaka calendar day written out (5 Dec 2026; ৫ ডিসেম্বর, ২০২৬). */
const dateIn = (locale: string, dateStyle: "medium" | "long") => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle, timeZone: "Asia/Dhaka" })
  return (at: Date) => format.format(at)
}

export const englishPaperTexts: PaperTexts = {
  lang: "en",
  shopName: "Chaka",
  shopLine: "Bicycles and parts · Dhaka, Bangladesh",
  money: (amount) => `৳ ${groupLakhs(amount)}`,
  count: (value) => String(value),
  date: dateIn("en-GB", "medium"),
  invoice: "Invoice",
  packingSlip: "Packing slip",
  courierSheet: "Courier sheet",
  orderNumber: (displayId) => `Order #${displayId}`,
  placedOn: "Placed on",
  deliverTo: "Deliver to",
  phone: "Phone",
  product: "Product",
  quantity: "Qty",
  unitPrice: "Price",
  amount: "Amount",
  subtotal: "Subtotal",
  discount: (codes) => (codes.length ? `Discount (${codes.join(", ")})` : "Discount"),
  delivery: "Delivery charge",
  freeDelivery: "Free",
  total: "Total",
  payment: "Payment",
  cashOnDelivery: "Cash on delivery",
  bkash: (trxId) => (trxId ? `bKash (transaction ${trxId})` : "bKash"),
  codToCollect: "Cash to collect",
  nothingToCollect: "Paid with bKash: nothing to collect",
  courier: "Courier",
  trackingNumber: "Tracking number",
  packedBy: "Packed by",
  checkedBy: "Checked by",
  keepInvoice: "Please keep this invoice: a return or a warranty claim needs it.",
  tradeLicence: "Trade licence",
  shippedOn: (day) => `Orders shipped on ${day}`,
  noOrders: (day) => `No orders were shipped on ${day}.`,
  column: { order: "Order", name: "Name", phone: "Phone", address: "Address", cod: "COD" },
  totalCod: (orders) => `Cash to collect from ${orders} ${orders === 1 ? "order" : "orders"}`,
  receivedBy: "Received by the courier (name, signature)",
}

export const banglaPaperTexts: PaperTexts = {
  lang: "bn",
  shopName: "Chaka",
  shopLine: "সাইকেল ও যন্ত্রাংশ · ঢাকা, বাংলাদেশ",
  money: banglaMoney,
  count: banglaCount,
  date: dateIn("bn-BD", "long"),
  invoice: "ইনভয়েস",
  packingSlip: "প্যাকিং স্লিপ",
  courierSheet: "কুরিয়ার শিট",
  orderNumber: (displayId) => `অর্ডার #${displayId}`,
  placedOn: "অর্ডারের তারিখ",
  deliverTo: "ডেলিভারির ঠিকানা",
  phone: "ফোন",
  product: "পণ্য",
  quantity: "পরিমাণ",
  unitPrice: "দাম",
  amount: "মোট দাম",
  subtotal: "সাবটোটাল",
  discount: (codes) => (codes.length ? `ছাড় (${codes.join(", ")})` : "ছাড়"),
  delivery: "ডেলিভারি চার্জ",
  freeDelivery: "ফ্রি",
  total: "মোট",
  payment: "পেমেন্ট",
  cashOnDelivery: "ক্যাশ অন ডেলিভারি",
  bkash: (trxId) => (trxId ? `বিকাশ (ট্রানজ্যাকশন আইডি ${trxId})` : "বিকাশ"),
  codToCollect: "ক্যাশ নিতে হবে",
  nothingToCollect: "বিকাশে পরিশোধিত: কিছু নিতে হবে না",
  courier: "কুরিয়ার",
  trackingNumber: "ট্র্যাকিং নম্বর",
  packedBy: "প্যাক করেছেন",
  checkedBy: "যাচাই করেছেন",
  keepInvoice: "ইনভয়েসটি রেখে দিন: রিটার্ন বা ওয়ারেন্টির জন্য এটি লাগবে।",
  tradeLicence: "ট্রেড লাইসেন্স",
  shippedOn: (day) => `${day} তারিখে পাঠানো অর্ডার`,
  noOrders: (day) => `${day} তারিখে কোনো অর্ডার পাঠানো হয়নি।`,
  column: { order: "অর্ডার", name: "নাম", phone: "ফোন", address: "ঠিকানা", cod: "ক্যাশ" },
  totalCod: (orders) => `${banglaCount(orders)}টি অর্ডার থেকে ক্যাশ নিতে হবে`,
  receivedBy: "কুরিয়ার বুঝে নিয়েছেন (নাম, স্বাক্ষর)",
}

export const paperTexts = (lang: PaperLanguage): PaperTexts => (lang === "bn" ? banglaPaperTexts : englishPaperTexts)
