import { createTranslationsWorkflow, deleteTranslationsWorkflow, updateTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { planTranslationStep, setSubMenuLabelsStep, type SaveTranslationInput, type TranslationPlan } from "./steps/translation"

export type { SaveTranslationInput }

export const saveContentTranslationWorkflowId = "save-content-translation"
/**
 * An admin's Bangla for one news item, slide, offer, category menu or policy page: the texts go
 * to Medusa's Translation module through its own workflows (so its events announce the change,
 * and its dashboard page shows the same row), merged over what was there; a menu's sub-menu
 * labels go to the menu. Refused without the Translation module (planTranslationStep).
 */
export const saveContentTranslationWorkflow = createWorkflow(saveContentTranslationWorkflowId, (input: SaveTranslationInput) => {
  const plan = planTranslationStep(input)
  const is = (action: TranslationPlan["action"]) => (data: { plan: TranslationPlan }) => data.plan.action === action

  when("create-content-translation", { plan }, is("create")).then(() => {
    createTranslationsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        translations: [{ reference: plan.reference, reference_id: plan.reference_id, locale_code: plan.locale_code, translations: plan.translations }],
      })),
    })
  })
  when("update-content-translation", { plan }, is("update")).then(() => {
    updateTranslationsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ translations: [{ id: plan.translation_id!, translations: plan.translations }] })),
    })
  })
  when("delete-content-translation", { plan }, is("delete")).then(() => {
    deleteTranslationsWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ ids: [plan.translation_id!] })) })
  })
  when("label-sub-menus", { plan }, ({ plan }) => plan.sub_menu_translations !== undefined).then(() => {
    setSubMenuLabelsStep(transform({ plan }, ({ plan }) => ({ id: plan.reference_id, sub_menu_translations: plan.sub_menu_translations! })))
  })
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ id: plan.reference_id })))
})
