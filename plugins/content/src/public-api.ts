/**
 * `@chaka/content/api`: what a shop's own code may use besides the workflows (`./workflows`) and
 * the module (`./modules/content`). Everything else in this package is internal.
 */

/** Request body schemas of the admin routes (zod), with their inferred types. */
export {
  AdminAddSubMenu,
  AdminCreateCategoryMenu,
  AdminCreateNews,
  AdminCreateOffer,
  AdminCreateSlider,
  type AdminAddSubMenuType,
  type AdminCreateCategoryMenuType,
  type AdminCreateNewsType,
  type AdminCreateOfferType,
  type AdminCreateSliderType,
  AdminUpsertPolicyPage,
  type AdminUpsertPolicyPageType,
  PolicyHandle,
} from "./api/validators"
/** The content lists as the store routes answer them (`listNews` reads `?limit=&offset=`). */
export { getPolicyPage, listCategoryMenus, listNews, listOffers, listPolicyPages, listSliders } from "./lib/list-content"
/** The public shapes of the records. */
export { presentMenu, presentNews, presentOffer, presentPolicyPage, presentSlider } from "./lib/present"
/** The content module's service, resolved from a request's container. */
export { contentService } from "./lib/content-service"
/** The `image` multipart field of the news and slider routes, and the picture it carries. */
export { imageFrom, imageUpload, MAX_IMAGE_MB } from "./lib/image-upload"
/** The longest texts the routes take. */
export { CONTENT_LIMITS } from "./limits"
/** Every message the API answers with. */
export { messages } from "./messages"
/** The routes' middlewares as Medusa loads them (the shop's tests read their cache declarations). */
export { default as middlewares } from "./api/middlewares"
