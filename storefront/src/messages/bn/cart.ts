import type { Translation } from "../translation"
import type { cartMessages as english } from "../en/cart"

/** The cart (features/cart). */
export const cartMessages: Translation<typeof english> = {
  cart: {
    title: "আমার কার্ট",
    loading: "আপনার কার্ট লোড হচ্ছে",
    empty: "আপনার কার্ট খালি।",
    browse: "শপ ঘুরে দেখুন",
    product: "পণ্য",
    price: "দাম",
    quantity: "পরিমাণ",
    total: "মোট",
    actions: "অ্যাকশন",
    quantityOf: "{name}-এর পরিমাণ",
    decrease: "{name}-এর পরিমাণ কমান",
    increase: "{name}-এর পরিমাণ বাড়ান",
    remove: "মুছে ফেলুন",
    removeLabel: "{name} কার্ট থেকে মুছে ফেলুন",
    confirmRemove: "{name} কার্ট থেকে সরিয়ে ফেলবেন?",
    removed: "কার্ট থেকে সরানো হয়েছে",
    subtotal: "সাবটোটাল",
    delivery: "ডেলিভারি চার্জ (হোম ডেলিভারি)",
    placeOrder: "অর্ডার করুন",
    adding: "যোগ হচ্ছে…",
    added: "কার্টে যোগ হয়েছে",
    update: "আপডেট",
    signInToOrder: "অর্ডার করার আগে আপনাকে লগ ইন করতে বা অ্যাকাউন্ট খুলতে হবে; আপনার কার্ট সঙ্গেই থাকবে।",
    failed: "আপনার কার্ট বদলানো যায়নি। আবার চেষ্টা করুন।",
    badRequest: "একটি পণ্য বেছে নিন এবং পরিমাণ ১ বা তার বেশি দিন।",
  },
}
