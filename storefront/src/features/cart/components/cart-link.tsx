import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { messages } from "../../../messages"
import { useMyCart } from "../../session/api/cart"

/** The header's cart icon with the number of products in the customer's cart. */
export function CartLink() {
  const { data: cart } = useMyCart()
  const count = cart?.items?.length ?? 0
  return (
    <Link to={paths.account.cart()} className="cart-link" aria-label={messages.userMenu.cart(count)}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2L4.3 4H1v2h2l3.6 7.6L5.2 16c-.7 1.3.3 3 1.8 3h12v-2H7l1.1-2Z"
        />
      </svg>
      <span className="cart-link__count">{count}</span>
    </Link>
  )
}
