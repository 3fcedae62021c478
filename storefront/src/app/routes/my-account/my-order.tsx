import { OrderList } from "../../../features/account/components/order-list"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/my-order: the customer's orders and their status. */
const screen = screenRoute(messages.orders.title, OrderList)

export const meta = screen.meta
export default screen.Component
