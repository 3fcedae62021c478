import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordAudit } from "../workflows/audit/rules/record"

type Refund = { id: string; amount: unknown; created_by?: string | null; created_at: string | Date }

/**
 * The audit log's "refunded". Medusa's refundPaymentWorkflow has no hook, and its
 * payment.refunded event carries only the payment's id; the refund it wrote carries who made it
 * (`created_by`, the admin Medusa's route names), so the newest refund is recorded with that actor.
 */
export default async function auditPaymentRefunded({ event, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment",
    fields: ["id", "currency_code", "payment_collection_id", "refunds.id", "refunds.amount", "refunds.created_by", "refunds.created_at"],
    filters: { id: event.data.id },
  })
  const payment = data[0] as { id: string; currency_code: string; payment_collection_id?: string; refunds?: Refund[] } | undefined
  if (!payment) return
  const refund = [...(payment.refunds ?? [])].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0]
  await recordAudit(container, {
    action: "payment.refunded",
    target_type: "payment",
    target_id: payment.id,
    details: {
      refund_id: refund?.id ?? null,
      amount: refund ? Number(refund.amount) : null,
      currency_code: payment.currency_code,
      payment_collection_id: payment.payment_collection_id ?? null,
    },
    actor: refund?.created_by ? { type: "user", id: refund.created_by } : null,
  })
}

export const config: SubscriberConfig = { event: "payment.refunded" }
