import { CartView } from "../../../features/cart/components/cart-view"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/view-cart: the customer's cart, saved on the server. */
export function ViewCartRoute() {
  usePageTitle(messages.cart.title)
  return (
    <>
      <h1>{messages.cart.title}</h1>
      <CartView />
    </>
  )
}

export default ViewCartRoute
