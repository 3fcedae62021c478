import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isDayRange, MAX_DELIVERY_DAYS, type DeliveryDays } from "@chaka/rules"
import { DELIVERY_DAYS_KEY, deliveryDaysFrom, shopStore } from "../../lib/delivery-days"
import { messages } from "../../messages"

type Undo = { id: string; metadata: Record<string, unknown> | null }

export const setDeliveryDaysStepId = "set-delivery-days"
/**
 * Stores the delivery days (whole days, 0-60, min ≤ max) in the store's metadata, keeping its
 * other keys; the compensation puts the metadata back as it was.
 */
export const setDeliveryDaysStep = createStep(
  setDeliveryDaysStepId,
  async (days: DeliveryDays, { container }) => {
    for (const which of ["inside_dhaka", "elsewhere"] as const) {
      if (!isDayRange(days?.[which])) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.deliveryDaysInvalid(which, MAX_DELIVERY_DAYS))
    }
    const store = await shopStore(container)
    if (!store) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.noStore)
    const value = { inside_dhaka: { ...days.inside_dhaka }, elsewhere: { ...days.elsewhere } }
    const updated = await container.resolve(Modules.STORE).updateStores(store.id, { metadata: { ...(store.metadata ?? {}), [DELIVERY_DAYS_KEY]: value } })
    return new StepResponse(deliveryDaysFrom(updated.metadata), { id: store.id, metadata: store.metadata ?? null } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.STORE).updateStores(undo.id, { metadata: undo.metadata ?? {} })
  }
)
