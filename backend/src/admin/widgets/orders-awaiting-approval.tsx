import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { messages } from "../../lib/messages"
import { sdk } from "../lib/sdk"

const w = messages.awaitingApprovalWidget

type Waiting = { orders: { id: string; display_id: number; customer: { name: string | null; email: string | null } }[]; count: number }

/**
 * Above Medusa's order list: how many orders wait for an admin's approval, each a link to its
 * page (where the Approval card approves it). Read from GET /admin/shop-orders/awaiting-approval.
 */
const OrdersAwaitingApprovalWidget = () => {
  // Under "orders" so approving an order (which invalidates ["orders"]) refreshes the count.
  const { data } = useQuery({
    queryKey: ["orders", "awaiting-approval"],
    queryFn: () => sdk.client.fetch<Waiting>("/admin/shop-orders/awaiting-approval"),
  })
  return (
    <Container className="flex flex-col gap-y-2 px-6 py-4" data-testid="orders-awaiting-approval">
      <div className="flex items-center gap-x-2">
        <Heading level="h2">{w.title}</Heading>
        {data && <Badge color={data.count ? "orange" : "green"}>{data.count}</Badge>}
      </div>
      <Text size="small" className="text-ui-fg-subtle">
        {!data ? w.loading : data.count ? w.count(data.count) : w.none}
      </Text>
      {data && data.count > 0 && (
        <ul className="flex flex-wrap gap-2">
          {data.orders.map((order) => (
            <li key={order.id}>
              <Link className="text-ui-fg-interactive txt-compact-small-plus" to={`/orders/${order.id}`}>
                {w.order(order.display_id)}
              </Link>
              {order.customer.name || order.customer.email ? (
                <Text size="xsmall" className="text-ui-fg-muted">
                  {order.customer.name ?? order.customer.email}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default OrdersAwaitingApprovalWidget
