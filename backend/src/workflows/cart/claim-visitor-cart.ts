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
import { planCartClaimStep, type CartClaimInput, type CartClaimPlan } from "./steps/plan-cart-claim"

export const claimVisitorCartWorkflowId = "claim-visitor-cart"

// Medusa's own cart lock times: wait up to 30 s for it, hold it 2 minutes at most.
const LOCK_WAIT_S = 30
const LOCK_TTL_S = 120

type Merge = Extract<CartClaimPlan, { kind: "merge" }>

/**
 * A visitor's cart claimed by the customer who just signed in or signed up
 * (POST /store/customers/me/cart/claim). With no cart of their own, the visitor cart becomes
 * theirs (Medusa's transferCartCustomerWorkflow); otherwise its lines go into their cart (the same
 * product: quantities added, capped at available stock) and the visitor cart is marked merged,
 * so a replay answers the same cart and writes nothing. Holds both carts' locks (Medusa's keys:
 * the cart ids), so a second claim at once waits and then finds the work done.
 */
export const claimVisitorCartWorkflow = createWorkflow(claimVisitorCartWorkflowId, (input: CartClaimInput) => {
  acquireLockStep({ key: input.cart_id, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S }).config({ name: "lock-visitor-cart" })
  const plan = planCartClaimStep(input)

  when("transfer-visitor-cart", { plan }, ({ plan }) => plan.kind === "transfer").then(() => {
    transferCartCustomerWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ id: input.cart_id, customer_id: input.customer_id })),
    })
  })

  // Workflows cannot nest `when`: each part of the merge has its own condition on the plan.
  const merge = transform({ plan }, ({ plan }) => (plan.kind === "merge" ? plan : null))
  when("merge-lock-customer-cart", { merge }, ({ merge }) => !!merge).then(() => {
    acquireLockStep({ key: transform({ merge }, ({ merge }) => (merge as Merge).cart_id), timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S }).config({
      name: "lock-customer-cart",
    })
  })
  when("merge-add-lines", { merge }, ({ merge }) => !!merge?.add.length).then(() => {
    addToCartWorkflow.runAsStep({ input: transform({ merge }, ({ merge }) => ({ cart_id: (merge as Merge).cart_id, items: (merge as Merge).add })) })
  })
  when("merge-raise-lines", { merge }, ({ merge }) => !!merge?.raise.length).then(() => {
    updateLineItemsStep(
      transform({ merge }, ({ merge }) => ({
        id: (merge as Merge).cart_id,
        items: (merge as Merge).raise.map((line) => ({ selector: { id: line.id }, data: { quantity: line.quantity } })),
      }))
    )
    refreshCartItemsWorkflow.runAsStep({ input: transform({ merge }, ({ merge }) => ({ cart_id: (merge as Merge).cart_id, force_refresh: true })) })
  })
  when("merge-mark-visitor-cart", { merge }, ({ merge }) => !!merge).then(() => {
    updateCartsStep(transform({ merge }, ({ merge }) => [{ id: (merge as Merge).visitor_cart_id, metadata: (merge as Merge).visitor_metadata }]))
    releaseLockStep({ key: transform({ merge }, ({ merge }) => (merge as Merge).cart_id) }).config({ name: "unlock-customer-cart" })
  })

  releaseLockStep({ key: input.cart_id }).config({ name: "unlock-visitor-cart" })
  return new WorkflowResponse(transform({ plan }, ({ plan }) => ({ cart_id: plan.cart_id })))
})
