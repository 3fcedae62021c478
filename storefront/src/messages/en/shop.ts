/** The shop itself: its name, the navigation, contacts and the footer. */
export const shopMessages = {
  shop: {
    name: "Chaka",
    tagline: "Bicycles and accessories delivered across Bangladesh",
    paymentNote: "Cash on delivery everywhere in Bangladesh",
    /** A page's description when it has none of its own (search results, share previews). */
    description: "Chaka: bicycles and accessories delivered across Bangladesh, cash on delivery.",
  },
  nav: { home: "Home", shop: "Shop", account: "Account", news: "News", menu: "Menu", cart: "Cart", main: "Main" },
  footer: {
    contact: "Contact us",
    hoursLabel: "Working hours",
    rights: "All prices in Bangladeshi taka (BDT).",
  },
} as const
