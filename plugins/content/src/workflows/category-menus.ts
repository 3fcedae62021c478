import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCategoryMenuStep, deleteCategoryMenuStep, updateSubMenusStep } from "./steps/category-menu"

export const createCategoryMenuWorkflowId = "create-category-menu"
export const createCategoryMenuWorkflow = createWorkflow(createCategoryMenuWorkflowId, (input: { name: string }) => {
  return new WorkflowResponse(createCategoryMenuStep(input))
})

export const deleteCategoryMenuWorkflowId = "delete-category-menu"
export const deleteCategoryMenuWorkflow = createWorkflow(deleteCategoryMenuWorkflowId, (input: { id: string }) => {
  return new WorkflowResponse(deleteCategoryMenuStep(input.id))
})

export type SubMenuInput = { id: string; name: string }

export const addSubMenuWorkflowId = "add-sub-menu"
export const addSubMenuWorkflow = createWorkflow(addSubMenuWorkflowId, (input: SubMenuInput) => {
  const change = transform({ input }, ({ input }) => ({ ...input, change: "add" as const }))
  return new WorkflowResponse(updateSubMenusStep(change))
})

export const removeSubMenuWorkflowId = "remove-sub-menu"
export const removeSubMenuWorkflow = createWorkflow(removeSubMenuWorkflowId, (input: SubMenuInput) => {
  const change = transform({ input }, ({ input }) => ({ ...input, change: "remove" as const }))
  return new WorkflowResponse(updateSubMenusStep(change))
})
