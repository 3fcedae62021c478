import type { Translation } from "../translation"
import type { searchMessages as english } from "../en/search"

/** The search box and the search results page. */
export const searchMessages: Translation<typeof english> = {
  search: {
    label: "পণ্য খুঁজুন",
    placeholder: "সাইকেল ও এক্সেসরিজ খুঁজুন",
    noResults: "কোনো পণ্য পাওয়া যায়নি",
    resultsFor: "“{query}” খোঁজার ফলাফল",
    minLength: "অন্তত {n, number}টি অক্ষর লিখুন",
    tooLong: "সর্বোচ্চ {n, number}টি অক্ষর দিয়ে খোঁজা যায়",
    invalid: "খোঁজার লেখায় কন্ট্রোল ক্যারেক্টার রাখা যাবে না",
    title: "খুঁজুন",
    seeAll: "সব {count, plural, one {#টি ফলাফল} other {#টি ফলাফল}} দেখুন",
    submit: "খুঁজুন",
    closest: "আপনি কি “{query}” খুঁজছেন?",
    browseCategories: "বিভাগগুলো দেখুন",
    bestSellers: "সবচেয়ে বেশি বিক্রিত",
  },
}
