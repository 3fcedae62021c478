import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { isThreshold, LOW_STOCK_LOCK_KEY, LOW_STOCK_THRESHOLD_KEY, MAX_LOW_STOCK_THRESHOLD, shopStoreRecord, thresholdFrom } from "../rules/low-stock"

/** The threshold before (undefined: never set). */
type Undo = { id: string; threshold: unknown }

export const setLowStockThresholdStepId = "set-low-stock-threshold"
/**
 * Stores the low-stock threshold (a whole number, 0 to MAX_LOW_STOCK_THRESHOLD) in the store's
 * metadata beside the shop's other settings, keeping them; the compensation puts it back.
 */
export const setLowStockThresholdStep = createStep(
  setLowStockThresholdStepId,
  async (threshold: number, { container }) => {
    if (!isThreshold(threshold)) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.lowStockThresholdInvalid(MAX_LOW_STOCK_THRESHOLD))
    // Under the low-stock check's lock: its list of announced products, kept in the same metadata, is not lost.
    return container.resolve(Modules.LOCKING).execute(
      LOW_STOCK_LOCK_KEY,
      async () => {
        const store = await shopStoreRecord(container)
        if (!store) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.shopNotSetUp)
        const updated = await container
          .resolve(Modules.STORE)
          .updateStores(store.id, { metadata: { ...(store.metadata ?? {}), [LOW_STOCK_THRESHOLD_KEY]: threshold } })
        return new StepResponse(thresholdFrom(updated.metadata), { id: store.id, threshold: store.metadata?.[LOW_STOCK_THRESHOLD_KEY] } as Undo)
      },
      { timeout: 30 }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    // Only the threshold is put back: the rest of the metadata may have changed since.
    const store = await shopStoreRecord(container)
    const { [LOW_STOCK_THRESHOLD_KEY]: _written, ...rest } = store?.metadata ?? {}
    const metadata = undo.threshold === undefined ? rest : { ...rest, [LOW_STOCK_THRESHOLD_KEY]: undo.threshold }
    await container.resolve(Modules.STORE).updateStores(undo.id, { metadata })
  }
)
