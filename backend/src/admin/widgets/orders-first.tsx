import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { Button, Container, Heading, Input, Label, Select, StatusBadge, Table, Text } from "@medusajs/ui"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { Link } from "react-router-dom"
import { SHOP_TIME_ZONE } from "@chaka/rules"
import { money } from "../components/numbers/money"
import { messages } from "../lib/messages"
import { sdk } from "../lib/sdk"

const w = messages.ordersFirstWidget
const PAGE_SIZE = 20

const STAGES = ["placed", "approved", "shipped", "delivered", "canceled"] as const
type Stage = (typeof STAGES)[number]
/** The owner's three waiting groups: the stage each lists, and its count's key. */
const WAITING = [
  { stage: "placed", count: "to_approve" },
  { stage: "approved", count: "to_ship" },
  { stage: "shipped", count: "to_deliver" },
] as const
const STAGE_COLOR: Record<Stage, "orange" | "blue" | "purple" | "green" | "grey"> = {
  placed: "orange",
  approved: "blue",
  shipped: "purple",
  delivered: "green",
  canceled: "grey",
}

type ListedOrder = {
  id: string
  display_id: number
  created_at: string
  status: Stage
  customer: { name: string | null; email: string | null }
  shipping_address: { phone: string | null } | null
  total: number
  payment: { method: "cod" | "bkash" }
}
type OrderList = { orders: ListedOrder[]; count: number; counts: { to_approve: number; to_ship: number; to_deliver: number } }
type Filters = { stage: Stage | "all"; payment: "cod" | "bkash" | "all"; q: string; offset: number }

const when = new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })

/** GET /admin/shop-orders's query for these filters (nothing for "all"). */
function orderListQuery({ stage, payment, q, offset }: Filters) {
  const query: Record<string, string | number> = { limit: PAGE_SIZE, offset }
  if (stage !== "all") query.stage = stage
  if (payment !== "all") query.payment = payment
  if (q.trim()) query.q = q.trim()
  return query
}

/**
 * The order list opens on the orders waiting for the owner (issue 55, "Orders first"): to
 * approve, to ship, to mark delivered, each with its count, then every order; filters by the
 * shop's status and payment, and a search by order number, phone or name; a compact table whose
 * numbers open each order's page. Read from GET /admin/shop-orders.
 */
