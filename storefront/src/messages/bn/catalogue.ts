import type { Translation } from "../translation"
import type { catalogueMessages as english } from "../en/catalogue"

/** The shop listing and category pages (features/catalogue). */
export const catalogueMessages: Translation<typeof english> = {
  shopPage: {
    title: "শপ",
    categoryDescription: "Chaka-তে {category}: সারা বাংলাদেশে ডেলিভারি, ক্যাশ অন ডেলিভারিতে।",
    filters: "ফিল্টার",
    brand: "ব্র্যান্ড",
    type: "ধরন",
    price: "দাম (৳)",
    min: "সর্বনিম্ন",
    max: "সর্বোচ্চ",
    apply: "প্রয়োগ করুন",
    clear: "ফিল্টার মুছুন",
    best: "সেরা পণ্য",
    close: "বন্ধ করুন",
    sortBy: "সাজানোর ক্রম",
    sort: "সাজান",
    orders: {
      relevance: "সবচেয়ে প্রাসঙ্গিক",
      newest: "নতুনগুলো আগে",
      price_asc: "দাম: কম থেকে বেশি",
      price_desc: "দাম: বেশি থেকে কম",
      best_selling: "সবচেয়ে বেশি বিক্রি",
    },
    results: "{count, plural, one {#টি পণ্য} other {#টি পণ্য}}",
    previous: "আগের",
    next: "পরের",
    page: "পেজ {page, number}, মোট {pages, number}",
  },
}
