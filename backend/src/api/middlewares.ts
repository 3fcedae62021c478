import { announceSalesChannelMoves } from "../lib/catalogue/sales-channel-moves"
import {
  allowFields,
  authenticate,
  defineMiddlewares,
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import { retrieveTransformQueryConfig as storeCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { StoreGetCartsCart } from "@medusajs/medusa/api/store/carts/validators"
import { retrieveTransformQueryConfig as storeOrderFields } from "@medusajs/medusa/api/store/orders/query-config"
import { StoreGetOrderParams } from "@medusajs/medusa/api/store/orders/validators"
import { retrieveTransformQueryConfig as storeCustomerFields } from "@medusajs/medusa/api/store/customers/query-config"
import { StoreGetCustomerParams } from "@medusajs/medusa/api/store/customers/validators"
import cors from "cors"
import { compatMiddlewares } from "../compat/middlewares"
import { MakeAdmin } from "./admin/make-admin/validators"
import { CreateShopProduct, SaveShopProductTranslations, UpdateShopProduct } from "./admin/shop-products/validators"
import { AdminShipOrder } from "./admin/orders/[id]/ship/validators"
import { shopErrorHandler } from "./utils/error-handler"
import { inputGuard } from "./utils/input-guard"
import { shopLocale } from "./utils/locale"
import { imageUpload } from "@chaka/content/api"
import { CACHE_TAGS as TAG, cacheTags, forgets } from "@chaka/kit"
import { fromBody, fromParam, fromQuery, ownedBy, requireCustomer, visitorCartStart, lineOfCart } from "./utils/owned-by"
import { plainPaymentSession } from "./utils/plain-payment-session"
import { limitResetLinks, normaliseResetIdentifier } from "./utils/password-reset"
import { NewPassword, Register, throttleSignIn } from "./utils/sign-in-rules"
import { checkUploadedPictures, limitUploadSize } from "./utils/upload-limit"
import { validateBody } from "./utils/validate-body"
import { takeSmsPreference } from "./utils/sms-preference"
import { validateCatalogueQuery } from "./store/catalogue/validators"
import { StoreClaimCart } from "./store/customers/me/cart/claim/validators"
import { StoreCustomerLanguage } from "./store/customers/me/language/validators"
import { StorePlaceOrder } from "./store/carts/[id]/place-order/validators"
import { StoreBkashReturn } from "./store/carts/[id]/bkash/return/validators"

let storefrontCors: ReturnType<typeof cors> | undefined

// Medusa adds CORS to /store, /admin and /auth only; /storefront/* (read by the storefront) and
// /shop/* (the compatibility API, for the original shop's clients) get the same allowed origins
// as /store.
function storefrontCorsMiddleware(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (!storefrontCors) {
    const { storeCors } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http
    storefrontCors = cors({ origin: parseCorsOrigins(storeCors) })
  }
  return storefrontCors(req, res, next)
}

const ownCart = ownedBy("cart", fromParam)
const ownOrVisitorCart = ownedBy("cart", fromParam, { visitorCarts: true })
const ownOrder = ownedBy("order", fromParam)

/** Every store route that reads or changes a cart or an order by its id. */
const privacy = [
  // A visitor's cart (issue 40): anyone may start one (Medusa links it to the signed-in customer,
  // if any); a cart without a customer is read and filled by whoever holds its id, and becomes a
  // customer's through POST /store/customers/me/cart/claim. Everything else needs its owner.
  { method: ["POST" as const], matcher: "/store/carts", middlewares: [visitorCartStart] },
  { method: ["GET" as const], matcher: "/store/carts/:id", middlewares: [ownOrVisitorCart] },
  { method: ["POST" as const], matcher: "/store/carts/:id", middlewares: [ownCart] },
  { matcher: "/store/carts/:id/line-items", middlewares: [ownOrVisitorCart] },
  { matcher: "/store/carts/:id/line-items/:line_id", middlewares: [ownOrVisitorCart, lineOfCart] },
  ...[
    "/store/carts/:id/complete",
    "/store/carts/:id/place-order",
    "/store/carts/:id/bkash",
    "/store/carts/:id/bkash/return",
    "/store/carts/:id/customer",
    "/store/carts/:id/promotions",
    "/store/carts/:id/shipping-methods",
    "/store/carts/:id/taxes",
  ].map((matcher) => ({ matcher, middlewares: [ownCart] })),
  ...[
    "/store/orders/:id",
    "/store/orders/:id/cancel",
    "/store/orders/:id/transfer/request",
    "/store/orders/:id/transfer/accept",
    "/store/orders/:id/transfer/decline",
    "/store/orders/:id/transfer/cancel",
  ].map((matcher) => ({ matcher, middlewares: [ownOrder] })),
  // What the storefront reads of an order's life (@chaka/rules orderLife: `fields=+metadata,
  // canceled_at,status,*fulfillments,*fulfillments.labels`), which Medusa's store query config
  // leaves out of a single order. Global (no method): Medusa reads the allowed fields before a
  // method's middlewares run.
  ...["/store/orders", "/store/orders/:id", "/store/orders/:id/cancel"].map((matcher) => ({
    matcher,
    // How it was paid (cash on delivery, or bKash and its trxID): `payment_collections.payments.provider_id,payment_collections.payments.data`.
    middlewares: [
      allowFields("metadata", "canceled_at", "fulfillments.labels", "payment_collections.payments.provider_id", "payment_collections.payments.data"),
    ],
  })),
  // The product page's brand line (the brand module's link, which Medusa's store query config leaves out).
  { matcher: "/store/products/:id", middlewares: [allowFields("brand.name")] },
  { method: ["POST" as const], matcher: "/store/payment-collections", middlewares: [ownedBy("cart", fromBody("cart_id"))] },
  {
    method: ["POST" as const],
    matcher: "/store/payment-collections/:id/payment-sessions",
    middlewares: [ownedBy("payment_collection", fromParam, { stillOpen: true }), plainPaymentSession],
  },
  { method: ["GET" as const], matcher: "/store/shipping-options", middlewares: [ownedBy("cart", fromQuery("cart_id"))] },
  {
    method: ["POST" as const],
    matcher: "/store/shipping-options/:id/calculate",
    middlewares: [ownedBy("cart", fromBody("cart_id"))],
  },
  { method: ["POST" as const], matcher: "/store/returns", middlewares: [ownedBy("order", fromBody("order_id"))] },
]

/** The signed-in customer's own cart and picture. */
const account = [
  // Without a method these run before Medusa's own /store/customers/me* check, so a visitor is
  // told to sign in in the shop's words.
  { matcher: "/store/customers/me/access", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/admin-token", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/cart", middlewares: [requireCustomer] },
  { matcher: "/store/customers/me/avatar", middlewares: [requireCustomer] },
  // The language of the customer's email and SMS (lib/accounts/language.ts).
  { matcher: "/store/customers/me/language", middlewares: [requireCustomer] },
  { method: ["POST" as const], matcher: "/store/customers/me/language", middlewares: [validateBody(StoreCustomerLanguage)] },
  { method: ["GET" as const], matcher: "/store/customers/me/cart", middlewares: [validateAndTransformQuery(StoreGetCartsCart, storeCartFields)] },
  { matcher: "/store/customers/me/cart/claim", middlewares: [requireCustomer] },
  {
    method: ["POST" as const],
    matcher: "/store/customers/me/cart/claim",
    middlewares: [validateBody(StoreClaimCart), validateAndTransformQuery(StoreGetCartsCart, storeCartFields)],
  },
  {
    method: ["POST" as const],
    matcher: "/store/customers/me/avatar",
    middlewares: [imageUpload, validateAndTransformQuery(StoreGetCustomerParams, storeCustomerFields)],
  },
  // The profile's SMS choice, taken out before Medusa's strict body check (utils/sms-preference.ts).
  { matcher: "/store/customers/me", middlewares: [takeSmsPreference] },
]

/** Sign-up rules and the failed password-check throttle (GET reads the same body as POST in Medusa). */
const signIn = [
  { method: ["POST" as const], matcher: "/auth/customer/emailpass/register", middlewares: [validateBody(Register)] },
  // Forgot password: the link is asked for with the normalised email, at most MAX_RESET_LINKS
  // times per email in a window (an overlong identifier is refused), and a new password meets the
  // sign-up rule before Medusa spends the single-use token. These matchers are literal paths, and
  // Medusa's /auth/:actor_type/:auth_provider/... routes decode their parameters: what keeps an
  // encoded spelling (`%63ustomer`, `emailpas%73`) from reaching those routes without these
  // middlewares is the input guard, which answers 400 to any path with a percent-encoded letter,
  // digit or - . _ ~ before any route middleware runs (utils/input-guard.ts, lib/http/input-check.ts).
  ...["customer", "user"].flatMap((actor) => [
    {
      method: ["POST" as const],
      matcher: `/auth/${actor}/emailpass/reset-password`,
      middlewares: [normaliseResetIdentifier, limitResetLinks],
    },
    { method: ["POST" as const], matcher: `/auth/${actor}/emailpass/update`, middlewares: [validateBody(NewPassword)] },
  ]),
  // Every password check (sign-in and register, customers and admins): throttleSignIn picks them out.
  { method: ["GET" as const, "POST" as const], matcher: "/auth/*", middlewares: [throttleSignIn] },
  // A first OpenID sign-in has no customer yet: its token is all this route needs.
  {
    method: ["POST" as const],
    matcher: "/store/customers/openid",
    middlewares: [authenticate("customer", ["bearer"], { allowUnregistered: true })],
  },
]

/**
 * The public reads of the backend, Medusa's store and the compatibility API: the same answer for
 * every visitor, kept by the shop's edge (lib/catalogue-cache) and the storefront's page cache
 * under these tags. A read not declared here (or in a plugin's middlewares) is never kept.
 */
const publicReads = [
  // Slides, offer tags, category menus and the latest products.
  { matcher: "/storefront/home", middlewares: [cacheTags([TAG.catalogue, TAG.sliders, TAG.offers, TAG.menus, TAG.categories])] },
  { matcher: "/storefront/config", middlewares: [cacheTags([TAG.config])] },
  ...["/store/catalogue/products", "/store/catalogue/facets", "/store/products"].map((matcher) => ({ matcher, middlewares: [cacheTags([TAG.catalogue])] })),
  // A product page shows its product alone: an order forgets only the pages of what it bought.
  { matcher: "/store/products/:id", middlewares: [cacheTags([], { products: true })] },
  ...["/store/product-categories", "/store/product-categories/:id"].map((matcher) => ({ matcher, middlewares: [cacheTags([TAG.categories])] })),
  { matcher: "/store/bangladesh/divisions", middlewares: [cacheTags([TAG.places])] },
  // bd-commerce's delivery days (shown on every product page).
  { matcher: "/store/delivery-days", middlewares: [cacheTags([TAG.config])] },
  // The ways to pay (cash on delivery, bKash when configured): set at boot.
  { matcher: "/store/payment-methods", middlewares: [cacheTags([TAG.config])] },
  // The compatibility API (spec section 7). A product by id, or a list of ids (a cart), shows those products.
  ...["/shop/products", "/shop/products/home", "/shop/products/category/:category", "/shop/products/rendom/:n", "/shop/products/searchProduct/:text"].map(
    (matcher) => ({ matcher, middlewares: [cacheTags([TAG.catalogue])] })
  ),
  { matcher: "/shop/products/:id", middlewares: [cacheTags([], { products: true })] },
  { matcher: "/shop/news", middlewares: [cacheTags([TAG.news])] },
  { matcher: "/shop/sliders", middlewares: [cacheTags([TAG.sliders])] },
  { matcher: "/shop/offers", middlewares: [cacheTags([TAG.offers])] },
  { matcher: "/shop/menus", middlewares: [cacheTags([TAG.menus])] },
  { matcher: "/shop/reviews", middlewares: [cacheTags([TAG.reviews])] },
].map((read) => ({ ...read, method: ["GET" as const] }))

const WRITES = ["POST" as const, "PUT" as const, "PATCH" as const, "DELETE" as const]
const forgetting = (matchers: string[], middleware: ReturnType<typeof forgets>, method = WRITES) =>
  matchers.map((matcher) => ({ method, matcher, middlewares: [middleware] }))

/**
 * What a successful write forgets from the shop's caches, declared with its route (@chaka/kit
 * forgets): the edge forgets it just before the answer goes out. A write declared nowhere forgets
 * everything (an admin's catalogue edit: products, prices, stock, keys — rare, and shown on the
 * very next read). Changes Medusa announces, wherever made, are forgotten by their events too
 * (subscribers/catalogue-cache.ts).
 */
const cacheWrites = [
  // A shopper's cart, payment, sign-in (password or Google) and sign-up, saved addresses: shown nowhere public.
  ...forgetting(
    [
      "/store/carts",
      "/store/carts/*",
      "/store/payment-collections",
      "/store/payment-collections/*",
      "/auth/*",
      "/store/customers",
      "/store/customers/openid",
      "/store/customers/me/admin-token",
      "/store/customers/me/language",
      "/store/customers/me/addresses",
      "/store/customers/me/addresses/*",
      "/shop/users/carts/*",
      "/shop/users/login/*",
    ],
    forgets([])
  ),
  // Placing an order: the pages of the products it bought (from the order in the answer, or the
  // compatibility API's body); the listings when one sells out, by its order.placed event.
  ...forgetting(
    ["/store/carts/:id/complete", "/store/carts/:id/place-order", "/store/carts/:id/bkash", "/store/carts/:id/bkash/return", "/shop/orders"],
    forgets([], { bought: true }),
    ["POST" as const]
  ),
  // A customer deleting (canceling) their order: its order.canceled event forgets its products.
  ...forgetting(["/shop/orders/:id"], forgets([]), ["DELETE" as const]),
  ...forgetting(["/store/orders/:id/cancel"], forgets([]), ["POST" as const]),
  // An admin's writes that show nowhere public: admin users and invites, customer groups (their
  // prices go to signed-in reads, never kept), an upload not yet used, making an admin, approving
  // an order (PUT /shop/orders in the compatibility API), shipping it and marking it delivered
  // (the stock a shopper can buy stays: the parcel leaves the shelf and its reservation together).
  ...forgetting(
    [
      "/admin/users",
      "/admin/users/*",
      "/admin/invites",
      "/admin/invites/*",
      "/admin/customer-groups",
      "/admin/customer-groups/*",
      "/admin/notifications",
      "/admin/notifications/*",
      "/admin/make-admin",
      "/admin/orders/:id/approve",
      "/admin/orders/:id/ship",
      "/admin/orders/:id/deliver",
      "/shop/users/admin",
    ],
    forgets([])
  ),
  ...forgetting(["/admin/uploads"], forgets([]), ["POST" as const]),
  ...forgetting(["/shop/orders"], forgets([]), ["PUT" as const]),
  // The name and picture shown with a customer's reviews (not when the answer says nothing changed).
  ...forgetting(
    ["/store/customers/me", "/store/customers/me/avatar", "/shop/users", "/shop/users/updateUser"],
    forgets([TAG.reviews], { unlessUnchanged: true })
  ),
  ...forgetting(["/admin/customers", "/admin/customers/*"], forgets([TAG.reviews])),
  // The compatibility API's content edits (the admin's own: the content and reviews plugins' middlewares).
  ...forgetting(["/shop/news", "/shop/news/*"], forgets([TAG.news])),
  ...forgetting(["/shop/sliders", "/shop/sliders/*"], forgets([TAG.sliders])),
  ...forgetting(["/shop/offers", "/shop/offers/*"], forgets([TAG.offers])),
  ...forgetting(["/shop/menus", "/shop/menus/*"], forgets([TAG.menus])),
  ...forgetting(["/shop/reviews"], forgets([TAG.reviews], { unlessUnchanged: true })),
  ...forgetting(["/admin/delivery-days"], forgets([TAG.config])),
]

export default defineMiddlewares({
  errorHandler: shopErrorHandler,
  routes: [
    // Every route: malformed input (NUL, bad escapes, huge text or numbers) → 400. No method and
    // the matcher "/" put it first among the route middlewares (utils/input-guard.ts); then the
    // language of a public read (utils/locale.ts).
    { matcher: "/", middlewares: [inputGuard, shopLocale] },
    { matcher: "/storefront/*", middlewares: [storefrontCorsMiddleware] },
    { matcher: "/shop/*", middlewares: [storefrontCorsMiddleware] },
    ...compatMiddlewares,
    ...privacy,
    ...account,
    ...signIn,
    ...publicReads,
    ...cacheWrites,
    { method: ["POST"], matcher: "/admin/uploads", middlewares: [limitUploadSize, checkUploadedPictures] },
    { method: ["POST"], matcher: "/admin/make-admin", middlewares: [validateBody(MakeAdmin)] },
    { method: ["POST"], matcher: "/admin/shop-products", middlewares: [validateBody(CreateShopProduct)] },
    { method: ["POST"], matcher: "/admin/shop-products/:id", middlewares: [validateBody(UpdateShopProduct)] },
    { method: ["POST"], matcher: "/admin/shop-products/:id/translations", middlewares: [validateBody(SaveShopProductTranslations)] },
    { method: ["POST"], matcher: "/admin/orders/:id/ship", middlewares: [validateBody(AdminShipOrder)] },
    { method: ["POST"], matcher: "/store/orders/:id/cancel", middlewares: [validateAndTransformQuery(StoreGetOrderParams, storeOrderFields)] },
    { method: ["GET"], matcher: "/store/catalogue/products", middlewares: [validateCatalogueQuery] },
    {
      method: ["POST"],
      matcher: "/store/carts/:id/place-order",
      middlewares: [validateBody(StorePlaceOrder), validateAndTransformQuery(StoreGetOrderParams, storeOrderFields)],
    },
    ...["/store/carts/:id/bkash", "/store/carts/:id/bkash/return"].map((matcher) => ({
      method: ["POST" as const],
      matcher,
      middlewares: [
        validateBody(matcher.endsWith("/return") ? StoreBkashReturn : StorePlaceOrder),
        validateAndTransformQuery(StoreGetOrderParams, storeOrderFields),
      ],
    })),
    { method: ["POST"], matcher: "/admin/sales-channels/:id/products", middlewares: [announceSalesChannelMoves] },
  ],
})