const OrdersFirstWidget = () => {
  const [filters, setFilters] = useState<Filters>({ stage: "placed", payment: "all", q: "", offset: 0 })
  const [typed, setTyped] = useState("")
  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, offset: 0, ...next }))
  // Under "orders", so approving, shipping or delivering (which invalidate ["orders"]) refresh it.
  const { data, isError } = useQuery({
    queryKey: ["orders", "shop-orders", filters],
    queryFn: () => sdk.client.fetch<OrderList>("/admin/shop-orders", { query: orderListQuery(filters) }),
    placeholderData: keepPreviousData,
  })
  // Opened with nothing to approve: the first group that has orders waiting, once.
  const opened = useRef(false)
  useEffect(() => {
    if (!data || opened.current) return
    opened.current = true
    const first = data.counts.to_approve ? undefined : WAITING.find(({ count }) => data.counts[count] > 0)
    if (first) setFilters((current) => (current.stage === "placed" ? { ...current, stage: first.stage, offset: 0 } : current))
  }, [data])
  const search = (event: FormEvent) => {
    event.preventDefault()
    change({ q: typed })
  }
  const from = data && data.count ? filters.offset + 1 : 0
  const to = data ? filters.offset + data.orders.length : 0

  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid="orders-first">
      <Heading level="h2">{w.title}</Heading>
      <div role="group" aria-label={w.stage} className="flex flex-wrap gap-2">
        {WAITING.map(({ stage, count }) => (
          <Button
            key={stage}
            size="small"
            variant={filters.stage === stage ? "primary" : "secondary"}
            aria-pressed={filters.stage === stage}
            className="whitespace-nowrap"
            onClick={() => change({ stage })}
            data-testid={`orders-first-tab-${stage}`}
          >
            {w.tabs[stage]}
            <span className="txt-compact-small-plus tabular-nums">{data ? data.counts[count] : "…"}</span>
          </Button>
        ))}
        <Button
          size="small"
          variant={filters.stage === "all" ? "primary" : "secondary"}
          aria-pressed={filters.stage === "all"}
          className="whitespace-nowrap"
          onClick={() => change({ stage: "all" })}
        >
          {w.tabs.all}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-y-1">
          <Label size="small" id="orders-first-stage">
            {w.stage}
          </Label>
          <Select size="small" value={filters.stage} onValueChange={(stage) => change({ stage: stage as Filters["stage"] })}>
            <Select.Trigger aria-labelledby="orders-first-stage" className="w-44">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="all">{w.allStages}</Select.Item>
              {STAGES.map((stage) => (
                <Select.Item key={stage} value={stage}>
                  {messages.orderStages[stage]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        <div className="flex flex-col gap-y-1">
          <Label size="small" id="orders-first-payment">
            {w.payment}
          </Label>
          <Select size="small" value={filters.payment} onValueChange={(payment) => change({ payment: payment as Filters["payment"] })}>
            <Select.Trigger aria-labelledby="orders-first-payment" className="w-44">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="all">{w.allPayments}</Select.Item>
              <Select.Item value="cod">{w.payments.cod}</Select.Item>
              <Select.Item value="bkash">{w.payments.bkash}</Select.Item>
            </Select.Content>
          </Select>
        </div>
        <form role="search" className="flex items-end gap-2" onSubmit={search}>
          <div className="flex flex-col gap-y-1">
            <Label size="small" htmlFor="orders-first-q">
              {w.search}
            </Label>
            <Input
              id="orders-first-q"
              size="small"
              type="search"
              maxLength={200}
              className="w-64"
              placeholder={w.searchPlaceholder}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <Button size="small" variant="secondary" type="submit">
            {w.searchButton}
          </Button>
          {filters.q && (
            <Button size="small" variant="transparent" type="button" onClick={() => (setTyped(""), change({ q: "" }))}>
              {w.clear}
            </Button>
          )}
        </form>
      </div>
      {isError ? (
        <Text size="small" className="text-ui-fg-error">
          {w.unexpectedError}
        </Text>
      ) : !data ? (
        <Text size="small" className="text-ui-fg-subtle">
          {w.loading}
        </Text>
      ) : data.orders.length === 0 ? (
        <Text size="small" className="text-ui-fg-subtle" data-testid="orders-first-none">
          {w.none}
        </Text>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <Table.Header>
              <Table.Row>
                {Object.values(w.columns).map((column) => (
                  <Table.HeaderCell key={column} className="whitespace-nowrap">
                    {column}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.orders.map((order) => (
                <Table.Row key={order.id} className="whitespace-nowrap">
                  <Table.Cell>
                    <Link className="text-ui-fg-interactive txt-compact-small-plus" to={`/orders/${order.id}`}>
                      {w.order(order.display_id)}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{when.format(new Date(order.created_at))}</Table.Cell>
                  <Table.Cell className="max-w-[10rem] truncate" title={order.customer.email ?? undefined}>
                    {order.customer.name ?? order.customer.email ?? ""}
                  </Table.Cell>
                  <Table.Cell className="tabular-nums">{order.shipping_address?.phone ?? ""}</Table.Cell>
                  <Table.Cell className="tabular-nums">{money(order.total)}</Table.Cell>
                  <Table.Cell>{w.payments[order.payment.method]}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge color={STAGE_COLOR[order.status]}>{messages.orderStages[order.status]}</StatusBadge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      {data && data.count > PAGE_SIZE && (
        <div className="flex items-center justify-end gap-x-2">
          <Text size="small" className="text-ui-fg-subtle">
            {w.page(from, to, data.count)}
          </Text>
          <Button
            size="small"
            variant="secondary"
            disabled={filters.offset === 0}
            onClick={() => setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - PAGE_SIZE) }))}
          >
            {w.previous}
          </Button>
          <Button size="small" variant="secondary" disabled={to >= data.count} onClick={() => setFilters((f) => ({ ...f, offset: f.offset + PAGE_SIZE }))}>
            {w.next}
          </Button>
        </div>
      )}
    </Container>
  )
}

// The id names it in the order list's default view (scripts/seed/dashboard-layout.ts), which puts it first.
export const config = defineWidgetConfig({ zone: "order.list.before", id: "orders-first" })

export default OrdersFirstWidget
