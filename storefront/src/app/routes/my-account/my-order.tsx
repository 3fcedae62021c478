import { OrderList } from "../../../features/account/components/order-list"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

/** /my-account/my-order: the customer's orders and their status. */
export function MyOrderRoute() {
  usePageTitle(messages.orders.title)
  return (
    <>
      <h1>{messages.orders.title}</h1>
      <OrderList />
    </>
  )
}

export default MyOrderRoute
