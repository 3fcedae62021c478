import type { IEventBusModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** Looked back over: two runs, so a run missed (a restart) is still caught. */
const LOOK_BACK_MS = 2 * 60_000

/**
 * A price list (an Eid sale) starts or ends at a time, and Medusa announces nothing then: the
 * catalogue index, which holds each product's price, would keep the sale price after the sale.
 * Every minute this announces `pricing.price-list.updated` for the lists that started or ended
 * since, so their products are priced again (lib/catalogue/index-writer.ts). Announcing a list
 * twice only prices its products twice.
 */
export default async function priceListWindows(container: MedusaContainer) {
  await announcePriceListWindows(container, new Date())
}

export async function announcePriceListWindows(container: MedusaContainer, now: Date) {
  const since = new Date(now.getTime() - LOOK_BACK_MS)
  const { data: lists } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "price_list",
    fields: ["id"],
    filters: { $or: [{ starts_at: { $gte: since, $lte: now } }, { ends_at: { $gte: since, $lte: now } }] },
  })
  if (!lists.length) return
  await container.resolve<IEventBusModuleService>(Modules.EVENT_BUS).emit(lists.map((list) => ({ name: "pricing.price-list.updated", data: { id: list.id } })))
}

export const config = { name: "price-list-windows", schedule: "* * * * *" }
