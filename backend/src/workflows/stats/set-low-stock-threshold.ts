import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setLowStockThresholdStep } from "./steps/set-low-stock-threshold"

export const setLowStockThresholdWorkflowId = "set-low-stock-threshold"
/** The owner sets how few units available make a product "low stock" on the day's numbers. */
export const setLowStockThresholdWorkflow = createWorkflow(setLowStockThresholdWorkflowId, (threshold: number) => {
  return new WorkflowResponse(setLowStockThresholdStep(threshold))
})
