import { AcceptedPayments } from "../../../features/checkout/components/accepted-payments"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/payment: how the shop takes payment (cash on delivery, and bKash when configured); nothing is saved. */
const screen = screenRoute(messages.account.payment, AcceptedPayments)

export const meta = screen.meta
export default screen.Component
