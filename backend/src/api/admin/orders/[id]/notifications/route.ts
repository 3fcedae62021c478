import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../../../lib/messages"
import { listedNotification, type StoredNotification } from "../../../../../workflows/notifications/rules/held-back"

/**
 * GET /admin/orders/:id/notifications — what the shop told the customer about this order:
 * kind, channel, masked recipient, status, time, and an SMS held back with its reason
 * (rules/held-back.ts). Never the data a message was rendered from.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["id"], filters: { id: req.params.id } })
  if (!orders.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(req.params.id))

  const rows = (await req.scope
    .resolve(Modules.NOTIFICATION)
    .listNotifications(
      { resource_type: "order", resource_id: req.params.id },
      { select: ["id", "template", "channel", "to", "status", "data", "created_at"], order: { created_at: "ASC" }, take: 200 }
    )) as unknown as StoredNotification[]
  res.json({ notifications: rows.map(listedNotification) })
}
