import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { PaperLink } from "../components/papers/paper-link"
import { messages } from "../lib/messages"

const w = messages.papersWidget

/**
 * On Medusa's order page: the order's invoice and packing slip as PDFs, in English or Bangla
 * (GET /admin/shop-orders/:id/invoice and /packing-slip).
 */
const OrderPapersWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => (
  <Container className="flex flex-col gap-y-2 px-6 py-4" data-testid="order-papers">
    <Heading level="h2">{w.title}</Heading>
    <Text size="small" className="text-ui-fg-subtle">
      {w.hint}
    </Text>
    {(["invoice", "packing-slip"] as const).map((kind) => (
      <div key={kind} className="flex flex-wrap items-center gap-x-3">
        <Text size="small" weight="plus">
          {kind === "invoice" ? w.invoice : w.packingSlip}
        </Text>
        {(["en", "bn"] as const).map((lang) => (
          <PaperLink
            key={lang}
            href={`/admin/shop-orders/${order.id}/${kind}?lang=${lang}`}
            label={lang === "en" ? w.english : w.bangla}
            testId={`order-${kind}-${lang}`}
          />
        ))}
      </div>
    ))}
  </Container>
)

export const config = defineWidgetConfig({ zone: "order.details.side.after" })

export default OrderPapersWidget
