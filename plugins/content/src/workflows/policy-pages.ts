import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { upsertPolicyPageStep, type PolicyPageData } from "./steps/policy-page"

export type { PolicyPageData }

export const upsertPolicyPageWorkflowId = "upsert-policy-page"
export const upsertPolicyPageWorkflow = createWorkflow(upsertPolicyPageWorkflowId, (input: PolicyPageData) => {
  return new WorkflowResponse(upsertPolicyPageStep(input))
})
