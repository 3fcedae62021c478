import type { Translation } from "../translation"
import type { promotionsMessages as english } from "../en/promotions"

/** Promo codes and the discount lines on the cart, the checkout, the order pages (features/session/promotions). */
export const promotionsMessages: Translation<typeof english> = {
  promotions: {
    title: "প্রোমো কোড",
    label: "প্রোমো কোড",
    apply: "প্রয়োগ করুন",
    applying: "প্রয়োগ করা হচ্ছে…",
    remove: "সরিয়ে দিন",
    removeLabel: "{code} কোডটি সরিয়ে দিন",
    applied: "প্রয়োগ করা কোড",
    discount: "ছাড়",
    discountCodes: "ছাড় ({codes})",
    free: "ফ্রি",
    signIn: "প্রোমো কোড ব্যবহার করতে লগ ইন করুন; আপনার কার্ট সঙ্গেই থাকবে।",
    logIn: "লগ ইন",
    empty: "একটি প্রোমো কোড লিখুন।",
    failed: "এই মুহূর্তে কোডটি প্রয়োগ করা যায়নি। আবার চেষ্টা করুন।",
    errors: {
      promotion_unknown: "এই প্রোমো কোডটি নেই। কোডটি দেখে আবার চেষ্টা করুন।",
      promotion_inactive: "এই প্রোমো কোডটি চালু নেই।",
      promotion_not_started: "এই প্রোমো কোডের অফার এখনো শুরু হয়নি।",
      promotion_ended: "এই প্রোমো কোডের অফার শেষ হয়ে গেছে।",
      promotion_used_up: "এই প্রোমো কোডের সব ব্যবহার শেষ হয়ে গেছে।",
      promotion_already_used: "আপনি এই প্রোমো কোডটি আগেই ব্যবহার করেছেন।",
      promotion_not_applicable: "আপনার কার্টের কোনো পণ্য এই প্রোমো কোডের আওতায় পড়ে না।",
      promotion_needs_delivery: "এই কোডটি ডেলিভারি চার্জ কমায়, তাই এর জন্য আপনার ডেলিভারির ঠিকানা লাগবে: প্রোফাইলে ঠিকানা সেভ করে চেকআউটে কোডটি আবার লিখুন।",
    },
    codeDropped: "{reason} আপনার কার্ট থেকে {code} কোডটি সরিয়ে দেওয়া হয়েছে।",
    stoppedApplying: "{reason} আপনার অর্ডার থেকে {code} কোডটি সরিয়ে দেওয়া হয়েছে: এখন মোট {total}। অর্ডারটি দেখে আবার অর্ডার করুন।",
  },
}
