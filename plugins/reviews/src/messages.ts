/** Every message this plugin's API returns, in one place. */
export const messages = {
  descriptionRequired: "description is required",
  ratingRequired: "rating is required",
  ratingRange: "rating must be between 0 and 5, in steps of 0.5",
  notYourself: "You can only write reviews as yourself",
  descriptionTooLong: (max: number) => `description must be at most ${max} characters`,
  idTooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  nulCharacter: (name: string) => `${name} contains a NUL character (\\u0000), which is not allowed`,
  paginationInvalid: (key: string, max: number) => `${key} must be a whole number from 0 to ${max}`,
  // Product reviews
  productReviewSignIn: "Sign in to review a product",
  productReviewNotReceived: "Only a customer who received this product can review it",
  productReviewAlreadyWritten: "You have already reviewed this product: edit your review instead",
  productReviewNotFound: "You have not reviewed this product yet",
  productReviewUnknown: "There is no such product review",
  productUnknown: "There is no such product",
  moderationEmpty: "Send hidden (true or false) or reply (text, empty to remove it)",
  replyTooLong: (max: number) => `reply must be at most ${max} characters`,
  productIdsInvalid: (max: number) => `product_id must name 1 to ${max} products (prod_…), separated by commas`,
} as const
