import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { sdk } from "../lib/sdk"

type OrderNotification = { id: string; kind: string | null; channel: string; to: string; status: string; created_at: string }

const KINDS: Record<string, string> = {
  "order-placed": "Placed",
  "order-approved": "Approved",
  "order-shipped": "Shipped",
  "order-delivered": "Delivered",
  "order-canceled": "Canceled",
}
const STATUS_COLOR = { success: "green", failure: "red", pending: "orange" } as const

/** What the customer was told about this order, by email and SMS (GET /admin/orders/:id/notifications). */
const OrderNotificationsWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const { data, isLoading, error } = useQuery({
    // Under "orders": refreshed with the dashboard's order queries (an approval, a shipment).
    queryKey: ["orders", order.id, "notifications"],
    queryFn: () => sdk.client.fetch<{ notifications: OrderNotification[] }>(`/admin/orders/${order.id}/notifications`),
  })
  const rows = data?.notifications ?? []

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">Customer notifications</Heading>
      </div>
      {isLoading ? (
        <Text className="px-6 py-4 text-ui-fg-subtle">Loading…</Text>
      ) : error ? (
        <Text className="px-6 py-4 text-ui-fg-error">{(error as Error).message}</Text>
      ) : !rows.length ? (
        <Text className="px-6 py-4 text-ui-fg-subtle">None sent yet</Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Kind</Table.HeaderCell>
              <Table.HeaderCell>Channel</Table.HeaderCell>
              <Table.HeaderCell>To</Table.HeaderCell>
              <Table.HeaderCell>Time</Table.HeaderCell>
              <Table.HeaderCell>Status</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{KINDS[row.kind ?? ""] ?? row.kind}</Table.Cell>
                <Table.Cell>{row.channel === "sms" ? "SMS" : "Email"}</Table.Cell>
                <Table.Cell>{row.to}</Table.Cell>
                <Table.Cell>{new Date(row.created_at).toLocaleString()}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={STATUS_COLOR[row.status as keyof typeof STATUS_COLOR] ?? "grey"}>
                    {row.status === "failure" ? "Failed" : row.status === "success" ? "Sent" : "Sending"}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.after" })

export default OrderNotificationsWidget
