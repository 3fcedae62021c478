import type { Translation } from "../translation"
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
  productReviews: {
    title: "রেটিং ও রিভিউ",
    count: "{n, plural, =0 {এখনো কোনো রিভিউ নেই} one {#টি রিভিউ} other {#টি রিভিউ}}",
    cardRating: "{n, plural, one {#জন ক্রেতার} other {#জন ক্রেতার}} রেটিং ৫-এর মধ্যে {average, number}",
    distribution: "স্টার অনুযায়ী রিভিউ",
    starRow: "{stars, number} স্টার: {n, plural, one {#টি রিভিউ} other {#টি রিভিউ}}",
    empty: "এখনো কোনো রিভিউ নেই। যাঁরা এই পণ্যটি হাতে পেয়েছেন, তাঁরা রিভিউ দিতে পারেন।",
    verified: "যাচাই করা ক্রয়",
    reply: "দোকানের উত্তর",
    write: "এই পণ্যের রিভিউ লিখুন",
    edit: "আপনার রিভিউ বদলান",
    save: "রিভিউ সংরক্ষণ করুন",
    saving: "সংরক্ষণ হচ্ছে…",
    saved: "আপনার রিভিউ সংরক্ষিত হয়েছে।",
    signIn: "এই পণ্যের রিভিউ দিতে লগ ইন করুন",
    onlyBuyers: "শুধু যাঁরা এই পণ্যটি হাতে পেয়েছেন, তাঁরাই রিভিউ দিতে পারেন।",
    hiddenNote: "দোকান আপনার রিভিউটি লুকিয়ে রেখেছে: শুধু আপনি দেখছেন।",
    loadingMore: "রিভিউ লোড হচ্ছে",
  },
}
