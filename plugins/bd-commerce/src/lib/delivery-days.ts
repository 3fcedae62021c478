import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DEFAULT_DELIVERY_DAYS, isDayRange, type DeliveryDays } from "@chaka/rules"

/** Where the days live: the store's metadata, so the plugin needs no table of its own. */
export const DELIVERY_DAYS_KEY = "delivery_days"

/** The days an admin set, or the defaults for a range never set (or stored broken). */
export function deliveryDaysFrom(metadata: Record<string, unknown> | null | undefined): DeliveryDays {
  const stored = (metadata?.[DELIVERY_DAYS_KEY] ?? {}) as Partial<Record<keyof DeliveryDays, unknown>>
  return {
    inside_dhaka: isDayRange(stored.inside_dhaka) ? { ...stored.inside_dhaka } : { ...DEFAULT_DELIVERY_DAYS.inside_dhaka },
    elsewhere: isDayRange(stored.elsewhere) ? { ...stored.elsewhere } : { ...DEFAULT_DELIVERY_DAYS.elsewhere },
  }
}

/** The shop's store record (the first one: a Medusa shop has one). */
export async function shopStore(container: MedusaContainer) {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { take: 1, select: ["id", "metadata"] })
  return store
}

/** The delivery days the shop promises now. */
export async function currentDeliveryDays(container: MedusaContainer): Promise<DeliveryDays> {
  return deliveryDaysFrom((await shopStore(container))?.metadata)
}
