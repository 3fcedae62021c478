import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ShopIdentityChange } from "./rules/shop-identity"
import { setShopIdentityStep } from "./steps/set-shop-identity"

export const setShopIdentityWorkflowId = "set-shop-identity"
/** The owner sets how shoppers reach the shop (phone, WhatsApp, email, address, Facebook, trade licence, hours). */
export const setShopIdentityWorkflow = createWorkflow(setShopIdentityWorkflowId, (input: ShopIdentityChange) => {
  return new WorkflowResponse(setShopIdentityStep(input))
})
