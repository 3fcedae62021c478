/** Every storefront URL, built in one place. */
export const paths = {
  home: () => "/",
  shop: () => "/shop",
  /** A category page: the name as it reads, spaces and all (the original broke on a second space). */
  shopCategory: (name: string) => `/shop/${encodeURIComponent(name)}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  news: () => "/news",
  /** An offer card's page: the products of the promotion or price list it advertises (routes/offer.tsx). */
  offer: (id: string) => `/offers/${encodeURIComponent(id)}`,
  /** The cart, a visitor's or a customer's (routes/cart.tsx); `added` shows the "Added to cart" notice. */
  cart: (options: { added?: boolean } = {}) => (options.added ? "/cart?added=1" : "/cart"),
  /** Where the storefront claims a visitor's cart for whoever just signed in (routes/cart-claim.ts). */
  cartClaim: () => "/cart/claim",
  /** A policy page (delivery, returns and warranty, privacy, terms): the content plugin's text. */
  policy: (handle: string) => `/pages/${encodeURIComponent(handle)}`,
  /** The search results page; filters and page follow in the same query string. */
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : "/search"),
  /** With `returnTo`, the page a sign-in goes back to (features/auth/return-path.ts checks it). */
  logIn: (returnTo?: string) => withReturnTo("/log-in", returnTo),
  signUp: (returnTo?: string) => withReturnTo("/sign-up", returnTo),
  /** Sign-in and sign-up with a mobile number and an SMS code (routes/auth/phone.tsx). */
  logInPhone: (returnTo?: string) => withReturnTo("/log-in/phone", returnTo),
  signUpPhone: (returnTo?: string) => withReturnTo("/sign-up/phone", returnTo),
  /** The second step of a sign-in with two-factor sign-in on: the authenticator app's code (routes/auth/log-in-code.tsx). */
  logInCode: (returnTo?: string) => withReturnTo("/log-in/code", returnTo),
  /** Where the header's "Log out" form posts (routes/auth/log-out.ts). */
  logOut: () => "/log-out",
  forgotPassword: () => "/forgot-password",
  /** The page a reset link opens (the backend builds the same address: backend/src/workflows/accounts/rules/password-reset.ts). */
  resetPassword: () => "/reset-password",
  /** Checkout for one product ("buy now", with the chosen quantity) … */
  /** … the same page as a GET form's action (the form adds `quantity`). */
  buyNowBase: (productId: string) => `/place-order/${encodeURIComponent(productId)}`,
  buyNow: (productId: string, quantity: number) => `/place-order/${encodeURIComponent(productId)}?quantity=${quantity}`,
  /** … or for the cart: every product id prefixed with "&&", as the spec's route has it. */
  /** Where bKash sends the shopper back to (the backend builds the same address for bKash: callback_url). */
  bkashReturn: (cartId: string) => `/checkout/bkash/${encodeURIComponent(cartId)}`,
  cartCheckout: (productIds: string[]) => `/place-order/${productIds.map((id) => `&&${encodeURIComponent(id)}`).join("")}`,
  account: {
    root: () => "/my-account",
    profile: () => "/my-account/profile",
    updateProfile: () => "/my-account/update-profile",
    /** A mobile number added to the account as a way to sign in (routes/my-account/phone.tsx). */
    phone: () => "/my-account/phone",
    orders: () => "/my-account/my-order",
    /** One order: the confirmation after checkout, and each order's page from the list. */
    order: (id: string) => `/my-account/my-order/${encodeURIComponent(id)}`,
    /** The same page as a confirmation, reached by a redirect from the server (no router state there). */
    orderPlaced: (id: string, options: { addressNotSaved?: boolean } = {}) =>
      `/my-account/my-order/${encodeURIComponent(id)}?${PLACED_PARAM}=1${options.addressNotSaved ? `&${ADDRESS_NOT_SAVED_PARAM}=1` : ""}`,
    reviews: () => "/my-account/my-review",
    addReview: () => "/my-account/add-review",
    payment: () => "/my-account/payment",
    cart: () => "/my-account/view-cart",
  },
  admin: () => "/admin",
  adminArea: {
    customize: () => "/admin/customize",
    addProduct: () => "/admin/add-product",
    addNews: () => "/admin/add-news",
    manageOrders: () => "/admin/manage-order",
    makeAdmin: () => "/admin/make-admin",
    manageProducts: () => "/admin/manage-product",
    /** Spec: updateProduct/{id} — behind the admin guard here (the original left it open). */
    updateProduct: (id: string) => `/admin/updateProduct/${encodeURIComponent(id)}`,
  },
} as const

/** Under these the footer is not shown (spec: Layout). */
export const FOOTERLESS_PREFIXES = ["/shop", "/admin", "/my-account"] as const

/** The query parameter of /log-in and /sign-up naming the page to go back to. */
export const RETURN_TO_PARAM = "returnTo"

function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : path
}

/** An order's page opened with it shows the confirmation (the server's redirect after bKash). */
export const PLACED_PARAM = "placed"

/** … and this one says the checkout's "Save this address to my profile" failed (the order stands). */
export const ADDRESS_NOT_SAVED_PARAM = "address_not_saved"

/** What checkout hands an order's page (router state, so the URL stays the order's own). */
export type OrderPageState = { placed?: boolean; addressNotSaved?: boolean }
