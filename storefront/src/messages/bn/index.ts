import type { TranslatedCatalogue } from "../../i18n/messages"
import { accountMessages } from "./account"
import { addressMessages } from "./address"
import { adminMessages } from "./admin"
import { authMessages } from "./auth"
import { bkashMessages } from "./bkash"
import { cartMessages } from "./cart"
import { catalogueMessages } from "./catalogue"
import { checkoutMessages } from "./checkout"
import { commonMessages } from "./common"
import { homeMessages } from "./home"
import { newsMessages } from "./news"
import { policiesMessages } from "./policies"
import { productsMessages } from "./products"
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
  news: newsMessages,
  home: homeMessages,
  address: addressMessages,
  cart: cartMessages,
  checkout: checkoutMessages,
  bkash: bkashMessages,
  auth: authMessages,
  account: accountMessages,
  reviews: reviewsMessages,
  admin: adminMessages,
  policies: policiesMessages,
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
  ...newsMessages,
  ...homeMessages,
  ...addressMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...bkashMessages,
  ...authMessages,
  ...accountMessages,
  ...reviewsMessages,
  ...adminMessages,
  ...policiesMessages,
}
