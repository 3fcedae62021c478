import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { allLowStock, LOW_STOCK_LOCK_KEY, shopStoreRecord, thresholdFrom } from "./low-stock"
import { lowStockEmail } from "./low-stock-email"

/*
 * The admins are emailed once each time a product crosses the low-stock threshold (issue 55):
 * the products already announced are kept in the store's metadata beside the threshold, and
 * leave that list when their stock is above it again, so the next crossing is announced anew.
 */

export const LOW_STOCK_ALERTED_KEY = "low_stock_alerted"
export const LOW_STOCK_TEMPLATE = "low-stock"

const alertedFrom = (metadata: Record<string, unknown> | null | undefined): string[] => {
  const stored = metadata?.[LOW_STOCK_ALERTED_KEY]
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : []
}

/**
 * Looks at the stock now: emails the admins about the products newly at or under the threshold,
 * and forgets those above it again. Returns the product ids announced.
 */
export async function checkLowStockCrossings(container: MedusaContainer): Promise<string[]> {
  // One check at a time (two events at once would both see a product as new), and never while the threshold is written.
  return container.resolve(Modules.LOCKING).execute(LOW_STOCK_LOCK_KEY, () => check(container), { timeout: 30 })
}

let running: Promise<void> | null = null
let again = false

/**
 * checkLowStockCrossings for a stock event, coalesced in this process: while a check runs, any
 * number of new events make one more check after it (a flash sale's hundreds of orders cost a
 * few reads of the stock, not hundreds).
 */
export function requestLowStockCheck(container: MedusaContainer): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      await checkLowStockCrossings(container)
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

async function check(container: MedusaContainer): Promise<string[]> {
  const store = await shopStoreRecord(container)
  if (!store) return []
  const threshold = thresholdFrom(store.metadata)
  const low = await allLowStock(container, threshold)
  const alerted = alertedFrom(store.metadata)
  const fresh = low.filter((item) => !alerted.includes(item.product_id))
  const lowIds = low.map((item) => item.product_id)
  const stillLow = alerted.filter((id) => lowIds.includes(id))
  if (!fresh.length && stillLow.length === alerted.length) return []

  // Sent before it is recorded: a failure to record repeats an email, never loses one.
  if (fresh.length) await emailAdmins(container, fresh, threshold)
  const now = await shopStoreRecord(container)
  const metadata = { ...(now?.metadata ?? {}), [LOW_STOCK_ALERTED_KEY]: [...stillLow, ...fresh.map((item) => item.product_id)] }
  await container.resolve(Modules.STORE).updateStores(store.id, { metadata })
  return fresh.map((item) => item.product_id)
}

async function emailAdmins(container: MedusaContainer, items: Awaited<ReturnType<typeof allLowStock>>, threshold: number) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const admins = await container.resolve(Modules.USER).listUsers({}, { select: ["email"], take: null })
  const notifications = container.resolve(Modules.NOTIFICATION, { allowUnregistered: true })
  if (!notifications) {
    logger.warn("Products crossed the low-stock threshold, but no Notification module is configured to tell the admins")
    return
  }
  const content = lowStockEmail(items, threshold)
  const key = `${LOW_STOCK_TEMPLATE}:${Date.now()}:${items.map((item) => item.product_id).join(",")}`
  for (const admin of admins) {
    if (!admin.email) continue
    try {
      await notifications.createNotifications({
        to: admin.email,
        channel: "email",
        template: LOW_STOCK_TEMPLATE,
        data: { threshold, products: items.map(({ product_id, title, available }) => ({ product_id, title, available })) },
        content,
        idempotency_key: `${key}:${admin.email}`,
      })
    } catch (error) {
      logger.error(`The low-stock email to ${admin.email} could not be sent: ${(error as Error).message}`)
    }
  }
}
