import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { InventoryLevelWorkflowEvents, Modules } from "@medusajs/framework/utils"
import { actorOfEvent } from "../workflows/audit/rules/actor"
import { recordAudit } from "../workflows/audit/rules/record"

/**
 * The audit log's "changed stock": the stock at a location is set only through Medusa's
 * inventory-level workflows (the dashboard, /admin/inventory-items/:id/location-levels and its
 * batch, the shop's product form), which announce each level. Those workflows have no hook and
 * the event's data is only the level's id: who set it comes from the event's metadata, which a
 * request's events carry (api/utils/audit-actor.ts); a script's change has no actor.
 */
export default async function auditStockChanged({ event, container }: SubscriberArgs<{ id: string }>) {
  const [level] = await container.resolve(Modules.INVENTORY).listInventoryLevels({ id: event.data.id })
  if (!level) return
  await recordAudit(container, {
    action: "stock.changed",
    actor: actorOfEvent(event.metadata),
    target_type: "inventory_level",
    target_id: level.id,
    details: {
      inventory_item_id: level.inventory_item_id,
      location_id: level.location_id,
      stocked_quantity: Number(level.stocked_quantity),
      event: event.name,
    },
  })
}

export const config: SubscriberConfig = { event: [InventoryLevelWorkflowEvents.UPDATED, InventoryLevelWorkflowEvents.CREATED] }
