import { Container, Heading, Table, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { messages } from "../../lib/messages"
import { money } from "./money"
import type { WindowNumbers } from "./types"

const m = messages.numbers

const Figure = ({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: string; testId: string }) => (
  <div className="flex flex-col gap-y-1 rounded-md border px-4 py-3" data-testid={testId}>
    <Text size="small" className="text-ui-fg-subtle">
      {label}
    </Text>
    <Text size="xlarge" weight="plus">
      {value}
    </Text>
    {hint ? (
      <Text size="xsmall" className="text-ui-fg-muted">
        {hint}
      </Text>
    ) : null}
  </div>
)

/** One window's figures (today, or the last days) and its best sellers. */
export const WindowNumbersCard = ({ title, numbers, testId }: { title: string; numbers: WindowNumbers; testId: string }) => (
  <Container className="flex flex-col gap-y-4 px-6 py-4" data-testid={testId}>
    <Heading level="h2">{title}</Heading>
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Figure testId="orders" label={m.orders} value={numbers.orders} hint={numbers.canceled ? m.canceled(numbers.canceled) : undefined} />
      <Figure testId="revenue" label={m.revenue} value={money(numbers.revenue)} />
      <Figure testId="average-order" label={m.averageOrder} value={money(numbers.average_order)} />
      <Figure
        testId="cod-to-collect"
        label={m.codToCollect}
        value={money(numbers.cod.to_collect.amount)}
        hint={`${m.ordersCount(numbers.cod.to_collect.count)} · ${m.codToCollectHint}`}
      />
      <Figure
        testId="cod-collected"
        label={m.codCollected}
        value={money(numbers.cod.collected.amount)}
        hint={`${m.ordersCount(numbers.cod.collected.count)} · ${m.codCollectedHint}`}
      />
      <Figure
        testId="bkash"
        label={m.bkashTaken}
        value={money(numbers.bkash.taken.amount)}
        hint={`${m.paymentsCount(numbers.bkash.taken.count)} · ${m.bkashRefunded}: ${money(numbers.bkash.refunded.amount)}`}
      />
    </div>
    <Heading level="h3">{m.bestSellers}</Heading>
    {numbers.best_sellers.length ? (
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{m.columns.product}</Table.HeaderCell>
            <Table.HeaderCell className="text-right">{m.columns.units}</Table.HeaderCell>
            <Table.HeaderCell className="text-right">{m.columns.amount}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {numbers.best_sellers.map((seller) => (
            <Table.Row key={seller.product_id ?? seller.title}>
              <Table.Cell>{seller.title}</Table.Cell>
              <Table.Cell className="text-right">{seller.quantity}</Table.Cell>
              <Table.Cell className="text-right">{money(seller.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    ) : (
      <Text size="small" className="text-ui-fg-subtle">
        {m.noSales}
      </Text>
    )}
  </Container>
)
