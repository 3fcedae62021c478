import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { found } from "./found"

export type OfferData = { name: string; url: string }

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
