import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ChartBar } from "@medusajs/icons"
import { Container, Heading, Select, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { errorMessage, SectionHeader } from "@chaka/kit/admin"
import { LowStockCard } from "../../components/numbers/low-stock-card"
import { money } from "../../components/numbers/money"
import type { ShopStats } from "../../components/numbers/types"
import { WindowNumbersCard } from "../../components/numbers/window-numbers"
import { messages } from "../../lib/messages"
import { sdk } from "../../lib/sdk"

const m = messages.numbers
const DAY_CHOICES = [7, 30, 90]

/**
 * The day's numbers (issue 55), from GET /admin/shop-stats: today and the last days in Dhaka
 * time, the cash the couriers hold, the best sellers and low stock with its threshold.
 */
const NumbersPage = () => {
  const [days, setDays] = useState(30)
  const { data, error } = useQuery({
    queryKey: ["shop-stats", days],
    queryFn: () => sdk.client.fetch<{ stats: ShopStats }>("/admin/shop-stats", { query: { days } }),
  })
  const stats = data?.stats
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="p-0">
        <SectionHeader
          level="h1"
          title={m.label}
          description={m.description}
          action={
            <div className="w-32">
              <Select value={String(days)} onValueChange={(value) => setDays(Number(value))}>
                <Select.Trigger aria-label={m.daysLabel}>
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  {DAY_CHOICES.map((choice) => (
                    <Select.Item key={choice} value={String(choice)}>
                      {m.period(choice)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
            </div>
          }
        />
      </Container>
      {error ? (
        <Container className="px-6 py-4">
          <Text className="text-ui-fg-error">{errorMessage(error, m)}</Text>
        </Container>
      ) : !stats ? (
        <Container className="px-6 py-4">
          <Text className="text-ui-fg-subtle">{m.loading}</Text>
        </Container>
      ) : (
        <>
          <Container className="flex flex-col gap-y-1 px-6 py-4" data-testid="cod-outstanding">
            <Heading level="h2">{m.outstanding}</Heading>
            <Text size="xlarge" weight="plus">
              {money(stats.cod_outstanding.amount)}
            </Text>
            <Text size="small" className="text-ui-fg-subtle">
              {m.outstandingHint(stats.cod_outstanding.count)}
            </Text>
          </Container>
          <WindowNumbersCard testId="numbers-today" title={m.today(stats.date)} numbers={stats.today} />
          <WindowNumbersCard testId="numbers-period" title={m.period(stats.days)} numbers={stats.period} />
          <LowStockCard lowStock={stats.low_stock} />
        </>
      )}
    </div>
  )
}

export const config = defineRouteConfig({ label: m.label, icon: ChartBar })

export default NumbersPage
