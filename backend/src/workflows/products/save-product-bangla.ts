import { batchTranslationsWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { planProductBanglaStep, type SaveProductBanglaInput } from "./steps/plan-product-bangla"

export type { SaveProductBanglaInput } from "./steps/plan-product-bangla"

export const saveProductBanglaWorkflowId = "save-product-bangla"
/**
 * The admin's Bangla title and description of a product, kept by Medusa's Translation module
 * (locale bn-BD) through its own workflow, as the dashboard's translation screen keeps them: the
 * same record, the same `translation.*` events (which re-index the product and forget its
 * cached answers: workflows/catalogue/rules).
 */
export const saveProductBanglaWorkflow = createWorkflow(saveProductBanglaWorkflowId, (input: SaveProductBanglaInput) => {
  const plan = planProductBanglaStep(input)
  batchTranslationsWorkflow.runAsStep({ input: plan })
  return new WorkflowResponse(plan)
})
