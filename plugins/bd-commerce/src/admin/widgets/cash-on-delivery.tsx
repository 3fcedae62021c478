import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"

type Payment = { provider_id: string; amount: number; captured_at?: string | Date | null; canceled_at?: string | Date | null }

/**
 * On a cash-on-delivery order, how much the courier collects and whether it has been
 * collected (captured: by the dashboard's Capture button or by marking the delivery).
 */
const CashOnDeliveryWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const payments = ((order.payment_collections ?? []) as { payments?: Payment[] }[])
    .flatMap((collection) => collection.payments ?? [])
    .filter((payment) => payment.provider_id === COD_PAYMENT_PROVIDER_ID && !payment.canceled_at)
  if (!payments.length) return null

  const amount = payments.reduce((sum, payment) => sum + Number(payment.amount), 0)
  const collected = payments.every((payment) => payment.captured_at)
  const money = new Intl.NumberFormat("en-BD", { style: "currency", currency: order.currency_code.toUpperCase() })

  return (
    <Container className="flex items-center justify-between px-6 py-4">
      <div>
        <Heading level="h2">Cash on delivery</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {collected ? `${money.format(amount)} collected` : `Collect ${money.format(amount)} on delivery`}
        </Text>
      </div>
      <Badge color={collected ? "green" : "orange"}>{collected ? "Collected" : "To collect"}</Badge>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default CashOnDeliveryWidget
