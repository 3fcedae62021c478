/**
 * An order's life, one vocabulary for the backend, the dashboard, the compat API and the
 * storefront: placed → approved → shipped → delivered, or canceled. Derived only from Medusa's
 * own order data (no parallel status field):
 * - placed: `created_at`
 * - approved: `metadata.approved_at` (the shop's approve workflow)
 * - shipped: a non-canceled fulfillment's `shipped_at`; its `labels[0].tracking_number` and
 *   `metadata.courier` (null when not given, e.g. shipped from Medusa's dashboard)
 * - delivered: that fulfillment's `delivered_at`
 * - canceled: `canceled_at`, or `status === "canceled"`
 */

export type OrderStage = "placed" | "approved" | "shipped" | "delivered" | "canceled"

export type OrderLifeInput = {
  created_at: string | Date
  canceled_at?: string | Date | null
  status?: string | null
  metadata?: Record<string, unknown> | null
  fulfillments?: Array<{
    canceled_at?: string | Date | null
    shipped_at?: string | Date | null
    delivered_at?: string | Date | null
    labels?: Array<{ tracking_number?: string | null }> | null
    metadata?: Record<string, unknown> | null
  }> | null
}

/** A stage and when it was reached: an ISO string, null when not reached (or its date is unknown). */
export type OrderLifeStep = { stage: OrderStage; at: string | null }

export type OrderLife = {
  /** The current stage. */
  stage: OrderStage
  /**
   * placed, approved, shipped, delivered (reached ones with dates; approved left out when the
   * order shipped without it); for a canceled order the reached ones, then canceled.
   */
  steps: OrderLifeStep[]
  courier: string | null
  trackingNumber: string | null
  /** A customer may cancel their order until it ships. */
  cancelableByCustomer: boolean
}

/** Medusa Query / store API fields that orderLife needs */
export const ORDER_LIFE_FIELDS = [
  "created_at",
  "canceled_at",
  "status",
  "metadata",
  "fulfillments.canceled_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.metadata",
  "fulfillments.labels.tracking_number",
]

/** A date as an ISO string; null for nothing or something that is not a date. */
function iso(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value !== "string" || value.trim() === "") return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

type Fulfillment = NonNullable<OrderLifeInput["fulfillments"]>[number]

/** The fulfillment that carries the order: a delivered one first, else the latest shipped one (not canceled). */
function shipment(fulfillments: OrderLifeInput["fulfillments"]): Fulfillment | null {
  const live = (fulfillments ?? []).filter((f) => f && !iso(f.canceled_at) && (iso(f.shipped_at) || iso(f.delivered_at)))
  const delivered = live.find((f) => iso(f.delivered_at))
  if (delivered) return delivered
  return live.reduce<Fulfillment | null>((latest, f) => (!latest || (iso(f.shipped_at) ?? "") > (iso(latest.shipped_at) ?? "") ? f : latest), null)
}

export function orderLife(order: OrderLifeInput): OrderLife {
  const placedAt = iso(order.created_at)
  const approvedAt = iso(order.metadata?.approved_at)
  const carrier = shipment(order.fulfillments)
  const deliveredAt = carrier ? iso(carrier.delivered_at) : null
  // A fulfillment marked delivered was shipped, even when its shipped_at is missing.
  const shippedAt = carrier ? (iso(carrier.shipped_at) ?? deliveredAt) : null
  const canceledAt = iso(order.canceled_at)
  const canceled = Boolean(canceledAt) || order.status === "canceled"

  const reached: OrderLifeStep[] = [{ stage: "placed", at: placedAt }]
  if (approvedAt) reached.push({ stage: "approved", at: approvedAt })
  if (carrier) reached.push({ stage: "shipped", at: shippedAt })
  if (deliveredAt) reached.push({ stage: "delivered", at: deliveredAt })

  const stage: OrderStage = canceled ? "canceled" : deliveredAt ? "delivered" : carrier ? "shipped" : approvedAt ? "approved" : "placed"
  const steps: OrderLifeStep[] = canceled
    ? [...reached, { stage: "canceled", at: canceledAt }]
    : [
        { stage: "placed", at: placedAt },
        // Shipped from Medusa's dashboard without the shop's approval: the step was skipped, not reached.
        ...(approvedAt || !carrier ? [{ stage: "approved" as const, at: approvedAt }] : []),
        { stage: "shipped", at: shippedAt },
        { stage: "delivered", at: deliveredAt },
      ]

  return {
    stage,
    steps,
    courier: carrier ? text(carrier.metadata?.courier) : null,
    trackingNumber: carrier ? text(carrier.labels?.find((label) => text(label?.tracking_number))?.tracking_number) : null,
    cancelableByCustomer: stage === "placed" || stage === "approved",
  }
}
