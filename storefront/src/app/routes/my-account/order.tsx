import { useLocation, useParams } from "react-router"
import type { OrderPageState } from "../../../config/paths"
import { useMyOrder } from "../../../features/account/api/get-order"
import { OrderDetailsView } from "../../../features/account/components/order-details"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/my-order/:id: one of the customer's orders; right after checkout, its confirmation. */
export function OrderRoute() {
  const { id = "" } = useParams()
  const state = useLocation().state as OrderPageState | null
  const { data: order } = useMyOrder(id)
  usePageTitle(order ? messages.orders.number(order.number) : messages.orderPage.title)
  return (
    <section className="order-page-route">
      <OrderDetailsView key={id} id={id} justPlaced={state?.placed === true} />
    </section>
  )
}

export default OrderRoute
