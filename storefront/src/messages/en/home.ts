import { icu } from "../../i18n/icu"
/** The home page (features/home). */
export const homeMessages = {
  home: {
    /** The slider's name and its kind, read out by screen readers. */
    offers: "Offers",
    slider: "carousel",
    slideAlt: icu("Offer {n} of {count}", ["n", "count"]),
    slide: icu("Slide {n}", ["n"]),
    categories: "Categories",
    latestProducts: "Latest products",
    bestProducts: "Best products",
    loadingProducts: "Loading products",
    reviews: "What our customers say",
    latestNews: "Latest news",
    social: "Ride with us",
    socialText: "Group rides, new arrivals and offers first on our Facebook page.",
    socialCta: "Follow Chaka on Facebook",
    socialUrl: "https://www.facebook.com/",
  },
} as const
