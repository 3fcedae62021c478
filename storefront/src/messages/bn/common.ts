import type { Translation } from "../../i18n/catalogue"
import type { commonMessages as english } from "../en/common"

/** Errors and confirmations any screen may show. */
export const commonMessages: Translation<typeof english> = {
  /** The header's language switch on a Bangla page: English, written in English. */
  language: {
    other: "English",
    otherLabel: "Read this page in English",
    otherTag: "en",
  },
  orderStages: {
    placed: "অর্ডার করা হয়েছে",
    approved: "কনফার্ম করা হয়েছে",
    shipped: "পাঠানো হয়েছে",
    delivered: "ডেলিভারি হয়েছে",
    canceled: "বাতিল হয়েছে",
  },
  errors: {
    unexpected: "অপ্রত্যাশিত একটি সমস্যা হয়েছে",
    shopUnavailable: "শপটি এই মুহূর্তে খোলা যাচ্ছে না ({status, number})",
    loadFailed: "পেজটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
    retry: "আবার চেষ্টা করুন",
    notFound: "৪০৪: পেজটি পাওয়া যায়নি",
    notFoundText: "এই পেজটি শপে নেই। হয়তো এটি সরানো হয়েছে, অথবা পণ্যটি বিক্রি হয়ে যাওয়ায় তুলে নেওয়া হয়েছে।",
    backToShop: "শপে ফিরে যান",
    home: "হোম পেজ",
  },
  toasts: {
    alreadyAdded: "আগেই যোগ করা হয়েছে",
    noFieldUpdated: "আপনি কোনো তথ্য বদলাননি",
    newsAdded: "খবরটি যোগ করা হয়েছে",
    reviewAdded: "রিভিউটি যোগ করা হয়েছে",
    makeAdmin: "অ্যাডমিন বানানো হয়েছে",
    orderDeleted: "অর্ডারটি মুছে ফেলা হয়েছে",
    orderApproved: "অর্ডার কনফার্ম করা হয়েছে",
    orderShipped: "অর্ডার পাঠানো হয়েছে",
    orderDelivered: "অর্ডারটি ডেলিভারি সম্পন্ন হিসেবে চিহ্নিত হয়েছে",
    deleted: "মুছে ফেলা হয়েছে",
    productCreated: "পণ্যটি যোগ করা হয়েছে",
    sliderImageAdded: "স্লাইডার ছবি যোগ করা হয়েছে",
    imageDeleted: "ছবি মুছে ফেলা হয়েছে",
    offerAdded: "অফার যোগ করা হয়েছে",
    offerDeleted: "অফার মুছে ফেলা হয়েছে",
    menuAdded: "মেনু যোগ করা হয়েছে",
    menuDeleted: "মেনু মুছে ফেলা হয়েছে",
    subMenuAdded: "সাব-মেনু যোগ করা হয়েছে",
    addedToCart: "পণ্যটি কার্টে যোগ হয়েছে",
    productAdded: "পণ্য যোগ করা হয়েছে",
    productDeleted: "পণ্য মুছে ফেলা হয়েছে",
    updated: "আপডেট হয়েছে",
    productUpdated: "পণ্যটি আপডেট করা হয়েছে",
  },
}
