import { accountMessages } from "./account"
import { addressMessages } from "./address"
import { adminMessages } from "./admin"
import { authMessages } from "./auth"
import { bkashMessages } from "./bkash"
import { cartMessages } from "./cart"
import { catalogueMessages } from "./catalogue"
import { checkoutMessages } from "./checkout"
import { commonMessages } from "./common"
import { factsMessages } from "./facts"
import { homeMessages } from "./home"
import { identityMessages } from "./identity"
import { newsMessages } from "./news"
import { policiesMessages } from "./policies"
import { phoneMessages } from "./phone"
import { productsMessages } from "./products"
import { promotionsMessages } from "./promotions"
import { reviewsMessages } from "./reviews"
import { searchMessages } from "./search"
import { shopMessages } from "./shop"

/**
 * The English catalogue's parts, one file per feature or area. Each top-level key lives in
 * exactly one part (a unit test checks it), so a second language is a second set of parts with
 * the same keys.
 */
export const catalogueParts = {
  shop: shopMessages,
  common: commonMessages,
  search: searchMessages,
  catalogue: catalogueMessages,
  products: productsMessages,
  facts: factsMessages,
  news: newsMessages,
  home: homeMessages,
  address: addressMessages,
  cart: cartMessages,
  checkout: checkoutMessages,
  promotions: promotionsMessages,
  bkash: bkashMessages,
  auth: authMessages,
  account: accountMessages,
  reviews: reviewsMessages,
  admin: adminMessages,
  policies: policiesMessages,
  phone: phoneMessages,
  identity: identityMessages,
} as const

/**
 * Every user-visible text of the storefront in English, the original: the specification's
 * messages with their spelling corrected (see the README's departures list). Screens read the
 * page's language through `useMessages()` (src/i18n); this catalogue also gives each ICU
 * entry's argument names, and TypeScript holds every other language to its keys.
 */
export const english = {
  ...shopMessages,
  ...commonMessages,
  ...searchMessages,
  ...catalogueMessages,
  ...productsMessages,
  ...factsMessages,
  ...newsMessages,
  ...homeMessages,
  ...addressMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...promotionsMessages,
  ...bkashMessages,
  ...authMessages,
  ...accountMessages,
  ...reviewsMessages,
  ...adminMessages,
  ...policiesMessages,
  ...phoneMessages,
  ...identityMessages,
} as const

export type EnglishCatalogue = typeof english
