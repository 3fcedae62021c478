import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { SHOP_TIME_ZONE } from "@chaka/rules"
import { messages } from "../lib/messages"
import { sdk } from "../lib/sdk"

type OrderNotification = { id: string; kind: string | null; channel: string; to: string; status: string; reason: string | null; created_at: string }

const t = messages.orderNotifications
/** A notification's kind is its template, `order-<stage>`: named as the order's stages are. */
const kindName = (kind: string | null) => {
  const stage = kind?.replace(/^order-/, "") as keyof typeof messages.orderStages
  return messages.orderStages[stage] ?? kind ?? ""
}
const STATUS_COLOR = { success: "green", failure: "red", pending: "orange", held_back: "purple" } as const

/**
 * What the customer was told about this order, by email and SMS (GET /admin/orders/:id/notifications),
 * and what the shop held back (an SMS over the number's daily limit) with the reason.
 */
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
        <Heading level="h2">{t.title}</Heading>
      </div>
      {isLoading ? (
        <Text className="px-6 py-4 text-ui-fg-subtle">{t.loading}</Text>
      ) : error ? (
        <Text className="px-6 py-4 text-ui-fg-error">{(error as Error).message}</Text>
      ) : !rows.length ? (
        <Text className="px-6 py-4 text-ui-fg-subtle">{t.none}</Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t.columns.kind}</Table.HeaderCell>
              <Table.HeaderCell>{t.columns.channel}</Table.HeaderCell>
              <Table.HeaderCell>{t.columns.to}</Table.HeaderCell>
              <Table.HeaderCell>{t.columns.time}</Table.HeaderCell>
              <Table.HeaderCell>{t.columns.status}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{kindName(row.kind)}</Table.Cell>
                <Table.Cell>{t.channels[row.channel] ?? row.channel}</Table.Cell>
                <Table.Cell>{row.to}</Table.Cell>
                <Table.Cell>{new Date(row.created_at).toLocaleString("en-GB", { timeZone: SHOP_TIME_ZONE })}</Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" color={STATUS_COLOR[row.status as keyof typeof STATUS_COLOR] ?? "grey"}>
                    {t.statuses[row.status] ?? row.status}
                  </Badge>
                  {row.reason && (
                    <Text size="xsmall" className="text-ui-fg-subtle whitespace-normal">
                      {t.reasons[row.reason] ?? row.reason}
                    </Text>
                  )}
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
