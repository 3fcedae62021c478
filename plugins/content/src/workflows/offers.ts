import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOfferStep, deleteOfferStep, OFFER_EDIT_FIELDS, updateOfferTextStep, validateOfferEditStep, type OfferData } from "./steps/offer"
import { setOfferTargetStep, validateOfferTargetStep, type OfferTarget } from "./steps/offer-target"

/** A new offer card; the promotion or price list it names, if any, must exist. */
export const createOfferWorkflowId = "create-offer"
export const createOfferWorkflow = createWorkflow(createOfferWorkflowId, (input: OfferData) => {
  validateOfferTargetStep(transform({ input }, ({ input }) => ({ promotion_id: input.promotion_id ?? null, price_list_id: input.price_list_id ?? null })))
  return new WorkflowResponse(createOfferStep(input))
})

/**
 * Attaches an offer card to a promotion or a price list (an id; the other is detached) or
 * detaches it (null): `{ id, promotion_id }` or `{ id, price_list_id }`.
 */
export type SetOfferTargetInput = { id: string; promotion_id?: string | null; price_list_id?: string | null }

export const setOfferTargetWorkflowId = "set-offer-target"
export const setOfferTargetWorkflow = createWorkflow(setOfferTargetWorkflowId, (input: SetOfferTargetInput) => {
  validateOfferTargetStep(
    transform({ input }, ({ input }): OfferTarget => ({ promotion_id: input.promotion_id ?? null, price_list_id: input.price_list_id ?? null }))
  )
  return new WorkflowResponse(setOfferTargetStep(input))
})

export const deleteOfferWorkflowId = "delete-offer"
export const deleteOfferWorkflow = createWorkflow(deleteOfferWorkflowId, (input: { id: string }) => {
  return new WorkflowResponse(deleteOfferStep(input.id))
})

/**
 * An offer card's edit: any of its label, its link and what it advertises (as setOfferTargetWorkflow
 * takes it). Unknown offer 404, an edit of nothing or a promotion/price list that does not exist
 * 400, nothing written; a later step's failure puts back the earlier ones.
 */
export type UpdateOfferInput = SetOfferTargetInput & { name?: string; url?: string }

export const updateOfferWorkflowId = "update-offer"
export const updateOfferWorkflow = createWorkflow(updateOfferWorkflowId, (input: UpdateOfferInput) => {
  validateOfferEditStep(transform({ input }, ({ input }) => ({ id: input.id, changes: OFFER_EDIT_FIELDS.some((key) => input[key] !== undefined) })))
  validateOfferTargetStep(
    transform({ input }, ({ input }): OfferTarget => ({ promotion_id: input.promotion_id ?? null, price_list_id: input.price_list_id ?? null }))
  )
  const texts = when({ input }, ({ input }) => input.name !== undefined || input.url !== undefined).then(() =>
    updateOfferTextStep(transform({ input }, ({ input }) => ({ id: input.id, name: input.name, url: input.url })))
  )
  const target = when({ input }, ({ input }) => input.promotion_id !== undefined || input.price_list_id !== undefined).then(() =>
    setOfferTargetStep(transform({ input }, ({ input }) => ({ id: input.id, promotion_id: input.promotion_id, price_list_id: input.price_list_id })))
  )
  return new WorkflowResponse(transform({ texts, target }, ({ texts, target }) => (target ?? texts)!))
})
