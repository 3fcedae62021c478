import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { DEMO_ADMIN } from "../../src/scripts/seed/catalogue"
import { signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, MIRPUR_ADDRESS, readyCart } from "./helpers/checkout"
import { compatProductFields } from "./helpers/compat"
import { multipart, png } from "./helpers/multipart"
import { COD_PAYMENT_PROVIDER_ID, COUNTRY_CODE } from "@chaka/rules"

const BACKEND = join(__dirname, "../..")
const REPO = join(BACKEND, "..")
// Medusa serves <backend>/static at /static: uploads are stored there, so a stored picture can be
// fetched by its URL, as a visitor's browser would (the folder is git-ignored).
const UPLOAD_DIR = join(BACKEND, "static")
process.env.MEDUSA_UPLOAD_DIR = UPLOAD_DIR
jest.setTimeout(300_000)

/**
 * Who may read and change what, walked over every non-public route: Medusa's store routes that
 * carry a customer's data, every custom route of the backend and the plugins, every /shop route.
 * Four callers: a visitor (publishable key only), customer A on A's own things, customer B aimed
 * at A's ids and A's email (as-is, upper case, mixed case, with spaces around it), and an admin
 * (a user token on /admin, the admin's own customer sign-in elsewhere). Every refusal is read
 * back: nothing of A's or the shop's changed, and no answer to a visitor or to B carries A's data.
 *
 * The table below is the decision of who may use each route: a route file that is not in it
 * fails the first test, so no route can be added without deciding.
 */

// ---------------------------------------------------------------------------------------------
// The people
// ---------------------------------------------------------------------------------------------

const PASSWORD = "a-long-password"
const A_EMAIL = "asha.rahman@example.com"
const B_EMAIL = "bashir.khan@example.com"
/** A's own details: none of them may ever reach a visitor or B. */
const A_PHONE = "01819998877"
const A_ROAD = "House 12, Asha Lane"
const A_SECRETS = [A_EMAIL, A_PHONE, A_ROAD, MIRPUR_ADDRESS.phone, MIRPUR_ADDRESS.address_1]
const OUTSIDE_URL = "https://images.evil.example/pixel.png"

type Actor = "visitor" | "a" | "b" | "admin"
type Method = "GET" | "POST" | "PUT" | "DELETE"
/** One status, or any of these. */
type Code = number | readonly number[]
type Expect = Record<Actor, Code>

/** A's email as B types it: every spelling must be A's email to the shop, and still not B's. */
const spellings = (email: string): [string, string][] => [
  ["as-is", email],
  ["in capitals", email.toUpperCase()],
  ["in mixed case", [...email].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("")],
  ["with spaces around it", `  ${email} `],
]

