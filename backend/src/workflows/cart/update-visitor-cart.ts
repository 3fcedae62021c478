import { acquireLockStep, releaseLockStep, updateCartWorkflow } from "@medusajs/medusa/core-flows"
import type { UpdateCartWorkflowInputDTO } from "@medusajs/framework/types"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { keepGuestCartStep } from "./steps/keep-guest-cart"

export const updateVisitorCartWorkflowId = "update-cart-keeping-guests"

/**
 * Medusa's POST /store/carts/:id, as the store route runs it: an email typed on an open guest
 * cart links it to a guest customer (steps/keep-guest-cart.ts), never to an account; then
 * Medusa's updateCartWorkflow with its hooks (workflows/hooks/update-cart.ts) does the rest.
 * All under the cart's lock (Medusa's key and times): run as a step, updateCartWorkflow skips its
 * own lock, and a transfer or completion of the same cart must not interleave with the check.
 */
export const updateVisitorCartWorkflow = createWorkflow(updateVisitorCartWorkflowId, (input: UpdateCartWorkflowInputDTO) => {
  acquireLockStep({ key: input.id, timeout: 2, ttl: 10, executeOnSubWorkflow: true })
  keepGuestCartStep(transform({ input }, ({ input }) => ({ cart_id: input.id, email: input.email })))
  updateCartWorkflow.runAsStep({ input })
  releaseLockStep({ key: input.id, executeOnSubWorkflow: true })
  return new WorkflowResponse(transform({ input }, ({ input }) => ({ cart_id: input.id })))
})
