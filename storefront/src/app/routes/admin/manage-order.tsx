import { ManageOrders } from "../../../features/admin/orders/components/manage-orders"
import { usePageTitle } from "../../../lib/page-title"
import { messages } from "../../../messages"

export function ManageOrderRoute() {
  usePageTitle(messages.adminOrders.title)
  return (
    <>
      <h1>{messages.adminOrders.title}</h1>
      <ManageOrders />
    </>
  )
}

export default ManageOrderRoute
