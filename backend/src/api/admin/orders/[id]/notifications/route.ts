import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../../../lib/messages"
import { maskRecipient } from "../../../../../lib/notifications/mask"

type Row = { id: string; template: string | null; channel: string; to: string; status: string; created_at: Date | string }

/**
 * GET /admin/orders/:id/notifications — what the shop told the customer about this order:
 * kind, channel, masked recipient, status, time. Never the data a message was rendered from.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["id"], filters: { id: req.params.id } })
  if (!orders.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(req.params.id))

  const rows = (await req.scope
    .resolve(Modules.NOTIFICATION)
    .listNotifications(
      { resource_type: "order", resource_id: req.params.id },
      { select: ["id", "template", "channel", "to", "status", "created_at"], order: { created_at: "ASC" }, take: 200 }
    )) as unknown as Row[]
  res.json({
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.template,
      channel: row.channel,
      to: maskRecipient(row.to),
      status: row.status,
      created_at: row.created_at,
    })),
  })
}
