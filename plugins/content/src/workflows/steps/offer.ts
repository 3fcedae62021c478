import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { found } from "./found"

export type OfferData = { name: string; url: string; promotion_id?: string | null; price_list_id?: string | null }

export const createOfferStepId = "create-offer"
export const createOfferStep = createStep(
  createOfferStepId,
  async (data: OfferData, { container }) => {
    const offer = await container.resolve<ContentModuleService>(CONTENT_MODULE).createOffers(data)
    return new StepResponse(offer, offer.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).deleteOffers(id)
  }
)

export const deleteOfferStepId = "delete-offer"
export const deleteOfferStep = createStep(
  deleteOfferStepId,
  async (id: string, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    await found(service.listOffers({ id }, { take: 1 }), "Offer", id)
    await service.softDeleteOffers(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).restoreOffers(id)
  }
)

export const updateOfferTextStepId = "update-offer-text"
/** Changes an offer card's label and link (only those given; 404 when unknown). Compensation puts back the old ones. */
export const updateOfferTextStep = createStep(
  updateOfferTextStepId,
  async (edit: { id: string; name?: string; url?: string }, { container }) => {
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const before = await found(service.listOffers({ id: edit.id }, { take: 1 }), "Offer", edit.id)
    const changes = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as typeof edit
    const offer = await service.updateOffers(changes)
    return new StepResponse(offer, { id: before.id, name: before.name, url: before.url })
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).updateOffers(before)
  }
)

export const OFFER_EDIT_FIELDS = ["name", "url", "promotion_id", "price_list_id"] as const

export const validateOfferEditStepId = "validate-offer-edit"
/** Before anything is written: the offer exists (404) and the edit changes something (400). */
export const validateOfferEditStep = createStep(validateOfferEditStepId, async (input: { id: string; changes: boolean }, { container }) => {
  const service: ContentModuleService = container.resolve(CONTENT_MODULE)
  await found(service.listOffers({ id: input.id }, { take: 1, select: ["id"] }), "Offer", input.id)
  if (!input.changes) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.editEmpty(OFFER_EDIT_FIELDS))
  return new StepResponse(input.id)
})
