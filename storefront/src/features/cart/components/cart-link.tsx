import { useEffect, useState } from "react"
import { Link, useLocation } from "react-router"
import { paths } from "../../../config/paths"
import { useI18n } from "../../../i18n"
import { useSession } from "../../session/api/session"
import { useMyCart } from "../../session/api/cart"
import { cartCountFromCookie, onCartCount } from "./cart-count"

/**
 * The header's cart icon with the number of products in the cart: a customer's from the server,
 * a visitor's from the count cookie /cart's action keeps (read in the browser, after hydration,
 * so the shared cached page never holds it).
 */
export function CartLink() {
  const { messages, number } = useI18n()
  const { data: session } = useSession()
  const { data: cart } = useMyCart()
  const visitorCount = useVisitorCartCount()
  const count = session ? (cart?.items?.length ?? 0) : visitorCount
  return (
    <Link to={paths.cart()} className="cart-link" aria-label={messages.userMenu.cart(count)}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2L4.3 4H1v2h2l3.6 7.6L5.2 16c-.7 1.3.3 3 1.8 3h12v-2H7l1.1-2Z"
        />
      </svg>
      {/* In the page's digits: ৩ on Bangla pages. */}
      <span className="cart-link__count">{number(count)}</span>
    </Link>
  )
}

/** Read again on every navigation (a cart form's redirect) and when an addition announces it. */
function useVisitorCartCount(): number {
  const location = useLocation()
  const [count, setCount] = useState(0)
  useEffect(() => setCount(cartCountFromCookie()), [location.key])
  useEffect(() => onCartCount(() => setCount(cartCountFromCookie())), [])
  return count
}
