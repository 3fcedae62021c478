import {
  acquireLockStep,
  addToCartWorkflow,
  refreshCartItemsWorkflow,
  releaseLockStep,
  transferCartCustomerWorkflow,
  updateCartsStep,
  updateLineItemsStep,
} from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findOwnCartStep, planCartTransferStep, type CartTransferInput, type CartTransferPlan } from "./steps/plan-cart-transfer"

export const transferCartWorkflowId = "transfer-cart-merging"

// Medusa's own cart lock times: wait up to 30 s for it, hold it 2 minutes at most.
const LOCK_WAIT_S = 30
const LOCK_TTL_S = 120

type Merge = NonNullable<CartTransferPlan["merge"]>

/**
 * Medusa's cart transfer (POST /store/carts/:id/customer, a standard storefront's sign-in): an
 * open guest cart becomes the signed-in customer's, keeping its id (Medusa's
 * transferCartCustomerWorkflow; its validate hook refuses anyone else's cart). When the customer
 * had a shopping cart of their own, its lines join this one by the same rule as the storefront's
 * claim (rules/merge-lines.ts) and it is marked merged, so the customer has one cart. Holds both
 * carts' locks (Medusa's keys: the cart ids); a replay finds the cart theirs and writes nothing.
 */
export const transferCartWorkflow = createWorkflow(transferCartWorkflowId, (input: CartTransferInput) => {
  acquireLockStep({ key: input.id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S }).config({ name: "lock-transferred-cart" })
  const { own_cart_id } = findOwnCartStep(input)
  // The customer's own cart is locked before its lines are read (a parallel add or order waits).
  when("transfer-lock-own-cart", { own_cart_id }, ({ own_cart_id }) => !!own_cart_id).then(() => {
    acquireLockStep({ key: own_cart_id as unknown as string, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S }).config({ name: "lock-own-cart" })
  })
  const plan = planCartTransferStep(transform({ input, own_cart_id }, ({ input, own_cart_id }) => ({ ...input, own_cart_id })))
  transferCartCustomerWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ id: input.id, customer_id: input.customer_id, additional_data: input.additional_data })),
  })

  // Workflows cannot nest `when`: each part of the merge has its own condition on the plan.
  const merge = transform({ plan }, ({ plan }) => plan.merge)
  when("transfer-add-lines", { merge }, ({ merge }) => !!merge?.add.length).then(() => {
    addToCartWorkflow.runAsStep({ input: transform({ input, merge }, ({ input, merge }) => ({ cart_id: input.id, items: (merge as Merge).add })) })
  })
  when("transfer-raise-lines", { merge }, ({ merge }) => !!merge?.raise.length).then(() => {
    updateLineItemsStep(
      transform({ input, merge }, ({ input, merge }) => ({
        id: input.id,
        items: (merge as Merge).raise.map((line) => ({ selector: { id: line.id }, data: { quantity: line.quantity } })),
      }))
    )
    refreshCartItemsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.id, force_refresh: true })) })
  })
  when("transfer-mark-own-cart", { merge }, ({ merge }) => !!merge).then(() => {
    updateCartsStep(transform({ merge }, ({ merge }) => [{ id: (merge as Merge).from_cart_id, metadata: (merge as Merge).from_metadata }]))
  })
  when("transfer-unlock-own-cart", { own_cart_id }, ({ own_cart_id }) => !!own_cart_id).then(() => {
    releaseLockStep({ key: own_cart_id as unknown as string }).config({ name: "unlock-own-cart" })
  })

  releaseLockStep({ key: input.id }).config({ name: "unlock-transferred-cart" })
  return new WorkflowResponse(transform({ input }, ({ input }) => ({ cart_id: input.id })))
})
