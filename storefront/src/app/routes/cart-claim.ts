import { data } from "react-router"
import { statusOf } from "../../lib/errors"
import { claimVisitorCart } from "../../features/cart/api/cart.server"
import { forgetVisitorCart, visitorCartId, withCookies } from "../../features/cart/api/cart-cookies.server"

/**
 * POST /cart/claim (no page): after a sign-in or sign-up made by a script (password, Google), the
 * visitor cart the httpOnly cookie names becomes the customer's, then the cookie is forgotten.
 * Without a visitor cart nothing happens. A cart that cannot be claimed (another's, ordered) is
 * forgotten too: it is not this shopper's to keep.
 */
export async function action({ request }: { request: Request }) {
  const id = visitorCartId(request)
  if (!id) return data({ claimed: false }, { headers: { "Cache-Control": "private, no-store" } })
  try {
    await claimVisitorCart(request, id)
  } catch (error) {
    const status = statusOf(error)
    if (status === 401) return data({ claimed: false }, { status: 401 })
    if (!status || status >= 500) throw error
  }
  const headers = withCookies(forgetVisitorCart(request))
  headers.set("Cache-Control", "private, no-store")
  return data({ claimed: true }, { headers })
}
