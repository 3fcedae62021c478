import { authenticate, validateAndTransformQuery, type MiddlewareRoute } from "@medusajs/framework/http"
import { retrieveTransformQueryConfig as storeCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"
import { retrieveTransformQueryConfig as storeCustomerFields } from "@medusajs/medusa/api/store/customers/query-config"
import { StoreGetCustomerParams } from "@medusajs/medusa/api/store/customers/validators"
import { imageUpload } from "@chaka/content/api"
import { CACHE_TAGS as TAG, forgets } from "@chaka/kit"
import { authenticatedByMedusa, declaresAccess, neverKept, onEach } from "../../../lib/http/route-declarations"
import { validateBody } from "../../../lib/http/validate-body"
import { requireCustomer } from "../../utils/owned-by"
import { takeSmsPreference } from "./me/sms-preference"
import { StoreClaimCart } from "./me/cart/claim/validators"
import { StoreCustomerLanguage } from "./me/language/validators"
import { PhoneAdd, PhoneCodeRequest, validatePhoneBody } from "../../utils/phone-sign-in"
import { validateAddEmailBody, validateAddEmailCodeBody } from "./me/email/validators"

/**
 * Customers: signing up, the OpenID sign-in's first account, and the signed-in customer's own
 * profile, picture, language and cart. Medusa authenticates /store/customers/me* and POST
 * /store/customers itself (its store/customers middlewares); the shop's own routes under
 * /store/customers/me say so in the shop's words first.
 */
export const storeCustomersMiddlewares: MiddlewareRoute[] = [
  // Without a method these run before Medusa's own /store/customers/me* check, so a visitor is
  // told to sign in in the shop's words.
  { matcher: "/store/customers/me/access", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/admin-token", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/cart", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/avatar", middlewares: [requireCustomer] },
  // The language of the customer's email and SMS (workflows/accounts).
  { matcher: "/store/customers/me/language", middlewares: [requireCustomer] },
  { method: ["POST"], matcher: "/store/customers/me/language", middlewares: [validateBody(StoreCustomerLanguage)] },
  { method: ["GET"], matcher: "/store/customers/me/cart", middlewares: [validateAndTransformQuery(StoreGetCartsCart, storeCartFields)] },
  { matcher: "/store/customers/me/cart/claim", middlewares: [requireCustomer] },
  {
    method: ["POST"],
    matcher: "/store/customers/me/cart/claim",
    middlewares: [validateBody(StoreClaimCart), validateAndTransformQuery(StoreGetCartsCart, storeCartFields)],
  },
  {
    method: ["POST"],
    matcher: "/store/customers/me/avatar",
    middlewares: [imageUpload, validateAndTransformQuery(StoreGetCustomerParams, storeCustomerFields)],
  },
  // Adding a sign-in number to the account (issue 57; workflows/accounts/phone).
  { matcher: "/store/customers/me/phone", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/phone/code", middlewares: [requireCustomer] },
  { method: ["POST"], matcher: "/store/customers/me/phone", middlewares: [validatePhoneBody(PhoneAdd)] },
  { method: ["POST"], matcher: "/store/customers/me/phone/code", middlewares: [validatePhoneBody(PhoneCodeRequest)] },
  // A phone-only account adding an email and password (issue 57; workflows/accounts/add-email-sign-in.ts).
  { matcher: "/store/customers/me/email", middlewares: [requireCustomer] },
  { method: ["POST"], matcher: "/store/customers/me/email", middlewares: [validateAddEmailBody] },
  // Its SMS code first, to the number the account signs in with.
  { matcher: "/store/customers/me/email/code", middlewares: [requireCustomer] },
  { method: ["POST"], matcher: "/store/customers/me/email/code", middlewares: [validateAddEmailCodeBody] },
  // The profile's SMS choice, taken out before Medusa's strict body check (me/sms-preference.ts).
  { matcher: "/store/customers/me", middlewares: [takeSmsPreference] },
  // A first OpenID sign-in has no customer yet: its token is all this route needs.
  {
    method: ["POST"],
    matcher: "/store/customers/openid",
    middlewares: [declaresAccess("signed-in", authenticate("customer", ["bearer"], { allowUnregistered: true }))],
  },
  { method: ["POST"], matcher: "/store/customers", middlewares: [authenticatedByMedusa] },
  { method: ["GET", "POST"], matcher: "/store/customers/me", middlewares: [authenticatedByMedusa] },
  // The customer's own: never kept.
  ...onEach(["/store/customers/me", "/store/customers/me/access", "/store/customers/me/cart"], [neverKept], ["GET"]),
  // Signing up, addresses, the language, the dashboard's token and a claimed cart are shown nowhere public.
  ...onEach(
    [
      "/store/customers",
      "/store/customers/openid",
      "/store/customers/me/admin-token",
      "/store/customers/me/cart/claim",
      "/store/customers/me/language",
      "/store/customers/me/phone",
      "/store/customers/me/phone/code",
      "/store/customers/me/email",
      "/store/customers/me/email/code",
      "/store/customers/me/addresses",
      "/store/customers/me/addresses/*",
    ],
    [forgets([])]
  ),
  // The name and picture shown with a customer's reviews.
  ...onEach(["/store/customers/me", "/store/customers/me/avatar"], [forgets([TAG.reviews], { unlessUnchanged: true })]),
]
