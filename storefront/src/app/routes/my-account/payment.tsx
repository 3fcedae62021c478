import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/payment: saved payment methods are not offered yet (cash on delivery needs none). */
const screen = screenRoute(messages.account.payment, () => <p className="empty-state">{messages.account.paymentComingSoon}</p>)

export const meta = screen.meta
export default screen.Component
