import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"
import { changedShopIdentity, identityStore, SHOP_IDENTITY_KEY, shopIdentityFrom, type ShopIdentityChange } from "../rules/shop-identity"

type Undo = { id: string; metadata: Record<string, unknown> | null }

export const setShopIdentityStepId = "set-shop-identity"
/**
 * Checks and normalises the owner's change (rules/shop-identity.ts: phones in one spelling, an
 * email, a https Facebook page, lengths) and keeps it in the store's metadata beside its other
 * keys; a refused change writes nothing. The compensation puts the metadata back as it was.
 */
export const setShopIdentityStep = createStep(
  setShopIdentityStepId,
  async (change: ShopIdentityChange, { container }) => {
    const store = await identityStore(container)
    if (!store) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.shopIdentityNoStore)
    const next = changedShopIdentity(shopIdentityFrom(store.metadata), change ?? {})
    if ("problem" in next) throw new MedusaError(MedusaError.Types.INVALID_DATA, next.problem)
    const updated = await container.resolve(Modules.STORE).updateStores(store.id, { metadata: { ...(store.metadata ?? {}), [SHOP_IDENTITY_KEY]: next } })
    return new StepResponse(shopIdentityFrom(updated.metadata), { id: store.id, metadata: store.metadata ?? null } as Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.STORE).updateStores(undo.id, { metadata: undo.metadata ?? {} })
  }
)
