import { defineRouteConfig } from "@medusajs/admin-sdk"
import { History } from "@medusajs/icons"
import { Button, Container, Select, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { errorMessage, SectionHeader } from "@chaka/kit/admin"
import { messages } from "../../lib/messages"
import { sdk } from "../../lib/sdk"

const m = messages.auditLog
const PAGE = 50
const ALL = "all"

type Entry = {
  id: string
  actor_type: string | null
  actor_id: string | null
  actor_email: string | null
  action: string
  target_type: string
  target_id: string
  details: Record<string, unknown> | null
  created_at: string
}
type Page = { entries: Entry[]; count: number; limit: number; offset: number }

const who = (entry: Entry) => {
  if (!entry.actor_id) return m.unknownActor
  const name = entry.actor_email ?? entry.actor_id
  return entry.actor_type === "customer" ? m.customer(name) : name
}
const details = (entry: Entry) =>
  entry.details
    ? Object.entries(entry.details)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
        .join(", ")
    : ""

/**
 * The audit log (issue 55), from GET /admin/audit-log: who did what to which record and when,
 * newest first, by action. Read only: the log has no route that writes it.
 */
const AuditLogPage = () => {
  const [action, setAction] = useState(ALL)
  const [offset, setOffset] = useState(0)
  const { data, error } = useQuery({
    queryKey: ["audit-log", action, offset],
    queryFn: () => sdk.client.fetch<Page>("/admin/audit-log", { query: { limit: PAGE, offset, ...(action === ALL ? {} : { action }) } }),
  })
  return (
    <Container className="divide-y p-0">
      <SectionHeader
        level="h1"
        title={m.label}
        description={m.description}
        action={
          <div className="w-56">
            <Select
              value={action}
              onValueChange={(value) => {
                setAction(value)
                setOffset(0)
              }}
            >
              <Select.Trigger aria-label={m.actionLabel}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={ALL}>{m.allActions}</Select.Item>
                {Object.entries(m.actions).map(([value, label]) => (
                  <Select.Item key={value} value={value}>
                    {label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
        }
      />
      {error ? (
        <Text className="text-ui-fg-error px-6 py-4">{errorMessage(error, m)}</Text>
      ) : !data ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.loading}</Text>
      ) : !data.entries.length ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.none}</Text>
      ) : (
        <>
          <Table data-testid="audit-log-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{m.columns.time}</Table.HeaderCell>
                <Table.HeaderCell>{m.columns.who}</Table.HeaderCell>
                <Table.HeaderCell>{m.columns.action}</Table.HeaderCell>
                <Table.HeaderCell>{m.columns.record}</Table.HeaderCell>
                <Table.HeaderCell>{m.columns.details}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell className="whitespace-nowrap">{new Date(entry.created_at).toLocaleString()}</Table.Cell>
                  <Table.Cell>{who(entry)}</Table.Cell>
                  <Table.Cell>{m.actions[entry.action] ?? entry.action}</Table.Cell>
                  <Table.Cell className="font-mono text-xs">
                    {entry.target_type === "order" ? <a href={`/app/orders/${entry.target_id}`}>{entry.target_id}</a> : entry.target_id}
                  </Table.Cell>
                  <Table.Cell className="text-ui-fg-subtle text-xs">{details(entry)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          <div className="flex items-center justify-between px-6 py-4">
            <Text size="small" className="text-ui-fg-subtle">
              {m.page(data.offset + 1, data.offset + data.entries.length, data.count)}
            </Text>
            <div className="flex gap-x-2">
              <Button size="small" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                {m.previous}
              </Button>
              <Button size="small" variant="secondary" disabled={offset + PAGE >= data.count} onClick={() => setOffset(offset + PAGE)}>
                {m.next}
              </Button>
            </div>
          </div>
        </>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ label: m.label, icon: History })

export default AuditLogPage
