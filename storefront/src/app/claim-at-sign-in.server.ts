import { statusOf } from "../lib/errors"
import { claimVisitorCart } from "../features/cart/api/cart.server"
import { forgetVisitorCart, visitorCartId } from "../features/cart/api/cart-cookies.server"

/**
 * After a sign-in: by the log-in or sign-up form (routes/auth/log-in.tsx, sign-up.tsx), or Google's popup (routes/cart-claim.ts): the
 * visitor cart the cookie names becomes the customer's, one way for every
 * sign-in, and its cookies are forgotten. The sign-in stands either way: a cart that
 * cannot be claimed (another's, ordered) is not this shopper's to keep; one the backend could not
 * answer for stays in its cookie for /cart to claim.
 */
export async function claimAtSignIn(signedIn: Request): Promise<string[]> {
  const cartId = visitorCartId(signedIn)
  if (!cartId) return []
  try {
    await claimVisitorCart(signedIn, cartId)
  } catch (error) {
    const status = statusOf(error)
    if (!status || status === 401 || status >= 500) {
      console.error(`storefront: visitor cart not claimed at sign-in: ${error instanceof Error ? error.message : error}`)
      return []
    }
  }
  return forgetVisitorCart(signedIn)
}