type Ctx = {
  key: string
  regionId: string
  a: {
    token: string
    customerId: string
    addressId: string
    cartId: string
    lineItemId: string
    paymentCollectionId: string
    shippingOptionId: string
    orderId: string
    orderItemId: string
    order2Id: string
    reviewId: string
    avatarUrl: string
    avatarFileId: string
  }
  b: { token: string; customerId: string; squat: { status: number; data: unknown } }
  admin: { userToken: string; customerToken: string; customerId: string }
  product: { id: string; pictureUrl: string; pictureFileId: string }
  purchasable: { productId: string; variantId: string }
  extra: { productId: string; variantId: string }
  hardtailId: string
  menu: { id: string; sub: string }
  newsId: string
  sliderId: string
  offerId: string
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

type Row = {
  method: Method
  /** The route as its file declares it (custom routes), or Medusa's route (core: true). */
  route: string
  core?: boolean
  /** {a.x}, {b.x}, {product.id}... are read from the context; {email} is A's email as sent. */
  path: string
  /** The admin's call goes here instead (a destructive call both A and the admin may make). */
  adminPath?: string
  body?: (ctx: Ctx, email: string, actor: Actor) => unknown
  /** The body carries A's email: B sends every spelling of it. */
  emailInBody?: boolean
  expect: Expect
  /** Extra read-back after every call (problems found). */
  after?: (ctx: Ctx, helpers: Helpers) => Promise<string[]>
  /**
   * The visitor's call may start one empty cart of their own (issue 40: no customer, no email, no
   * lines, not completed) — the cart its answer names; any other write is still a problem.
   */
  visitorStartsCart?: boolean
}
type Helpers = { get: (path: string, actor: Actor) => Promise<{ status: number; data: any }> }

const ANY_4XX = [400, 401, 403, 404, 409, 422] as const
/** Anyone, the publishable key is enough. */
const open = (): Expect => ({ visitor: 200, a: 200, b: 200, admin: 200 })
/** A route about the signed-in customer themself ("me"): B gets B's own, never A's. */
const me = (code: Code = 200): Expect => ({ visitor: 401, a: code, b: code, admin: code })
/** A's cart, order, address... by id: another customer is told it does not exist. */
const owned = (a: Code = 200): Expect => ({ visitor: 401, a, b: 404, admin: 404 })
/** Medusa's admin API and the plugins' admin routes: a user token only. */
const adminApi = (admin: Code = 200): Expect => ({ visitor: 401, a: 401, b: 401, admin })
/** A /shop admin call: a customer token whose sign-in is an admin's. */
const shopAdmin = (admin: Code = 200): Expect => ({ visitor: 401, a: 403, b: 403, admin })
/** A /shop call about the person with that email: them (or an admin where the spec says so). */
const byEmail = (admin: Code): Expect => ({ visitor: 401, a: 200, b: 403, admin })

/** Mobile numbers no account holds, one per caller (the code limits count per number). */
const PHONE_OF: Record<Actor, string> = { visitor: "01755000001", a: "01755000002", b: "01755000003", admin: "01755000004" }
const ADDED_PHONE_OF: Record<Actor, string> = { visitor: "01755000011", a: "01755000012", b: "01755000013", admin: "01755000014" }

const picture = () => png("picture.png")
const addressBody = {
  first_name: "Asha",
  last_name: "Rahman",
  country_code: COUNTRY_CODE,
  province: "Dhaka",
  city: "Dhaka",
  address_2: "Mirpur Model",
  address_1: A_ROAD,
  phone: A_PHONE,
}
const shopProductForm = (_ctx: Ctx) => multipart(compatProductFields("Walk Ridge 27.5"), { img: png("main.png"), gallery: [png("g1.png")] })
const compatOrder = (ctx: Ctx, email: string) => ({
  name: "Asha Rahman",
  email,
  division: "Dhaka",
  district: "Dhaka",
  policeStation: "Mirpur Model",
  rodeOrVillage: "Road 99, Taken Over",
  phone: "01911111111",
  products: [{ _id: ctx.purchasable.productId, quantity: 1 }],
})
const compatProfile = (email: string) =>
  multipart({
    email,
    division: "Dhaka",
    district: "Dhaka",
    policeStation: "Mirpur Model",
    rodeOrVillage: "Road 99, Taken Over",
    phone: "01911111111",
    existingImg: "",
  })

/** B's own customer still has B's own email (whatever B sent). */
const bKeepsOwnEmail = async (_ctx: Ctx, { get }: Helpers) => {
  const { data } = await get("/store/customers/me", "b")
  return data?.customer?.email === B_EMAIL ? [] : [`B's customer now has the email ${JSON.stringify(data?.customer?.email)} (should stay ${B_EMAIL})`]
}

const ROWS: Row[] = [
  // --- Medusa's store routes that carry a customer's data -------------------------------------
  // Medusa's customer routes, overridden by the shop's (backend/src/api/store/customers/...) so the
  // email and the picture metadata stay the server's.
  { method: "GET", route: "/store/customers/me", path: "/store/customers/me", expect: me(), after: bKeepsOwnEmail },
  {
    method: "POST",
    route: "/store/customers/me",
    path: "/store/customers/me",
    // B also sends A's email: refused, or ignored; either way B's email stays B's.
    body: (_ctx, email, actor) => (actor === "b" ? { first_name: "Changed", email } : { first_name: "Changed" }),
    emailInBody: true,
    expect: { ...me(), b: [200, 400] },
    after: bKeepsOwnEmail,
  },
  {
    method: "POST",
    route: "/store/customers",
    path: "/store/customers",
    body: (_ctx, email) => ({ email, first_name: "Second", last_name: "Account" }),
    emailInBody: true,
    expect: { visitor: 401, a: ANY_4XX, b: ANY_4XX, admin: ANY_4XX },
  },
  { method: "GET", route: "/store/customers/me/addresses", core: true, path: "/store/customers/me/addresses", expect: me() },
  {
    method: "POST",
    route: "/store/customers/me/addresses",
    core: true,
    path: "/store/customers/me/addresses",
    body: () => ({ ...addressBody, address_1: "Road 3", phone: "01911111111" }),
    expect: me(),
  },
  { method: "GET", route: "/store/customers/me/addresses/:address_id", core: true, path: "/store/customers/me/addresses/{a.addressId}", expect: owned() },
  {
    method: "POST",
    route: "/store/customers/me/addresses/:address_id",
    core: true,
    path: "/store/customers/me/addresses/{a.addressId}",
    body: () => ({ ...addressBody, address_1: "Road 99, Taken Over", phone: "01911111111" }),
    expect: owned(),
  },
  { method: "DELETE", route: "/store/customers/me/addresses/:address_id", core: true, path: "/store/customers/me/addresses/{a.addressId}", expect: owned() },
  // A visitor's cart (issue 40): anyone may start one.
  {
    method: "POST",
    route: "/store/carts",
    core: true,
    path: "/store/carts",
    body: (ctx) => ({ region_id: ctx.regionId }),
    expect: { visitor: 200, a: 200, b: 200, admin: 200 },
    visitorStartsCart: true,
  },
  {
    method: "POST",
    route: "/store/customers/me/cart/claim",
    path: "/store/customers/me/cart/claim",
    body: () => ({ cart_id: "cart_NOSUCHCART" }),
    expect: me(404),
  },
  { method: "GET", route: "/store/carts/:id", core: true, path: "/store/carts/{a.cartId}", expect: owned() },
  { method: "POST", route: "/store/carts/:id", path: "/store/carts/{a.cartId}", body: () => ({ metadata: { note: "changed" } }), expect: owned() },
  {
    method: "POST",
    route: "/store/carts/:id/line-items",
    core: true,
    path: "/store/carts/{a.cartId}/line-items",
    body: (ctx) => ({ variant_id: ctx.extra.variantId, quantity: 1 }),
    expect: owned(),
  },
  {
    method: "POST",
    route: "/store/carts/:id/line-items/:line_id",
    core: true,
    path: "/store/carts/{a.cartId}/line-items/{a.lineItemId}",
    body: () => ({ quantity: 2 }),
    expect: owned(),
  },
  { method: "DELETE", route: "/store/carts/:id/line-items/:line_id", core: true, path: "/store/carts/{a.cartId}/line-items/{a.lineItemId}", expect: owned() },
  {
    method: "POST",
    route: "/store/carts/:id/shipping-methods",
    core: true,
    path: "/store/carts/{a.cartId}/shipping-methods",
    body: (ctx) => ({ option_id: ctx.a.shippingOptionId }),
    expect: owned(),
  },
  {
    method: "POST",
    route: "/store/carts/:id/promotions",
    core: true,
    path: "/store/carts/{a.cartId}/promotions",
    body: () => ({ promo_codes: [] }),
    expect: owned(),
  },
  {
    method: "DELETE",
    route: "/store/carts/:id/promotions",
    core: true,
    path: "/store/carts/{a.cartId}/promotions",
    body: () => ({ promo_codes: [] }),
    expect: owned(),
  },
  // Medusa's transfer, run by the shop's workflow (issue 54): an open guest cart or one's own; A's cart stays A's.
  { method: "POST", route: "/store/carts/:id/customer", path: "/store/carts/{a.cartId}/customer", body: () => ({}), expect: owned() },
  { method: "POST", route: "/store/carts/:id/taxes", core: true, path: "/store/carts/{a.cartId}/taxes", body: () => ({}), expect: owned() },
  { method: "POST", route: "/store/carts/:id/complete", core: true, path: "/store/carts/{a.cartId}/complete", body: () => ({}), expect: owned() },
  // The one-trip checkout: the owner's empty body is refused (400) before anything is written.
  { method: "POST", route: "/store/carts/:id/place-order", path: "/store/carts/{a.cartId}/place-order", body: () => ({}), expect: owned(400) },
  // The checkout's delivery preview (issue 52): the owner's empty body is refused (400) before anything is written.
  { method: "POST", route: "/store/carts/:id/delivery", path: "/store/carts/{a.cartId}/delivery", body: () => ({}), expect: owned(400) },
  // bKash (issue 42): its start and its return, refused alike before anything is written.
  { method: "POST", route: "/store/carts/:id/bkash", path: "/store/carts/{a.cartId}/bkash", body: () => ({}), expect: owned(400) },
  { method: "POST", route: "/store/carts/:id/bkash/return", path: "/store/carts/{a.cartId}/bkash/return", body: () => ({}), expect: owned(400) },
  // The ways to pay the shop takes: the same for everyone.
  { method: "GET", route: "/store/payment-methods", path: "/store/payment-methods", expect: open() },
  { method: "GET", route: "/store/shipping-options", core: true, path: "/store/shipping-options?cart_id={a.cartId}", expect: owned() },
  {
    method: "POST",
    route: "/store/shipping-options/:id/calculate",
    core: true,
    path: "/store/shipping-options/{a.shippingOptionId}/calculate",
    body: (ctx) => ({ cart_id: ctx.a.cartId }),
    expect: owned(),
  },
  {
    method: "POST",
    route: "/store/payment-collections",
    core: true,
    path: "/store/payment-collections",
    body: (ctx) => ({ cart_id: ctx.a.cartId }),
    expect: owned(),
  },
  {
    method: "POST",
    route: "/store/payment-collections/:id/payment-sessions",
    core: true,
    path: "/store/payment-collections/{a.paymentCollectionId}/payment-sessions",
    body: () => ({ provider_id: COD_PAYMENT_PROVIDER_ID }),
    expect: owned(),
  },
  { method: "GET", route: "/store/orders", core: true, path: "/store/orders", expect: me() },
  { method: "GET", route: "/store/orders/:id", core: true, path: "/store/orders/{a.orderId}", expect: owned() },
  // A cancels A's other order (the admin deletes it later, through the compatibility API).
  { method: "POST", route: "/store/orders/:id/cancel", path: "/store/orders/{a.order2Id}/cancel", body: () => ({}), expect: owned() },
  // A asking to transfer an order they already own, or answering a transfer nobody asked for: the
  // owner gets Medusa's own refusal, not "not found".
  {
    method: "POST",
    route: "/store/orders/:id/transfer/request",
    core: true,
    path: "/store/orders/{a.orderId}/transfer/request",
    body: () => ({}),
    expect: owned(ANY_4XX),
  },
  {
    method: "POST",
    route: "/store/orders/:id/transfer/accept",
    core: true,
    path: "/store/orders/{a.orderId}/transfer/accept",
    body: () => ({ token: "not-a-token" }),
    expect: owned(ANY_4XX),
  },
  {
    method: "POST",
    route: "/store/orders/:id/transfer/decline",
    core: true,
    path: "/store/orders/{a.orderId}/transfer/decline",
    body: () => ({ token: "not-a-token" }),
    expect: owned(ANY_4XX),
  },
  {
    method: "POST",
    route: "/store/orders/:id/transfer/cancel",
    core: true,
    path: "/store/orders/{a.orderId}/transfer/cancel",
    body: () => ({}),
    expect: owned(ANY_4XX),
  },
  {
    method: "POST",
    route: "/store/returns",
    core: true,
    path: "/store/returns",
    body: (ctx) => ({ order_id: ctx.a.orderId, items: [{ id: ctx.a.orderItemId, quantity: 1 }], return_shipping: { option_id: ctx.a.shippingOptionId } }),
    expect: owned([200, 400, 422]),
  },

  // --- The backend's own store routes ------------------------------------------------------------
  { method: "GET", route: "/store/customers/me/access", path: "/store/customers/me/access", expect: me() },
  // The customer's language for the shop's email and SMS: B sets B's own, never A's.
  { method: "POST", route: "/store/customers/me/language", path: "/store/customers/me/language", body: () => ({ locale: "bn" }), expect: me() },
  {
    method: "POST",
    route: "/store/customers/me/admin-token",
    path: "/store/customers/me/admin-token",
    body: () => ({}),
    expect: { visitor: 401, a: 403, b: 403, admin: 200 },
  },
  { method: "POST", route: "/store/customers/me/avatar", path: "/store/customers/me/avatar", body: () => multipart({}, { image: picture() }), expect: me() },
  { method: "GET", route: "/store/customers/me/cart", path: "/store/customers/me/cart", expect: me() },
  // Only for an OpenID (Google) sign-in: a password sign-in is refused, a visitor must sign in.
  { method: "POST", route: "/store/customers/openid", path: "/store/customers/openid", body: () => ({}), expect: me(400) },
  { method: "GET", route: "/store/catalogue/products", path: "/store/catalogue/products", expect: open() },
  { method: "GET", route: "/store/catalogue/facets", path: "/store/catalogue/facets", expect: open() },
  // A product's prices now and its sale's end (issue 52): public; a customer group's price only to its members.
  { method: "GET", route: "/store/catalogue/products/:id/offers", path: "/store/catalogue/products/{product.id}/offers", expect: open() },
  { method: "GET", route: "/storefront/config", path: "/storefront/config", expect: open() },
  // Readiness for load balancers and compose: says only whether the database answers.
  { method: "GET", route: "/ready", path: "/ready", expect: open() },
  { method: "GET", route: "/storefront/home", path: "/storefront/home", expect: open() },

  // --- Plugins' store routes ----------------------------------------------------------------------
  { method: "GET", route: "/store/bangladesh/divisions", path: "/store/bangladesh/divisions", expect: open() },
  { method: "GET", route: "/store/news", path: "/store/news", expect: open() },
  { method: "GET", route: "/store/sliders", path: "/store/sliders", expect: open() },
  { method: "GET", route: "/store/offers", path: "/store/offers", expect: open() },
  // A live card (a plain link is always live) and its products: public.
  { method: "GET", route: "/store/offers/:id", path: "/store/offers/{offerId}", expect: open() },
  { method: "GET", route: "/store/category-menus", path: "/store/category-menus", expect: open() },
  { method: "GET", route: "/store/policy-pages", path: "/store/policy-pages", expect: open() },
  // Public; a page never written is 404 for everyone.
  { method: "GET", route: "/store/policy-pages/:handle", path: "/store/policy-pages/no-such-page", expect: { visitor: 404, a: 404, b: 404, admin: 404 } },
  { method: "GET", route: "/store/delivery-days", path: "/store/delivery-days", expect: open() },
  { method: "GET", route: "/store/reviews", path: "/store/reviews", expect: open() },
  // A review is always the caller's: naming A as its author is refused.
  {
    method: "POST",
    route: "/store/reviews",
    path: "/store/reviews",
    body: (ctx) => ({ description: "Great shop", rating: 4.5, customer_id: ctx.a.customerId }),
    expect: { visitor: 401, a: 200, b: 403, admin: 403 },
  },
  { method: "GET", route: "/store/reviews/me", path: "/store/reviews/me", expect: me() },
  // Product reviews (issue 56): public reads; writing one needs a delivered order of the product (A's is not delivered: 403 for all).
  { method: "GET", route: "/store/product-reviews/:id", path: "/store/product-reviews/{purchasable.productId}", expect: open() },
  { method: "GET", route: "/store/product-ratings", path: "/store/product-ratings?product_id={purchasable.productId}", expect: open() },
  {
    method: "POST",
    route: "/store/product-reviews/:id",
    path: "/store/product-reviews/{purchasable.productId}",
    body: () => ({ rating: 4.5, description: "Not received yet" }),
    expect: { visitor: 401, a: 403, b: 403, admin: 403 },
  },
  // One's own review of it (none yet: null), and editing it (none: 404).
  { method: "GET", route: "/store/product-reviews/:id/me", path: "/store/product-reviews/{purchasable.productId}/me", expect: me() },
  {
    method: "POST",
    route: "/store/product-reviews/:id/me",
    path: "/store/product-reviews/{purchasable.productId}/me",
    body: () => ({ rating: 1, description: "Edited" }),
    expect: me(404),
  },

  // --- The backend's admin routes ---------------------------------------------------------------
  {
    method: "POST",
    route: "/admin/make-admin",
    path: "/admin/make-admin",
    body: (_ctx, email) => ({ email, role: "owner", confirm: true }),
    expect: adminApi(),
  },
  // The admins made from the make-admin screen, and undoing one (an id no admin has: 404 for the owner).
  { method: "GET", route: "/admin/make-admin", path: "/admin/make-admin", expect: adminApi() },
  { method: "DELETE", route: "/admin/make-admin/:id", path: "/admin/make-admin/user_none", expect: adminApi(404) },
  // Deleting an admin role (the shop's route over Medusa's: its policies first); an id no role has.
  { method: "DELETE", route: "/admin/rbac/roles/:id", path: "/admin/rbac/roles/role_none", expect: adminApi(404) },
  // Before the approval: not yet shipped, not yet deliverable (409, nothing changes).
  {
    method: "POST",
    route: "/admin/orders/:id/ship",
    path: "/admin/orders/{a.orderId}/ship",
    body: () => ({ courier: "Pathao", tracking_number: "PX-1" }),
    expect: adminApi(409),
  },
  { method: "POST", route: "/admin/orders/:id/deliver", path: "/admin/orders/{a.orderId}/deliver", body: () => ({}), expect: adminApi(409) },
  // What the customer was told about an order: admins only (masked recipients, no data).
  { method: "GET", route: "/admin/orders/:id/notifications", path: "/admin/orders/{a.orderId}/notifications", expect: adminApi() },
  { method: "POST", route: "/admin/orders/:id/approve", path: "/admin/orders/{a.orderId}/approve", body: () => ({}), expect: adminApi() },
  { method: "DELETE", route: "/admin/orders/:id", path: "/admin/orders/{a.orderId}", expect: adminApi() },
  { method: "GET", route: "/admin/shop-orders", path: "/admin/shop-orders", expect: adminApi() },
  // The dashboard's order export (the shop's columns, replacing Medusa's route): admins only, run in the background.
  { method: "POST", route: "/admin/orders/export", path: "/admin/orders/export", body: () => ({}), expect: adminApi(202) },
  { method: "GET", route: "/admin/audit-log", path: "/admin/audit-log", expect: adminApi() },
  // An order's papers (PDF) and a day's: admins only.
  { method: "GET", route: "/admin/shop-orders/:id/invoice", path: "/admin/shop-orders/{a.orderId}/invoice", expect: adminApi() },
  { method: "GET", route: "/admin/shop-orders/:id/packing-slip", path: "/admin/shop-orders/{a.orderId}/packing-slip", expect: adminApi() },
  { method: "GET", route: "/admin/shop-orders/papers", path: "/admin/shop-orders/papers?date=2026-12-05&kind=courier", expect: adminApi() },
  // The day's numbers and the low-stock threshold: admins only.
  { method: "GET", route: "/admin/shop-stats", path: "/admin/shop-stats", expect: adminApi() },
  { method: "GET", route: "/admin/shop-stats/settings", path: "/admin/shop-stats/settings", expect: adminApi() },
  { method: "POST", route: "/admin/shop-stats/settings", path: "/admin/shop-stats/settings", body: () => ({ low_stock_threshold: 4 }), expect: adminApi() },
  // Private files (order exports) live outside /static: admins only (security.spec downloads a real one).
  { method: "GET", route: "/admin/private-files/:key", path: "/admin/private-files/private-0-unknown.csv", expect: adminApi(404) },
  { method: "GET", route: "/admin/shop-products", path: "/admin/shop-products", expect: adminApi() },
  {
    method: "POST",
    route: "/admin/shop-products",
    path: "/admin/shop-products",
    body: (ctx) => ({
      title: "Walk Trail 1",
      description: "A hardtail",
      category_id: ctx.hardtailId,
      brand: "Hike",
      type: "Geared",
      vendor: "Hike Bangladesh Ltd",
      price: 18500,
      stock: 4,
      thumbnail: ctx.product.pictureUrl,
      images: [ctx.product.pictureUrl],
    }),
    expect: adminApi(),
  },
  { method: "GET", route: "/admin/shop-products/:id", path: "/admin/shop-products/{product.id}", expect: adminApi() },
  { method: "POST", route: "/admin/shop-products/:id", path: "/admin/shop-products/{product.id}", body: () => ({ price: 99999 }), expect: adminApi() },
  // The product's Bangla title and description (Medusa's Translation module).
  {
    method: "POST",
    route: "/admin/shop-products/:id/translations",
    path: "/admin/shop-products/{product.id}/translations",
    body: () => ({ "bn-BD": { title: "ওয়াক রিজ ২৯" } }),
    expect: adminApi(),
  },
  // The bicycle's facts (modules/product-facts: the spec table, the wheel and frame size filters).
  { method: "GET", route: "/admin/shop-products/:id/facts", path: "/admin/shop-products/{product.id}/facts", expect: adminApi() },
  {
    method: "POST",
    route: "/admin/shop-products/:id/facts",
    path: "/admin/shop-products/{product.id}/facts",
    body: () => ({ gears: 21 }),
    expect: adminApi(),
  },

  // --- Plugins' admin routes ---------------------------------------------------------------------
  { method: "GET", route: "/admin/category-menus", path: "/admin/category-menus", expect: adminApi() },
  { method: "POST", route: "/admin/category-menus", path: "/admin/category-menus", body: () => ({ name: "Taken Over" }), expect: adminApi() },
  {
    method: "POST",
    route: "/admin/category-menus/:id/translations",
    path: "/admin/category-menus/{menu.id}/translations",
    body: () => ({ "bn-BD": { name: "দখল" } }),
    expect: adminApi(),
  },
  { method: "DELETE", route: "/admin/category-menus/:id", path: "/admin/category-menus/{menu.id}", expect: adminApi() },
  {
    method: "POST",
    route: "/admin/category-menus/:id/sub-menus",
    path: "/admin/category-menus/{menu.id}/sub-menus",
    body: () => ({ name: "Taken Over" }),
    expect: adminApi(),
  },
  { method: "DELETE", route: "/admin/category-menus/:id/sub-menus/:name", path: "/admin/category-menus/{menu.id}/sub-menus/{menu.sub}", expect: adminApi() },
  { method: "GET", route: "/admin/news", path: "/admin/news", expect: adminApi() },
  {
    method: "POST",
    route: "/admin/news",
    path: "/admin/news",
    body: () => multipart({ title: "Taken over", description: "Fake news" }, { image: picture() }),
    expect: adminApi(),
  },
  {
    method: "POST",
    route: "/admin/news/:id/translations",
    path: "/admin/news/{newsId}/translations",
    body: () => ({ "bn-BD": { title: "ভুয়া খবর" } }),
    expect: adminApi(),
  },
  { method: "POST", route: "/admin/news/:id", path: "/admin/news/{newsId}", body: () => ({ title: "Taken over" }), expect: adminApi() },
  { method: "DELETE", route: "/admin/news/:id", path: "/admin/news/{newsId}", expect: adminApi() },
  { method: "GET", route: "/admin/offers", path: "/admin/offers", expect: adminApi() },
  { method: "POST", route: "/admin/offers", path: "/admin/offers", body: () => ({ name: "Fake sale", url: "/shop" }), expect: adminApi() },
  {
    method: "POST",
    route: "/admin/offers/:id/translations",
    path: "/admin/offers/{offerId}/translations",
    body: () => ({ "bn-BD": { name: "ভুয়া ছাড়" } }),
    expect: adminApi(),
  },
  { method: "POST", route: "/admin/offers/:id", path: "/admin/offers/{offerId}", body: () => ({ promotion_id: null }), expect: adminApi() },
  { method: "DELETE", route: "/admin/offers/:id", path: "/admin/offers/{offerId}", expect: adminApi() },
  { method: "GET", route: "/admin/policy-pages", path: "/admin/policy-pages", expect: adminApi() },
  { method: "GET", route: "/admin/policy-pages/:handle", path: "/admin/policy-pages/no-such-page", expect: adminApi(404) },
  {
    method: "POST",
    route: "/admin/policy-pages/:handle",
    path: "/admin/policy-pages/terms",
    body: () => ({ title: "Terms", body: "Fake terms" }),
    expect: adminApi(),
  },
  {
    method: "POST",
    route: "/admin/policy-pages/:handle/translations",
    // Like the page's own GET: no page is written here (content-translations.spec saves one).
    path: "/admin/policy-pages/no-such-page/translations",
    body: () => ({ "bn-BD": { title: "শর্তাবলি", body: "ভুয়া শর্ত" } }),
    expect: adminApi(404),
  },
  { method: "GET", route: "/admin/delivery-days", path: "/admin/delivery-days", expect: adminApi() },
  {
    method: "POST",
    route: "/admin/delivery-days",
    path: "/admin/delivery-days",
    body: () => ({ inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } }),
    expect: adminApi(),
  },
  { method: "GET", route: "/admin/sliders", path: "/admin/sliders", expect: adminApi() },
  { method: "POST", route: "/admin/sliders", path: "/admin/sliders", body: () => multipart({ url: "/shop" }, { image: picture() }), expect: adminApi() },
  {
    method: "POST",
    route: "/admin/sliders/:id/translations",
    path: "/admin/sliders/{sliderId}/translations",
    body: () => ({ "bn-BD": { title: "ভুয়া স্লাইডার" } }),
    expect: adminApi(),
  },
  { method: "POST", route: "/admin/sliders/:id", path: "/admin/sliders/{sliderId}", body: () => ({ url: "/taken-over" }), expect: adminApi() },
  // An order naming an unknown slide: refused to the admin too (content-edits.spec puts slides in order).
  { method: "POST", route: "/admin/sliders/reorder", path: "/admin/sliders/reorder", body: () => ({ ids: ["slide_nothing"] }), expect: adminApi(400) },
  { method: "DELETE", route: "/admin/sliders/:id", path: "/admin/sliders/{sliderId}", expect: adminApi() },
  { method: "GET", route: "/admin/reviews", path: "/admin/reviews", expect: adminApi() },
  { method: "DELETE", route: "/admin/reviews/:id", path: "/admin/reviews/{a.reviewId}", expect: adminApi() },
  { method: "GET", route: "/admin/product-reviews", path: "/admin/product-reviews", expect: adminApi() },
  { method: "POST", route: "/admin/product-reviews/:id", path: "/admin/product-reviews/prev_none", body: () => ({ hidden: true }), expect: adminApi(404) },
  { method: "DELETE", route: "/admin/product-reviews/:id", path: "/admin/product-reviews/prev_none", expect: adminApi(404) },

  // --- The compatibility API (/shop) --------------------------------------------------------------
  { method: "GET", route: "/shop/products", path: "/shop/products", expect: open() },
  { method: "POST", route: "/shop/products", path: "/shop/products", body: (ctx) => shopProductForm(ctx), expect: shopAdmin() },
  { method: "PUT", route: "/shop/products", path: "/shop/products", body: (ctx) => multipart({ id: ctx.product.id, price: "12345" }), expect: shopAdmin() },
  { method: "GET", route: "/shop/products/home", path: "/shop/products/home", expect: open() },
  { method: "GET", route: "/shop/products/:id", path: "/shop/products/{product.id}", expect: open() },
  { method: "DELETE", route: "/shop/products/:id", path: "/shop/products/{product.id}", expect: shopAdmin() },
  { method: "GET", route: "/shop/products/category/:category", path: "/shop/products/category/Mountain-Bike", expect: open() },
  { method: "GET", route: "/shop/products/rendom/:n", path: "/shop/products/rendom/3", expect: open() },
  { method: "GET", route: "/shop/products/searchProduct/:text", path: "/shop/products/searchProduct/walk", expect: open() },
  { method: "GET", route: "/shop/menus", path: "/shop/menus", expect: open() },
  { method: "POST", route: "/shop/menus", path: "/shop/menus", body: () => ({ name: "Taken Over" }), expect: shopAdmin() },
  { method: "PUT", route: "/shop/menus", path: "/shop/menus", body: (ctx) => ({ menuId: ctx.menu.id, subText: ctx.menu.sub }), expect: shopAdmin() },
  { method: "PUT", route: "/shop/menus/:id", path: "/shop/menus/{menu.id}", body: () => ({ name: "Taken Over" }), expect: shopAdmin() },
  { method: "DELETE", route: "/shop/menus/:id", path: "/shop/menus/{menu.id}", expect: shopAdmin() },
  { method: "GET", route: "/shop/news", path: "/shop/news", expect: open() },
  {
    method: "POST",
    route: "/shop/news",
    path: "/shop/news",
    body: () => multipart({ title: "Taken over", description: "Fake news" }, { img: picture() }),
    expect: shopAdmin(),
  },
  { method: "GET", route: "/shop/offers", path: "/shop/offers", expect: open() },
  { method: "POST", route: "/shop/offers", path: "/shop/offers", body: () => ({ name: "Fake sale", url: "/shop" }), expect: shopAdmin() },
  { method: "DELETE", route: "/shop/offers/:id", path: "/shop/offers/{offerId}", expect: shopAdmin() },
  { method: "GET", route: "/shop/sliders", path: "/shop/sliders", expect: open() },
  { method: "POST", route: "/shop/sliders", path: "/shop/sliders", body: () => multipart({ url: "/shop" }, { image: picture() }), expect: shopAdmin() },
  { method: "DELETE", route: "/shop/sliders/:id", path: "/shop/sliders/{sliderId}", expect: shopAdmin() },
  { method: "GET", route: "/shop/reviews", path: "/shop/reviews", expect: open() },
  // One customer's reviews: that customer or an admin.
  { method: "GET", route: "/shop/reviews", path: "/shop/reviews?user_id={a.customerId}", expect: { visitor: 401, a: 200, b: 403, admin: 200 } },
  // The original's reviews by email: that customer or an admin, in any letter case.
  { method: "GET", route: "/shop/reviews/:email", path: "/shop/reviews/{email}", expect: byEmail(200) },
  // A review is written as the caller: A's id as author is refused, for admins too.
  {
    method: "POST",
    route: "/shop/reviews",
    path: "/shop/reviews",
    body: (ctx) => ({ description: "Great shop", rating: 4, user_id: ctx.a.customerId }),
    expect: { visitor: 401, a: 200, b: 403, admin: 403 },
  },
  { method: "GET", route: "/shop/orders", path: "/shop/orders", expect: shopAdmin() },
  { method: "POST", route: "/shop/orders", path: "/shop/orders", body: compatOrder, emailInBody: true, expect: { visitor: 401, a: 200, b: 403, admin: 403 } },
  { method: "PUT", route: "/shop/orders", path: "/shop/orders", body: (ctx) => ({ status: "Approved", id: ctx.a.orderId }), expect: shopAdmin() },
  { method: "GET", route: "/shop/orders/:email_or_id", path: "/shop/orders/{email}", expect: byEmail(200) },
  // Someone else's order "does not exist"; the admin deletes A's other order.
  {
    method: "DELETE",
    route: "/shop/orders/:email_or_id",
    path: "/shop/orders/{a.orderId}",
    adminPath: "/shop/orders/{a.order2Id}",
    expect: { visitor: 401, a: 200, b: 404, admin: 200 },
  },
  { method: "GET", route: "/shop/users/:email", path: "/shop/users/{email}", expect: byEmail(200) },
  {
    method: "PUT",
    route: "/shop/users",
    path: "/shop/users",
    body: (_ctx, email) => ({ displayName: "Someone Else", email, imgUrl: null, imgId: null }),
    emailInBody: true,
    expect: { visitor: 401, a: 200, b: 403, admin: 403 },
  },
  { method: "PUT", route: "/shop/users/admin", path: "/shop/users/admin", body: (_ctx, email) => ({ email }), expect: shopAdmin() },
  {
    method: "PUT",
    route: "/shop/users/carts/:email",
    path: "/shop/users/carts/{email}",
    body: (ctx) => [{ id: ctx.purchasable.productId, quantity: 3 }],
    expect: byEmail(403),
  },
  { method: "GET", route: "/shop/users/login/:email", path: "/shop/users/login/{email}", expect: byEmail(403) },
  {
    method: "PUT",
    route: "/shop/users/updateUser",
    path: "/shop/users/updateUser",
    body: (_ctx, email) => compatProfile(email),
    emailInBody: true,
    expect: byEmail(200),
  },

  // --- The shop's identity (issue 56) and search onward ---------------------------------------
  { method: "GET", route: "/admin/shop-identity", path: "/admin/shop-identity", expect: adminApi() },
  // Nothing sent: every field kept (an owner's save of what is there).
  { method: "POST", route: "/admin/shop-identity", path: "/admin/shop-identity", body: () => ({}), expect: adminApi() },
  { method: "GET", route: "/store/shop-identity", path: "/store/shop-identity", expect: open() },
  { method: "GET", route: "/store/catalogue/search-onward", path: "/store/catalogue/search-onward?q=pheonix", expect: open() },

  // --- Sign-in with a mobile number (issue 57): a number of each caller's own, so no count is shared -----
  {
    method: "POST",
    route: "/auth/customer/phone-otp/code",
    path: "/auth/customer/phone-otp/code",
    body: (_ctx, _email, actor) => ({ phone: PHONE_OF[actor] }),
    expect: open(),
  },
  // No right code: refused for everyone, nobody signed in or made.
  {
    method: "POST",
    route: "/auth/customer/phone-otp",
    path: "/auth/customer/phone-otp",
    body: (_ctx, _email, actor) => ({ phone: PHONE_OF[actor], code: "000000" }),
    expect: { visitor: 401, a: 401, b: 401, admin: 401 },
  },
  { method: "GET", route: "/auth/customer/phone-otp", path: "/auth/customer/phone-otp", expect: { visitor: ANY_4XX, a: ANY_4XX, b: ANY_4XX, admin: ANY_4XX } },
  {
    method: "POST",
    route: "/store/customers/me/phone/code",
    path: "/store/customers/me/phone/code",
    body: (_ctx, _email, actor) => ({ phone: ADDED_PHONE_OF[actor] }),
    expect: me(),
  },
  {
    method: "POST",
    route: "/store/customers/me/phone",
    path: "/store/customers/me/phone",
    body: (_ctx, _email, actor) => ({ phone: ADDED_PHONE_OF[actor], code: "000000" }),
    expect: { visitor: 401, a: ANY_4XX, b: ANY_4XX, admin: ANY_4XX },
  },
  // An email for an account made with a number: every caller here has one already (400), nobody's is changed.
  {
    method: "POST",
    route: "/store/customers/me/email",
    path: "/store/customers/me/email",
    body: (_ctx, _email, actor) => ({ email: `added-${actor}@example.com`, password: "a-long-password", code: "000000" }),
    expect: { visitor: 401, a: 400, b: 400, admin: 400 },
  },
  // Its SMS code, to the caller's own sign-in number: every caller here has an email already (400), no SMS.
  {
    method: "POST",
    route: "/store/customers/me/email/code",
    path: "/store/customers/me/email/code",
    body: () => ({}),
    expect: { visitor: 401, a: 400, b: 400, admin: 400 },
  },
]

