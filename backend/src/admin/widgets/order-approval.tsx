import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { BKASH_PAYMENT_PROVIDER_ID, HOME_DELIVERY_FULFILLMENT_PROVIDER_ID, orderLife, SHOP_TIME_ZONE, type OrderLifeInput, type OrderStage } from "@chaka/rules"
import { messages } from "../lib/messages"
import { sdk } from "../lib/sdk"

/** What orderLife reads, as the admin API spells it. */
const LIFE_FIELDS =
  "id,created_at,canceled_at,status,metadata,*fulfillments,*fulfillments.labels,payment_collections.payments.provider_id,payment_collections.payments.data"

type Providers = {
  payment_collections?: { payments?: { provider_id: string; data?: Record<string, unknown> | null }[] | null }[] | null
  fulfillments?: { provider_id?: string | null }[] | null
}

/**
 * The shop's providers by name (Medusa's own card shows "Pp_cod_cod"), bKash with its transaction
 * id (what bKash's merchant portal and a refund are looked up by); delivery is always the shop's home delivery.
 */
function providerLine(order: Providers | undefined) {
  const payment = order?.payment_collections?.flatMap((collection) => collection.payments ?? [])[0]
  const delivery = order?.fulfillments?.find((f) => f.provider_id)?.provider_id ?? HOME_DELIVERY_FULFILLMENT_PROVIDER_ID
  const name = (id: string) => messages.providerNames[id] ?? id
  const trxId = payment?.provider_id === BKASH_PAYMENT_PROVIDER_ID && typeof payment.data?.trxID === "string" ? payment.data.trxID : undefined
  const paid = payment ? (payment.provider_id === BKASH_PAYMENT_PROVIDER_ID ? messages.paidWithBkash(trxId) : name(payment.provider_id)) : null
  return [paid ? `${messages.paymentLabel}: ${paid}` : null, `${messages.deliveryLabel}: ${name(delivery)}`].filter(Boolean).join(" · ")
}

/** A step's date and time in Bangladesh, wherever the admin's browser is: 5 Mar 2025, 16:00. */
const stepDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE })

const BADGE: Record<OrderStage, "grey" | "blue" | "orange" | "green" | "red"> = {
  placed: "grey",
  approved: "blue",
  shipped: "orange",
  delivered: "green",
  canceled: "red",
}

/**
 * The order's life on Medusa's order page, in the shop's words (placed → approved → shipped →
 * delivered, or canceled, from @chaka/rules orderLife): the stage, each step's date, the courier
 * and tracking number, and the next step's button — Approve, Ship (courier and tracking
 * number), Mark delivered.
 */
const w = messages.orderLifeWidget

const OrderApprovalWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const queryClient = useQueryClient()
  const [courier, setCourier] = useState("")
  const [tracking, setTracking] = useState("")
  // The page's order lacks the parcels' labels: read what the life needs.
  const { data } = useQuery({
    queryKey: ["orders", order.id, "life"],
    queryFn: () => sdk.client.fetch<{ order: OrderLifeInput & Providers }>(`/admin/orders/${order.id}`, { query: { fields: LIFE_FIELDS } }),
  })
  const life = orderLife(data?.order ?? (order as unknown as OrderLifeInput))

  const useStep = (path: string, done: string, body?: Record<string, string>) =>
    useMutation({
      mutationFn: () =>
        sdk.client.fetch<{ order?: { metadata?: Record<string, unknown> | null } }>(`/admin/orders/${order.id}/${path}`, { method: "POST", body: body ?? {} }),
      onSuccess: async (answer) => {
        toast.success(done)
        // The answer's metadata (approved_at…) shows the new stage at once; the re-read below brings the rest.
        const metadata = answer?.order?.metadata
        if (metadata) {
          queryClient.setQueryData<{ order: OrderLifeInput & Providers }>(["orders", order.id, "life"], (old) =>
            old ? { order: { ...old.order, metadata: { ...(old.order.metadata ?? {}), ...metadata } } } : old
          )
        }
        // The dashboard's order queries all start with "orders": the page and this widget re-read.
        await queryClient.invalidateQueries({ queryKey: ["orders"] })
      },
      onError: (error: Error) => toast.error(error.message),
    })
  const approve = useStep("approve", messages.orderApproved)
  const ship = useStep("ship", messages.orderShipped, { courier, tracking_number: tracking })
  const deliver = useStep("deliver", messages.orderDelivered)

  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center justify-between">
        <Heading level="h2">{w.title}</Heading>
        {life.stage === "placed" ? (
          <Button size="small" isLoading={approve.isPending} onClick={() => approve.mutate()}>
            {w.approve}
          </Button>
        ) : (
          <Badge color={BADGE[life.stage]}>{messages.orderStages[life.stage]}</Badge>
        )}
      </div>
      {life.stage === "placed" && (
        <Text size="small" className="text-ui-fg-subtle">
          {w.waiting}
        </Text>
      )}
      <Text size="small" data-testid="order-providers">
        {providerLine(data?.order)}
      </Text>
      <ol className="flex flex-col gap-y-1">
        {life.steps.map(({ stage, at }) => (
          <li key={stage}>
            <Text size="small" className={at ? "" : "text-ui-fg-muted"}>
              {`${messages.orderStages[stage]} · ${at ? stepDate.format(new Date(at)) : "—"}`}
            </Text>
          </li>
        ))}
      </ol>
      {(life.courier || life.trackingNumber) && (
        <Text size="small" className="text-ui-fg-subtle">
          {[life.courier, life.trackingNumber].filter(Boolean).join(" · ")}
        </Text>
      )}
      {life.stage === "approved" && (
        <div className="flex flex-col gap-y-2">
          <Label size="small" htmlFor="ship-courier">
            {w.courier}
          </Label>
          <Input id="ship-courier" size="small" maxLength={60} value={courier} onChange={(event) => setCourier(event.target.value)} />
          <Label size="small" htmlFor="ship-tracking">
            {w.trackingNumber}
          </Label>
          <Input id="ship-tracking" size="small" maxLength={60} value={tracking} onChange={(event) => setTracking(event.target.value)} />
          <Button size="small" variant="secondary" isLoading={ship.isPending} onClick={() => ship.mutate()}>
            {w.ship}
          </Button>
        </div>
      )}
      {life.stage === "shipped" && (
        <Button size="small" variant="secondary" isLoading={deliver.isPending} onClick={() => deliver.mutate()}>
          {w.markDelivered}
        </Button>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderApprovalWidget
