import { ManageOrders } from "../../../features/admin/orders/components/manage-orders"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

const screen = screenRoute(messages.adminOrders.title, ManageOrders)

export const meta = screen.meta
export default screen.Component
