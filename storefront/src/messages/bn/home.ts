import type { Translation } from "../translation"
import type { homeMessages as english } from "../en/home"

/** The home page (features/home). */
export const homeMessages: Translation<typeof english> = {
  home: {
    offers: "অফার",
    slider: "স্লাইডার",
    slideAlt: "{count, number}টির মধ্যে {n, number} নম্বর অফার",
    slide: "স্লাইড {n, number}",
    categories: "ক্যাটাগরি",
    latestProducts: "নতুন পণ্য",
    bestProducts: "সেরা পণ্য",
    loadingProducts: "পণ্য লোড হচ্ছে",
    reviews: "ক্রেতারা যা বলছেন",
    latestNews: "সাম্প্রতিক খবর",
    social: "আমাদের সাথে রাইডে চলুন",
    socialText: "গ্রুপ রাইড, নতুন আসা সাইকেল আর অফারের খবর সবার আগে পাবেন আমাদের ফেসবুক পেজে।",
    socialCta: "ফেসবুকে Chaka-কে ফলো করুন",
  },
  offerPage: {
    description: "{name}: Chaka-র এই অফারের পণ্যগুলো।",
    products: "এই অফারের পণ্য",
    everyProduct: "দোকানের সব পণ্যই এই অফারে আছে।",
    browseShop: "দোকান ঘুরে দেখুন",
    none: "এই মুহূর্তে এই অফারে কোনো পণ্য নেই।",
    until: "{date} পর্যন্ত",
    ended: "এই অফারটি এখন চালু নেই।",
    endedText: "হয়তো শেষ হয়ে গেছে। আজকের অফারগুলো দেখে নিন।",
  },
}
