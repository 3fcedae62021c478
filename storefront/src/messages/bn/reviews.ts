import type { Translation } from "../../i18n/catalogue"
import type { reviewsMessages as english } from "../en/reviews"

/** Reviews (features/reviews). */
export const reviewsMessages: Translation<typeof english> = {
  reviews: {
    title: "আমার রিভিউ",
    addTitle: "রিভিউ যোগ করুন",
    loading: "আপনার রিভিউ লোড হচ্ছে",
    empty: "আপনি এখনো কোনো রিভিউ লেখেননি।",
    writeOne: "রিভিউ লিখুন",
    description: "বিবরণ",
    descriptionRequired: "বিবরণ দিতে হবে",
    rating: "রেটিং",
    noStars: "কোনো স্টার নেই",
    stars: "{n, plural, one {#টি স্টার} other {#টি স্টার}}",
    outOf5: "৫-এর মধ্যে {n, number}",
    submit: "রিভিউ যোগ করুন",
    submitting: "যোগ হচ্ছে…",
  },
}
