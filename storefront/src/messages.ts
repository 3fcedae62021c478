/**
 * Every user-visible text of the storefront, in one place. The specification's messages are
 * kept with their spelling corrected (see the README's departures list).
 */
export const messages = {
  shop: {
    name: "Chaka",
    tagline: "Bicycles and accessories delivered across Bangladesh",
    hours: "Mon-Sun 9 AM to 8 PM",
    address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
    paymentNote: "Cash on delivery everywhere in Bangladesh",
  },
  nav: { home: "Home", shop: "Shop", account: "Account", news: "News" },
  home: {
    latestProducts: "Latest products",
    loadingProducts: "Loading products",
  },
  product: {
    inStock: "In stock",
    outOfStock: "Out of stock",
    noProduct: "There is no product",
    noProductFound: "No product found",
    priceUnavailable: "Price on request",
  },
  errors: {
    unexpected: "Unexpected error occurs",
    loadFailed: "We could not load this page. Check your connection and try again.",
    retry: "Try again",
    notFound: "404 page",
  },
  toasts: {
    alreadyAdded: "Already added",
    noFieldUpdated: "You didn't update any field",
    newsAdded: "A news item was successfully added",
    reviewAdded: "A review was successfully added",
    makeAdmin: "Make admin successful",
    orderDeleted: "Order deleted successfully",
    orderApproved: "Order approved",
    deleted: "Deleted successfully",
    productCreated: "A product was successfully added",
    sliderImageAdded: "Slider image added successfully",
    imageDeleted: "Image deleted",
    offerAdded: "Offer added successfully",
    offerDeleted: "Offer deleted",
    menuAdded: "Menu added",
    menuDeleted: "Menu deleted",
    subMenuAdded: "Sub-menu added",
    addedToCart: "Product added to cart",
    productAdded: "Product added",
    productDeleted: "Product deleted",
    orderCreated: "Your order was created successfully",
    updated: "Update successful",
    productUpdated: "This product was updated",
  },
  footer: {
    contact: "Contact us",
    hoursLabel: "Working hours",
    rights: "All prices in Bangladeshi taka (BDT).",
  },
} as const