// ---------------------------------------------------------------------------------------------
// The routes the code declares
// ---------------------------------------------------------------------------------------------

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]

/** Every exported handler of every route.ts under backend/src/api and plugins/x/src/api. */
function declaredRoutes(): { method: string; route: string; file: string }[] {
  const roots = [join(BACKEND, "src/api"), ...readdirSync(join(REPO, "plugins")).map((plugin) => join(REPO, "plugins", plugin, "src/api"))].filter((root) =>
    existsSync(root)
  )
  const found: { method: string; route: string; file: string }[] = []
  const walk = (root: string, dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(root, path)
      else if (/^route\.[jt]s$/.test(name)) {
        const source = readFileSync(path, "utf8")
        const methods = new Set<string>()
        for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let|var)\s+([A-Z]+)\b/g)) methods.add(m[1])
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const part of m[1].split(","))
            methods.add(
              part
                .trim()
                .split(/\s+as\s+/)
                .pop()!
                .trim()
            )
        }
        const segments = relative(root, dirname(path)).split(sep).filter(Boolean)
        const route = "/" + segments.map((s) => s.replace(/^\[\.\.\.(.+)\]$/, "*").replace(/^\[(.+)\]$/, ":$1")).join("/")
        for (const method of methods) if (HTTP_METHODS.includes(method)) found.push({ method, route, file: relative(REPO, path) })
      }
    }
  }
  for (const root of roots) walk(root, root)
  return found
}

