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
  },
  /** An offer card's page (routes/offer.tsx): the products it discounts. */
  offerPage: {
    description: icu("{name}: the products in this offer at Chaka.", ["name"]),
    products: "Products in this offer",
    everyProduct: "Every product in the shop is in this offer.",
    browseShop: "Browse the shop",
    none: "No products are in this offer right now.",
    until: icu("Until {date}", ["date"]),
    ended: "This offer is not running now.",
    endedText: "It may have ended. Have a look at what is on offer today.",
  },
} as const
