import { data } from "react-router"
import { withCookies } from "../../features/cart/api/cart-cookies.server"
import { claimAtSignIn } from "../claim-at-sign-in.server"

/**
 * POST /cart/claim (no page): after the one sign-in that has no form (Google's popup, a script), the
 * visitor cart the httpOnly cookie names becomes the customer's exactly as a form's sign-in claims
 * it in its action (claim-at-sign-in.server.ts), then its cookies are forgotten. Without a visitor
 * cart nothing happens.
 */
export async function action({ request }: { request: Request }) {
  const cookies = await claimAtSignIn(request)
  const headers = withCookies(cookies)
  headers.set("Cache-Control", "private, no-store")
  return data({ claimed: cookies.length > 0 }, { headers })
}