// ---------------------------------------------------------------------------------------------

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    const ctx = {} as Ctx
    let filesBefore = new Set<string>()
    /** The pictures every row checks (the product's, A's): put back after a row, since files are not restored with the database. */
    let kept: { path: string; bytes: Buffer }[] = []
    const filesIn = (dir: string): string[] =>
      existsSync(dir) ? readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesIn(join(dir, name)) : [join(dir, name)])) : []

    const query = () => getContainer().resolve(ContainerRegistrationKeys.QUERY)
    const graph = async (entity: string, fields: string[], filters?: Record<string, unknown>) =>
      (await query().graph({ entity, fields, ...(filters ? { filters } : {}) } as never)).data as any[]

    /** Where the local file provider keeps the file behind one of its URLs. */
    const storedFile = (url: string) => join(UPLOAD_DIR, decodeURIComponent(new URL(url).pathname.replace(/^\/static\//, "")))
    /** A stored file fetched by its URL, as a visitor's browser would. */
    const served = async (url: string) => (await api.get(new URL(url).pathname, { validateStatus: () => true })).status

    const headersOf = (actor: Actor, path: string): Record<string, string> => {
      const key = { "x-publishable-api-key": ctx.key }
      // The original client's misspelt scheme on /shop; Bearer everywhere else.
      const scheme = path.startsWith("/shop") ? "Bearar" : "Bearer"
      switch (actor) {
        case "visitor":
          return key
        case "a":
          return { ...key, authorization: `${scheme} ${ctx.a.token}` }
        case "b":
          return { ...key, authorization: `${scheme} ${ctx.b.token}` }
        case "admin":
          return path.startsWith("/admin")
            ? { authorization: `Bearer ${ctx.admin.userToken}` }
            : { ...key, authorization: `${scheme} ${ctx.admin.customerToken}` }
      }
    }

    const send = async (method: Method, path: string, actor: Actor, body?: unknown) => {
      const response = await api.request({ url: path, method, data: body, headers: headersOf(actor, path), validateStatus: () => true })
      return { status: response.status as number, data: response.data }
    }
    const helpers: Helpers = { get: (path, actor) => send("GET", path, actor) }

    const fill = (template: string, email: string) =>
      template.replace(/\{([\w.]+)\}/g, (_m, name: string) => {
        if (name === "email") return encodeURIComponent(email)
        const value = name.split(".").reduce<any>((object, key) => object?.[key], ctx)
        if (typeof value !== "string") throw new Error(`no ${name} in the test's context`)
        return encodeURIComponent(value)
      })

    /**
     * Everything a refused call must leave as it was: every customer (but B, who may change
     * their own) with their addresses, every cart and order (but B's), the catalogue, the site
     * content, the reviews (but B's), admin users and sign-ins, the pictures on disk.
     */
    const state = async () => {
      const notB = (rows: any[]) => rows.filter((row) => row.customer_id !== ctx.b.customerId && row.id !== ctx.b.customerId)
      const byId = (rows: any[]) => [...rows].sort((x, y) => String(x.id).localeCompare(String(y.id)))
      const [customers, carts, orders, products, news, sliders, offers, menus, reviews, users, signIns] = await Promise.all([
        graph("customer", [
          "id",
          "email",
          "first_name",
          "last_name",
          "phone",
          "metadata",
          "has_account",
          "addresses.id",
          "addresses.address_1",
          "addresses.address_2",
          "addresses.city",
          "addresses.phone",
        ]),
        graph("cart", [
          "id",
          "email",
          "customer_id",
          "completed_at",
          "metadata",
          "items.id",
          "items.variant_id",
          "items.quantity",
          "shipping_address.address_1",
          "shipping_address.phone",
          "shipping_methods.shipping_option_id",
        ]),
        graph("order", [
          "id",
          "status",
          "email",
          "customer_id",
          "metadata",
          "canceled_at",
          "items.quantity",
          "shipping_address.address_1",
          "shipping_address.phone",
        ]),
        graph("product", ["id", "title", "status", "description", "thumbnail", "metadata", "images.url", "variants.id", "variants.title"]),
        graph("news", ["id", "title", "description", "image_url"]),
        graph("slider", ["id", "url", "image_url"]),
        graph("offer", ["id", "name", "url"]),
        graph("category_menu", ["id", "name", "sub_menus"]),
        graph("review", ["id", "customer_id", "description", "rating"]),
        graph("user", ["id", "email"]),
        graph("auth_identity", ["id", "app_metadata"]),
      ])
      return {
        customers: byId(notB(customers)),
        carts: byId(notB(carts)),
        orders: byId(orders),
        products: byId(products),
        news: byId(news),
        sliders: byId(sliders),
        offers: byId(offers),
        menus: byId(menus),
        reviews: byId(notB(reviews)),
        users: byId(users),
        signIns: byId(signIns),
        pictures: { product: existsSync(storedFile(ctx.product.pictureUrl)), aAvatar: existsSync(storedFile(ctx.a.avatarUrl)) },
      }
    }
    /** What differs, record by record: added, removed, or changed (before → after). */
    const changes = (before: Record<string, unknown>, after: Record<string, unknown>, when: string) => {
      const found: string[] = []
      const cut = (value: unknown) => JSON.stringify(value).slice(0, 300)
      for (const key of Object.keys(before)) {
        const [was, is] = [before[key], after[key]]
        if (JSON.stringify(was) === JSON.stringify(is)) continue
        if (!Array.isArray(was) || !Array.isArray(is)) {
          found.push(`${when}, ${key} changed: ${cut(was)} → ${cut(is)}`)
          continue
        }
        const wasById = new Map(was.map((row: any) => [row.id, row]))
        const isById = new Map(is.map((row: any) => [row.id, row]))
        for (const [id, row] of isById) if (!wasById.has(id)) found.push(`${when}, ${key}: added ${cut(row)}`)
        for (const [id, row] of wasById) {
          if (!isById.has(id)) found.push(`${when}, ${key}: removed ${cut(row)}`)
          else if (JSON.stringify(row) !== JSON.stringify(isById.get(id))) {
            const now = isById.get(id)
            const fields = Object.keys({ ...row, ...now }).filter((field) => JSON.stringify(row[field]) !== JSON.stringify(now[field]))
            found.push(`${when}, ${key} ${id}: ${fields.map((field) => `${field} ${cut(row[field])} → ${cut(now[field])}`).join("; ")}`)
          }
        }
      }
      return found
    }

    /** Which of A's details this answer carries (any letter case). */
    const leaked = (data: unknown, except: string[] = []) => {
      const text = JSON.stringify(data ?? "").toLowerCase()
      return A_SECRETS.filter((secret) => !except.includes(secret) && text.includes(secret.toLowerCase()))
    }
    const isRefusal = (code: Code) => [code].flat().every((status) => status >= 400)
    const matches = (status: number, code: Code) => [code].flat().includes(status)
    const show = (code: Code) => [code].flat().join(" or ")
    const excerpt = (data: unknown) => JSON.stringify(data ?? "").slice(0, 160)

    /** Registers an email-and-password sign-in: its token, without a customer yet. */
    const register = async (email: string) => (await api.post("/auth/customer/emailpass/register", { email, password: PASSWORD })).data.token as string
    const logIn = async (email: string, password = PASSWORD) => (await api.post("/auth/customer/emailpass", { email, password })).data.token as string
    const asCustomer = (token: string) => ({ headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": ctx.key }, validateStatus: () => true })

    beforeAll(async () => {
      const container = getContainer()
      filesBefore = new Set(filesIn(UPLOAD_DIR))
      session = await signIn(container, api)
      ctx.key = session.visitor.headers["x-publishable-api-key"]
      ctx.regionId = session.shop.regionId
      const adminUser = { headers: session.admin.headers }

      // Categories for the shop's products (the /admin and /shop product forms name them).
      const { result: parents } = await createProductCategoriesWorkflow(container).run({
        input: { product_categories: [{ name: "Mountain Bike", handle: "mountain-bike", is_active: true }] },
      })
      const { result: children } = await createProductCategoriesWorkflow(container).run({
        input: { product_categories: [{ name: "Hardtail", handle: "hardtail", parent_category_id: parents[0].id, is_active: true }] },
      })
      ctx.hardtailId = children[0].id

      // A shop product with its picture, the way the admin adds one.
      const upload = await api.post("/admin/uploads", multipart({}, { files: png("walk-product.png") }), adminUser)
      const file = upload.data.files[0] as { id: string; url: string }
      const product = await api.post(
        "/admin/shop-products",
        {
          title: "Walk Ridge 29",
          description: "A hardtail",
          category_id: ctx.hardtailId,
          brand: "Hike",
          type: "Geared",
          vendor: "Hike Bangladesh Ltd",
          price: 21000,
          stock: 5,
          thumbnail: file.url,
          images: [file.url],
        },
        adminUser
      )
      ctx.product = { id: product.data.product.id, pictureUrl: file.url, pictureFileId: file.id }
      ctx.purchasable = await createProduct(container, session.shop, "Walk Kids 16", 9_500, 50)
      ctx.extra = await createProduct(container, session.shop, "Walk Bell", 350, 50)

      // Site content.
      const menu = await api.post("/admin/category-menus", { name: "City" }, adminUser)
      await api.post(`/admin/category-menus/${menu.data.category_menu.id}/sub-menus`, { name: "Commuter" }, adminUser)
      ctx.menu = { id: menu.data.category_menu.id, sub: "Commuter" }
      ctx.newsId = (await api.post("/admin/news", multipart({ title: "Eid hours", description: "Open late" }, { image: png() }), adminUser)).data.news.id
      ctx.sliderId = (await api.post("/admin/sliders", multipart({ url: "/shop" }, { image: png() }), adminUser)).data.slider.id
      ctx.offerId = (await api.post("/admin/offers", { name: "Eid cycle fest", url: "/shop" }, adminUser)).data.offer.id

      // A: an account with an address and phone, a picture, a shopping cart ready to buy, two
      // orders and a review.
      const aSignUp = await register(A_EMAIL)
      await api.post("/store/customers", { email: A_EMAIL, first_name: "Asha", last_name: "Rahman", phone: A_PHONE }, asCustomer(aSignUp))
      const aToken = await logIn(A_EMAIL)
      const a = asCustomer(aToken)
      const address = await api.post("/store/customers/me/addresses", { ...addressBody, is_default_shipping: true }, a)
      const me = address.data.customer
      const avatar = await api.post("/store/customers/me/avatar", multipart({}, { image: png("asha.png") }), a)
      const order1 = (await completeCart(api, a, (await readyCart(api, a, ctx.regionId, [{ variantId: ctx.purchasable.variantId, quantity: 1 }])).id)).data
        .order
      const order2 = (await completeCart(api, a, (await readyCart(api, a, ctx.regionId, [{ variantId: ctx.purchasable.variantId, quantity: 1 }])).id)).data
        .order
      const cart = await readyCart(api, a, ctx.regionId, [{ variantId: ctx.purchasable.variantId, quantity: 1 }])
      const { data: cartData } = await api.get(`/store/carts/${cart.id}?fields=*items,payment_collection.id,shipping_methods.shipping_option_id`, a)
      const review = await api.post("/store/reviews", { description: "Friendly shop", rating: 5 }, a)
      ctx.a = {
        token: aToken,
        customerId: me.id,
        addressId: me.addresses[0].id,
        cartId: cart.id,
        lineItemId: cartData.cart.items[0].id,
        paymentCollectionId: cartData.cart.payment_collection.id,
        shippingOptionId: cartData.cart.shipping_methods[0].shipping_option_id,
        orderId: order1.id,
        orderItemId: order1.items[0].id,
        order2Id: order2.id,
        reviewId: review.data.review.id,
        avatarUrl: avatar.data.customer.metadata.avatar_url,
        avatarFileId: avatar.data.customer.metadata.avatar_file_id,
      }

      // B signs up with B's own email, then tries to create the customer with A's email in
      // capitals (the account takeover); refused, B creates their own.
      const bSignUp = await register(B_EMAIL)
      const squat = await api.post("/store/customers", { email: A_EMAIL.toUpperCase(), first_name: "Bashir", last_name: "Khan" }, asCustomer(bSignUp))
      if (squat.status >= 400) await api.post("/store/customers", { email: B_EMAIL, first_name: "Bashir", last_name: "Khan" }, asCustomer(bSignUp))
      const bToken = await logIn(B_EMAIL)
      ctx.b = {
        token: bToken,
        customerId: (await api.get("/store/customers/me", asCustomer(bToken))).data.customer.id,
        squat: { status: squat.status, data: squat.data },
      }

      kept = [ctx.product.pictureUrl, ctx.a.avatarUrl].map((url) => ({ path: storedFile(url), bytes: readFileSync(storedFile(url)) }))

      // The admin: a user token for /admin, the same person's customer sign-in elsewhere.
      const adminCustomerToken = await logIn(DEMO_ADMIN.email, DEMO_ADMIN.password)
      ctx.admin = {
        userToken: session.admin.headers.authorization.replace(/^Bearer /, ""),
        customerToken: adminCustomerToken,
        customerId: (await api.get("/store/customers/me", asCustomer(adminCustomerToken))).data.customer.id,
      }
    })

    afterAll(() => {
      // Every file this suite stored (pictures and their smaller copies) leaves the served folder;
      // what was there before stays.
      for (const file of filesIn(UPLOAD_DIR)) if (!filesBefore.has(file)) rmSync(file, { force: true })
    })

    it("every route the code declares is in the table (a new route needs a decision on who may use it)", () => {
      const declared = declaredRoutes()
      expect(declared.length).toBeGreaterThan(50)
      const inTable = new Set(ROWS.filter((row) => !row.core).map((row) => `${row.method} ${row.route}`))
      const missing = declared.filter((route) => !inTable.has(`${route.method} ${route.route}`)).map((r) => `${r.method} ${r.route} (${r.file})`)
      expect(missing).toEqual([])
      const declaredKeys = new Set(declared.map((route) => `${route.method} ${route.route}`))
      const stale = [...inTable].filter((key) => !declaredKeys.has(key))
      expect(stale).toEqual([])
      // Each row calls the route it stands for.
      const pattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}$`)
      const astray = ROWS.filter(
        (row) => ![row.path, row.adminPath ?? row.path].every((path) => pattern(row.route).test(path.split("?")[0].replace(/\{[\w.]+\}/g, "x")))
      )
      expect(astray.map((row) => `${row.method} ${row.path} is not ${row.route}`)).toEqual([])
    })

    describe.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))("%s", (_name, row) => {
      const usesEmail = row.path.includes("{email}") || !!row.emailInBody
      // A read changes nothing: its refusals are checked for what they show, not read back.
      const readBack = row.method !== "GET"
      it(`visitor ${show(row.expect.visitor)} · A ${show(row.expect.a)} · B on A's ${show(row.expect.b)} · admin ${show(row.expect.admin)}`, async () => {
        type Call = { actor: Actor; label: string; email: string; code: Code }
        const calls: Call[] = []
        for (const actor of ["visitor", "b", "a", "admin"] as const) {
          if (actor === "b" && usesEmail) {
            for (const [how, email] of spellings(A_EMAIL)) calls.push({ actor, label: `B with A's email ${how}`, email, code: row.expect.b })
          } else {
            calls.push({ actor, label: { visitor: "visitor", a: "A", b: "B", admin: "admin" }[actor], email: A_EMAIL, code: row.expect[actor] })
          }
        }
        const problems: string[] = []
        /** The cart a visitor's call started, when the row allows one. */
        let visitorCartId: string | undefined
        const run = async (call: Call) => {
          const template = call.actor === "admin" && row.adminPath ? row.adminPath : row.path
          const path = fill(template, call.email)
          const response = await send(row.method, path, call.actor, row.body?.(ctx, call.email, call.actor))
          if (call.actor === "visitor" && row.visitorStartsCart) visitorCartId = response.data?.cart?.id
          if (!matches(response.status, call.code))
            problems.push(`${call.label}: expected ${show(call.code)}, got ${response.status} ${excerpt(response.data)}`)
          // Nobody but A (and an admin allowed in) may see A's details; B naming A's email gets it
          // back at most in a refusal's message.
          const mayRead = call.actor === "a" || (call.actor === "admin" && !isRefusal(call.code))
          if (!mayRead) {
            const found = leaked(response.data, call.actor === "b" && usesEmail && isRefusal(call.code) ? [A_EMAIL] : [])
            if (found.length) problems.push(`${call.label}: the answer (${response.status}) carries A's ${found.join(", ")}`)
          }
        }

        // Refusals first: afterwards nothing has changed.
        const before = readBack ? await state() : null
        for (const call of calls.filter((c) => isRefusal(c.code))) await run(call)
        const afterRefusals = readBack ? await state() : null
        if (before && afterRefusals) problems.push(...changes(before, afterRefusals, "after the refused calls"))
        // Then what a visitor or B may do here (their own things): still nothing of A's changes.
        const others = calls.filter((c) => !isRefusal(c.code) && (c.actor === "visitor" || c.actor === "b"))
        for (const call of others) await run(call)
        if (afterRefusals && others.length) {
          const after = await state()
          // The one write a visitor may make: the empty cart its answer named, owned by nobody.
          const blank = (cart: any) =>
            cart.id === visitorCartId && !cart.customer_id && !cart.email && !cart.completed_at && !cart.metadata && !cart.items?.length
          if (row.visitorStartsCart) after.carts = after.carts.filter((cart: any) => !blank(cart))
          problems.push(...changes(afterRefusals, after, "after the visitor's and B's own calls"))
        }
        // Then A on A's own, and the admin.
        for (const call of calls.filter((c) => !isRefusal(c.code) && (c.actor === "a" || c.actor === "admin"))) await run(call)
        if (row.after) problems.push(...(await row.after(ctx, helpers)))
        for (const file of kept) {
          if (existsSync(file.path)) continue
          mkdirSync(dirname(file.path), { recursive: true })
          writeFileSync(file.path, file.bytes)
        }
        expect(problems).toEqual([])
      })
    })

    describe("an email taken by someone else, and make-admin", () => {
      /** The customers whose email is this one, in any letter case or with spaces around it. */
      const customersWithEmail = async (email: string) =>
        (await graph("customer", ["id", "email"])).filter((c: any) => String(c.email).trim().toLowerCase() === email)
      const adminToken = (token: string) => api.post("/store/customers/me/admin-token", {}, asCustomer(token))

      it("B cannot create a customer with A's email in capitals: A keeps the only account with it; make-admin for A's email makes A admin, not B", async () => {
        const problems: string[] = []
        if (ctx.b.squat.status < 400 || ctx.b.squat.status >= 500)
          problems.push(`B's POST /store/customers with A's email in capitals: expected 4xx, got ${ctx.b.squat.status} ${excerpt(ctx.b.squat.data)}`)
        const holders = await customersWithEmail(A_EMAIL)
        if (JSON.stringify(holders.map((c: any) => c.id)) !== JSON.stringify([ctx.a.customerId]))
          problems.push(`customers with A's email: ${JSON.stringify(holders)} (only A's ${ctx.a.customerId})`)
        const bMe = (await api.get("/store/customers/me", asCustomer(ctx.b.token))).data.customer
        if (bMe?.email !== B_EMAIL) problems.push(`B's customer has the email ${JSON.stringify(bMe?.email)}, not B's own ${B_EMAIL}`)

        const made = await api.post(
          "/admin/make-admin",
          { email: A_EMAIL.toUpperCase(), role: "owner", confirm: true },
          { headers: session.admin.headers, validateStatus: () => true }
        )
        if (made.status !== 200) problems.push(`POST /admin/make-admin A's email: ${made.status} ${excerpt(made.data)}`)
        const aAdmin = await adminToken(ctx.a.token)
        if (aAdmin.status !== 200) problems.push(`A's admin-token after make-admin: ${aAdmin.status} ${excerpt(aAdmin.data)}`)
        const bAdmin = await adminToken(ctx.b.token)
        if (bAdmin.status !== 403) problems.push(`B's admin-token after make-admin of A: ${bAdmin.status} (expected 403)`)
        expect(problems).toEqual([])
      })

      /**
       * A stranger signed up as themself claims V's email (spelt `claimed`) before V registers;
       * then V registers and an admin makes V's email admin (through `makeAdmin`).
       */
      const squatThenMakeAdmin = async (claim: (email: string) => string, makeAdmin: (email: string) => Promise<{ status: number; data: unknown }>) => {
        const problems: string[] = []
        const victim = "victor.sen@example.com"
        const stranger = "mallory.das@example.com"
        const strangerSignUp = await register(stranger)
        const squat = await api.post("/store/customers", { email: claim(victim), first_name: "Victor", last_name: "Sen" }, asCustomer(strangerSignUp))
        if (squat.status < 400 || squat.status >= 500)
          problems.push(
            `the stranger's POST /store/customers with V's email as ${JSON.stringify(claim(victim))}: expected 4xx, got ${squat.status} ${excerpt(squat.data)}`
          )
        const squatted = await customersWithEmail(victim)
        if (squatted.length) problems.push(`customers with V's email before V registered: ${JSON.stringify(squatted)}`)
        // The stranger can still open their own account.
        if (squat.status >= 400) {
          const own = await api.post("/store/customers", { email: stranger, first_name: "Mallory", last_name: "Das" }, asCustomer(strangerSignUp))
          if (own.status !== 200) problems.push(`the stranger's own account: ${own.status} ${excerpt(own.data)}`)
        }

        const victimSignUp = await register(victim)
        const created = await api.post("/store/customers", { email: victim, first_name: "Victor", last_name: "Sen" }, asCustomer(victimSignUp))
        if (created.status !== 200) problems.push(`V's own POST /store/customers: expected 200, got ${created.status} ${excerpt(created.data)}`)
        const victimToken = await logIn(victim)
        const strangerToken = await logIn(stranger)
        const vMe = (await api.get("/store/customers/me", asCustomer(victimToken))).data?.customer
        if (vMe?.email !== victim) problems.push(`V's customer: ${JSON.stringify(vMe?.email)} (expected ${victim})`)

        const made = await makeAdmin(victim)
        if (made.status !== 200) problems.push(`make-admin for V: ${made.status} ${excerpt(made.data)}`)
        const vAdmin = await adminToken(victimToken)
        if (vAdmin.status !== 200) problems.push(`V's POST /store/customers/me/admin-token: expected 200, got ${vAdmin.status} ${excerpt(vAdmin.data)}`)
        const sAdmin = await adminToken(strangerToken)
        if (sAdmin.status !== 403) problems.push(`the stranger's POST /store/customers/me/admin-token: expected 403, got ${sAdmin.status}`)
        const sAccess = await api.get("/store/customers/me/access", asCustomer(strangerToken))
        if (sAccess.data?.admin !== false) problems.push(`the stranger's /store/customers/me/access: ${excerpt(sAccess.data)}`)
        const sLogin = await api.get(`/shop/users/login/${victim}`, { headers: { authorization: `Bearar ${strangerToken}` }, validateStatus: () => true })
        if (sLogin.status !== 403) problems.push(`the stranger's GET /shop/users/login/V's email: expected 403, got ${sLogin.status} ${excerpt(sLogin.data)}`)
        return problems
      }

      const viaAdminApi = (email: string) =>
        api.post("/admin/make-admin", { email, role: "owner", confirm: true }, { headers: session.admin.headers, validateStatus: () => true })

      it("before V registers, a stranger claims V's email in capitals: refused; V registers fine; POST /admin/make-admin makes V's sign-in admin, not the stranger's", async () => {
        expect(await squatThenMakeAdmin((email) => email.toUpperCase(), viaAdminApi)).toEqual([])
      })

      it("the same with V's email exactly as V will type it", async () => {
        expect(await squatThenMakeAdmin((email) => email, viaAdminApi)).toEqual([])
      })

      it("the same through PUT /shop/users/admin, the email claimed in mixed case and sent to make-admin in mixed case", async () => {
        const problems = await squatThenMakeAdmin(
          (email) => email.replace("victor", "Victor").replace("example", "EXAMPLE"),
          () =>
            api.put(
              "/shop/users/admin",
              { email: "Victor.Sen@Example.com" },
              { headers: { authorization: `Bearar ${ctx.admin.customerToken}` }, validateStatus: () => true }
            )
        )
        expect(problems).toEqual([])
      })
    })

    describe("a customer cannot delete or replace someone else's file through their picture", () => {
      const pointAt = (token: string, metadata: Record<string, unknown>) => api.post("/store/customers/me", { metadata }, asCustomer(token))
      /** A product picture as the admin uploads it (a fresh file: earlier tests may have lost theirs). */
      const productPicture = async () => {
        const { data } = await api.post("/admin/uploads", multipart({}, { files: png("walk-picture.png") }), { headers: session.admin.headers })
        return data.files[0] as { id: string; url: string }
      }
      const uploadAvatar = (token: string) => api.post("/store/customers/me/avatar", multipart({}, { image: png("b.png") }), asCustomer(token))

      it("B points metadata.avatar_file_id / avatar_url at a product picture and at A's picture, then changes their picture: both still served, B's picture is the shop's", async () => {
        const problems: string[] = []
        // Files on disk are not part of the database the runner restores: this test's own.
        const product = await productPicture()
        const aPicture = (await api.post("/store/customers/me/avatar", multipart({}, { image: png("asha-2.png") }), asCustomer(ctx.a.token))).data.customer
          .metadata
        const targets = [
          ["the product picture", product.id, product.url],
          ["A's picture", aPicture.avatar_file_id, aPicture.avatar_url],
        ] as const
        for (const [what, fileId, url] of targets) {
          await pointAt(ctx.b.token, { avatar_file_id: fileId, avatar_url: OUTSIDE_URL })
          const shown = (await api.get("/store/customers/me", asCustomer(ctx.b.token))).data.customer.metadata ?? {}
          if (shown.avatar_url === OUTSIDE_URL) problems.push(`B's metadata.avatar_url was set to an outside URL by POST /store/customers/me`)
          if (shown.avatar_file_id === fileId) problems.push(`B's metadata.avatar_file_id was set to ${what}'s file by POST /store/customers/me`)
          // Every visitor of the reviews loads the author's picture.
          const review = await api.post("/store/reviews", { description: "Nice", rating: 4 }, asCustomer(ctx.b.token))
          const listed = (await api.get("/store/reviews", { headers: { "x-publishable-api-key": ctx.key } })).data.reviews.find(
            (r: any) => r.id === review.data?.review?.id
          )
          if (JSON.stringify(listed ?? {}).includes(OUTSIDE_URL)) problems.push(`GET /store/reviews shows B's picture from an outside URL`)

          const changed = await uploadAvatar(ctx.b.token)
          if (changed.status !== 200) problems.push(`B's POST /store/customers/me/avatar: ${changed.status} ${excerpt(changed.data)}`)
          const status = await served(url)
          if (status !== 200) problems.push(`${what} (${url}) after B changed their picture: GET → ${status}`)
          if (!existsSync(storedFile(url))) problems.push(`${what}'s file was deleted`)
          const bPicture = changed.data?.customer?.metadata?.avatar_url as string | undefined
          if (!bPicture || new URL(bPicture).pathname.indexOf("/static/") !== 0 || bPicture === url)
            problems.push(`B's picture afterwards: ${JSON.stringify(bPicture)}`)
          else if ((await served(bPicture)) !== 200) problems.push(`B's new picture ${bPicture} is not served`)
        }
        expect(problems).toEqual([])
      })

      it("a new customer created with metadata.avatar_file_id = the product picture, then a picture through /shop/users/updateUser: the product picture is still served", async () => {
        const problems: string[] = []
        const product = await productPicture()
        const email = "carol.roy@example.com"
        const signUp = await register(email)
        const created = await api.post(
          "/store/customers",
          { email, first_name: "Carol", last_name: "Roy", metadata: { avatar_file_id: product.id, avatar_url: OUTSIDE_URL } },
          asCustomer(signUp)
        )
        const stored = created.data?.customer?.metadata ?? {}
        if (stored.avatar_url === OUTSIDE_URL || stored.avatar_file_id === product.id)
          problems.push(`POST /store/customers stored the picture metadata: ${excerpt(stored)}`)
        if (created.status !== 200) {
          // Refused (the keys are the shop's): Carol makes her account without them.
          expect(created.status).toBe(400)
          const plain = await api.post("/store/customers", { email, first_name: "Carol", last_name: "Roy" }, asCustomer(signUp))
          if (plain.status !== 200) problems.push(`POST /store/customers without metadata: ${plain.status} ${excerpt(plain.data)}`)
        }
        const token = await logIn(email)
        const form = multipart(
          { email, division: "Dhaka", district: "Dhaka", policeStation: "Mirpur Model", rodeOrVillage: "Road 5", phone: "01712000000", existingImg: "" },
          { img: png("carol.png") }
        )
        const saved = await api.put("/shop/users/updateUser", form, { headers: { authorization: `Bearar ${token}` }, validateStatus: () => true })
        if (saved.status !== 200) problems.push(`PUT /shop/users/updateUser with a picture: ${saved.status} ${excerpt(saved.data)}`)
        const user = await api.get(`/shop/users/${email}`, { headers: { authorization: `Bearar ${token}` }, validateStatus: () => true })
        const status = await served(product.url)
        if (status !== 200) problems.push(`the product picture after Carol's new picture: GET → ${status}`)
        if (user.data?.imgUrl === OUTSIDE_URL) problems.push(`Carol's imgUrl is the outside URL`)
        expect(problems).toEqual([])
      })
    })
  },
})
