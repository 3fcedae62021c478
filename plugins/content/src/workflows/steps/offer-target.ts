import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"
import { messages } from "../../messages"
import { found } from "./found"

/** What an offer card advertises: a promotion, a price list, or neither (a plain link). */
export type OfferTarget = { promotion_id: string | null; price_list_id: string | null }

/**
 * The promotion or price list an offer is to name exists (else 400, nothing written): the card
 * would otherwise advertise nothing that a cart honours.
 */
export const validateOfferTargetStepId = "validate-offer-target"
export const validateOfferTargetStep = createStep(validateOfferTargetStepId, async (target: OfferTarget, { container }) => {
  if (target.promotion_id && target.price_list_id) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.offerTargetBoth)
  if (target.promotion_id) {
    const [promotion] = await container.resolve(Modules.PROMOTION).listPromotions({ id: [target.promotion_id] }, { take: 1, select: ["id"] })
    if (!promotion) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.offerTargetNotFound("promotion", target.promotion_id))
  }
  if (target.price_list_id) {
    const [priceList] = await container.resolve(Modules.PRICING).listPriceLists({ id: [target.price_list_id] }, { take: 1, select: ["id"] })
    if (!priceList) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.offerTargetNotFound("price list", target.price_list_id))
  }
  return new StepResponse(target)
})

/**
 * Sets what an offer names: an id attaches it and detaches the other kind (one card, one thing
 * advertised), null detaches only that kind. Compensation puts back what it named before.
 */
export const setOfferTargetStepId = "set-offer-target"
export const setOfferTargetStep = createStep(
  setOfferTargetStepId,
  async (input: { id: string; promotion_id?: string | null; price_list_id?: string | null }, { container }) => {
    const { id } = input
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const before = await found(service.listOffers({ id }, { take: 1 }), "Offer", id)
    const target: OfferTarget = { promotion_id: before.promotion_id ?? null, price_list_id: before.price_list_id ?? null }
    if (input.promotion_id !== undefined) {
      target.promotion_id = input.promotion_id
      if (input.promotion_id) target.price_list_id = null
    }
    if (input.price_list_id !== undefined) {
      target.price_list_id = input.price_list_id
      if (input.price_list_id) target.promotion_id = null
    }
    const offer = await service.updateOffers({ id, ...target })
    return new StepResponse(offer, { id, promotion_id: before.promotion_id ?? null, price_list_id: before.price_list_id ?? null })
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve<ContentModuleService>(CONTENT_MODULE).updateOffers(before)
  }
)
