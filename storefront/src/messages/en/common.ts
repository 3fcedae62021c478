import { icu } from "../../i18n/icu"
/** Errors and confirmations any screen may show. */
export const commonMessages = {
  /** The header's language switch: the other language's name, written in that language. */
  language: {
    other: "বাংলা",
    otherLabel: "পাতাটি বাংলায় পড়ুন",
    otherTag: "bn",
  },
  /** An order's stage, one word for it on every screen (the customer's and the admin's): @chaka/rules' OrderStage. */
  orderStages: {
    placed: "Placed",
    approved: "Approved",
    shipped: "Shipped",
    delivered: "Delivered",
    canceled: "Canceled",
  },
  errors: {
    unexpected: "Unexpected error occurs",
    shopUnavailable: icu("The shop is unavailable ({status})", ["status"]),
    loadFailed: "We could not load this page. Check your connection and try again.",
    retry: "Try again",
    notFound: "404 page",
    notFoundText: "This page is not in the shop. It may have been moved, or the product sold and removed.",
    backToShop: "Back to the shop",
    home: "Home page",
  },
  toasts: {
    alreadyAdded: "Already added",
    noFieldUpdated: "You didn't update any field",
    newsAdded: "A news item was successfully added",
    reviewAdded: "A review was successfully added",
    makeAdmin: "Make admin successful",
    orderDeleted: "Order deleted successfully",
    orderApproved: "Order Approved",
    orderShipped: "Order shipped",
    orderDelivered: "Order marked delivered",
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
    updated: "Update successful",
    productUpdated: "This product was updated",
  },
} as const
