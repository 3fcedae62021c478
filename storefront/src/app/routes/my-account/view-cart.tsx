import { CartView } from "../../../features/cart/components/cart-view"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/view-cart: the customer's cart, saved on the server. */
const screen = screenRoute(messages.cart.title, CartView)

export const meta = screen.meta
export default screen.Component
