/**
 * `@chaka/reviews/api`: what a shop's own code may use besides the workflows (`./workflows`) and
 * the module (`./modules/review`). Everything else in this package is internal.
 */

/** The request body schema of `POST /store/reviews` (zod), with its inferred type. */
export { StoreCreateReview, type StoreCreateReviewType } from "./api/validators"
/** A review author's picture: the customer metadata it lives in and when it is shown. */
export { avatarFileName, isAvatarFileOf, SERVER_CUSTOMER_METADATA_KEYS, shownAvatarUrl, storedFilesUrl, type AvatarMetadata } from "./lib/author-avatar"
/** The longest texts the routes take. */
export { REVIEW_LIMITS } from "./limits"
/** Every message the API answers with. */
export { messages } from "./messages"
/** The routes' middlewares as Medusa loads them (the shop's tests read their cache declarations). */
export { default as middlewares } from "./api/middlewares"
