import type { TranslatedCatalogue } from "../translation"
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

/** The Bangla catalogue's parts, one per English part (src/messages/en) with the same keys. */
export const banglaParts = {
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
 * Every user-visible text of the storefront in Bangla (চলিত, আপনি): exactly the English keys,
 * each a string; ICU entries keep the English placeholder names, plurals use Bangla's one/other.
 */
export const bangla: TranslatedCatalogue = {
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
}
