import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes"

/**
 * Every address of the storefront, each page rendered on the server, then hydrated. The public
 * pages (home, shop, category, search, product, news) read their data in their loaders; account,
 * checkout and admin screens sit under a guard route (routes/guards) whose loader — and on a
 * navigation its clientLoader — redirects a visitor to log in, or a customer away from the admin
 * area, before any screen renders; those screens read the rest in the browser. Each screen is
 * its own chunk, with its own `meta`.
 */
export default [
  // The sign-in popup's last page: outside the layout, it only hands the answer over.
  route("auth/google/callback", "routes/auth/openid-callback.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  // Claims the visitor cart after a sign-in made by a script (answers data, no page).
  route("cart/claim", "routes/cart-claim.ts"),
  // The header's "Log out" form posts here, with or without scripts (no page: a redirect home).
  route("log-out", "routes/auth/log-out.ts"),
  // Where bKash sends the shopper back: the order is finished on the server, then a redirect (no page, never cached).
  route("checkout/bkash/:cartId", "routes/checkout-bkash.ts"),
  layout("layout.tsx", [
    index("routes/home.tsx"),
    route("shop", "routes/shop.tsx", { id: "shop" }),
    route("shop/:category", "routes/shop.tsx", { id: "shop-category" }),
    route("search", "routes/search.tsx"),
    route("products/:id", "routes/product.tsx"),
    route("news", "routes/news.tsx"),
    // An offer card's page: the products its promotion or price list discounts.
    route("offers/:id", "routes/offer.tsx"),
    // A visitor's or a customer's cart: forms post here (works without scripts), never cached.
    route("cart", "routes/cart.tsx"),
    route("pages/:handle", "routes/policy.tsx"),
    route("log-in", "routes/auth/log-in.tsx"),
    // A sign-in's second step (two-factor sign-in on): the authenticator app's code.
    route("log-in/code", "routes/auth/log-in-code.tsx"),
    route("sign-up", "routes/auth/sign-up.tsx"),
    // Sign-in and sign-up with a mobile number: the number, then the SMS code (one module, two pages).
    route("log-in/phone", "routes/auth/phone.tsx", { id: "phone-log-in" }),
    route("sign-up/phone", "routes/auth/phone.tsx", { id: "phone-sign-up" }),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    layout("routes/guards/customer.tsx", [
      route("place-order/:ids", "routes/place-order.tsx"),
      // One order, outside the account's side menu: on a phone the confirmation starts at the top.
      route("my-account/my-order/:id", "routes/my-account/order.tsx"),
      route("my-account", "routes/my-account/layout.tsx", [
        index("routes/my-account/index.tsx"),
        route("profile", "routes/my-account/profile.tsx"),
        route("update-profile", "routes/my-account/update-profile.tsx"),
        // A mobile number added to the account as a way to sign in (issue 57).
        route("phone", "routes/my-account/phone.tsx"),
        route("my-order", "routes/my-account/my-order.tsx"),
        route("my-review", "routes/my-account/my-review.tsx"),
        route("add-review", "routes/my-account/add-review.tsx"),
        route("payment", "routes/my-account/payment.tsx"),
        route("view-cart", "routes/my-account/view-cart.tsx"),
      ]),
    ]),
    ...prefix("admin", [
      layout("routes/guards/admin.tsx", [
        layout("routes/admin/layout.tsx", [
          index("routes/admin/index.tsx"),
          route("customize", "routes/admin/customize.tsx"),
          route("add-product", "routes/admin/add-product.tsx"),
          route("add-news", "routes/admin/add-news.tsx"),
          route("manage-order", "routes/admin/manage-order.tsx"),
          route("make-admin", "routes/admin/make-admin.tsx"),
          route("manage-product", "routes/admin/manage-product.tsx"),
          route("updateProduct/:id", "routes/admin/update-product.tsx"),
        ]),
      ]),
    ]),
    // The original shop linked to /desboard/... paths that never existed.
    route("desboard/*", "routes/desboard.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig
