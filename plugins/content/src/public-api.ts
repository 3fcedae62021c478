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
  AdminUpdateOfferTarget,
  type AdminUpdateOfferTargetType,
  AdminUpsertPolicyPage,
  type AdminUpsertPolicyPageType,
  PolicyHandle,
} from "./api/validators"
/**
 * The content lists as the store routes answer them (`listNews` reads `?limit=&offset=`), in the
 * request's language (`req.locale`: Bangla where translated, else English; another language 400).
 */
export { getOffer, getPolicyPage, listCategoryMenus, listNews, listOffers, listPolicyPages, listSliders } from "./lib/list-content"
/** When an offer card is shown (its promotion or price list live), and the products its page lists. */
export { OFFER_SOURCE_EVENTS, offerLive, priceListLive, promotionLive } from "./workflows/rules/offer-live"
export { liveOffers, offerProductIds, offersWithSources, type OfferWithSource } from "./lib/offer-targets"
/** The same lists as the admin routes answer them: English, each item with its `translations`. */
export { adminListCategoryMenus, adminListNews, adminListOffers, adminListPolicyPages, adminListSliders, type AdminTranslations } from "./lib/admin-content"
/** The request's language as the plugin reads it, and the one it translates into (`bn-BD`). */
export { BANGLA, contentLocale, contentLocaleOf, type ContentLocale } from "./lib/locale"
/** Whether the store keeps translations (Medusa's Translation module), and the Bangla stored for records. */
export { storedTranslations, translationsOn, type StoredTranslation, type Texts } from "./lib/translations"
/** The translatable records (the Translation module's `reference`, fields, cache tag) and each reference's tag. */
export { CONTENT_TRANSLATION_TAGS, TRANSLATABLE, type ContentKind } from "./lib/translatable"
/** The translation routes' bodies (zod): `{ "bn-BD": { <field>: text | null } | null }`. */
export {
  AdminCategoryMenuTranslation,
  AdminNewsTranslation,
  AdminOfferTranslation,
  AdminPolicyPageTranslation,
  AdminSliderTranslation,
  type AdminTranslationType,
} from "./api/translation-validators"
/** The public shapes of the records. */
export { presentAdminOffer, presentMenu, presentNews, presentOffer, presentPolicyPage, presentSlider } from "./lib/present"
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
