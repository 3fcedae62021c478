/** The home page (features/home). */
export const homeMessages = {
  home: {
    /** The slider's name and its kind, read out by screen readers. */
    offers: "Offers",
    slider: "carousel",
    slideAlt: (n: number, count: number) => `Offer ${n} of ${count}`,
    slide: (n: number) => `Slide ${n}`,
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
