/**
 * The messages only the compatibility API says (/shop/..., spec section 7): the original shop's
 * field names and rules. What it says in the core's words (sign in, not found, email) comes from
 * lib/messages.ts.
 */
export const compatMessages = {
  adminsOnly: "Only administrators can do this",
  // products
  productIdRequired: "id is required",
  productNameRequired: "name is required",
  productSubCategoryRequired: "subCategory is required",
  productImgRequired: "img (the main image) is required",
  productGalleryRequired: "gallery (one image or more) is required",
  productFilesInvalid: (max: number) => `Send one main image as img and at most ${max} images as gallery`,
  productImageTooLarge: (mb: number) => `Every image must be ${mb} MB or smaller`,
  productCategoryNotFound: (category: string) => `There is no category named ${category}`,
  productSubCategoryNotFound: (category: string, subCategory: string) => `There is no sub-category named ${subCategory} in the category ${category}`,
  productIdsInvalid: "Product ids must be sent as &&id1&&id2, with no empty id",
  productIdsTooMany: (max: number) => `At most ${max} product ids at once`,
  productPositionInvalid: "The position must be a whole number from 0",
  productSearchTextRequired: "search text is required",
  // users and orders
  noCustomerWithEmail: (email: string) => `There is no customer with the email ${email}`,
  onlyYourOwnSignIn: "You can only sign in as yourself: the email must be the one of your token",
  onlyYourOwnAccount: "You can only see or change your own account",
  displayNameInvalid: "displayName must be text",
  cartInvalid: "The cart must be a list of { id, quantity }, each quantity a whole number of 1 or more",
  productTwice: (id: string) => `The product ${id} is listed twice`,
  productUnavailable: (id: string) => `There is no product with the id ${id} for sale`,
  orderFieldRequired: (field: string) => `${field} is required`,
  orderProductsRequired: "An order needs at least one product, each with a whole quantity of 1 or more",
  orderStatusInvalid: "status must be Approved",
  imageTooLarge: (mb: number) => `The image must be at most ${mb} MB`,
  profileImageField: 'Send at most one picture, in the field "profile", "img" or "image"',
  // content and reviews
  reviewsOwnerOnly: "You can only read your own reviews",
  userIdInvalid: "user_id must be given once, as text",
  imageField: 'Send one picture, in the field "img" or "image"',
  menuIdRequired: "menuId is required",
  subTextRequired: "subText is required",
} as const
