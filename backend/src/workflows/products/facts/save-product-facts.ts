import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { saveProductFactsStep, type SaveProductFactsInput } from "./steps/save-product-facts"

export type { SaveProductFactsInput } from "./steps/save-product-facts"

export const saveProductFactsWorkflowId = "save-product-facts"

/**
 * A product's facts (frame, wheels, gears, brakes, weight, suspension, rider's height, warranty),
 * from every entry point: the admin route the dashboard's widget and the storefront admin's form
 * call, and the seed. The facts are part of the product as a shopper sees it, so the write is
 * announced as Medusa's `product.updated`: the catalogue index rewrites the product's document
 * (the wheel and frame size filters) and the caches forget its pages and the listings, as for
 * any edit of the product (workflows/catalogue/rules/event-tags.ts).
 */
export const saveProductFactsWorkflow = createWorkflow(saveProductFactsWorkflowId, (input: SaveProductFactsInput) => {
  const saved = saveProductFactsStep(input)
  const data = transform({ saved }, ({ saved }) => ({ id: saved.product_id }))
  emitEventStep({ eventName: "product.updated", data })
  return new WorkflowResponse(saved)
})
