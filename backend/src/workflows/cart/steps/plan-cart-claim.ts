import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../rules/carts"
import { MERGE_FIELDS, planLineMerge, type LineMerge, type MergeCart } from "../rules/merge-lines"
import { isGuestCart, MERGED_INTO } from "../rules/visitor-carts"
import { messages } from "../../../lib/messages"

export { MERGED_INTO }

export type CartClaimInput = { cart_id: string; customer_id: string }

/** What claiming a visitor's cart will do, decided before anything is written. */
export type CartClaimPlan =
  /** Already claimed (a replay): answer this cart, write nothing. */
  | { kind: "done"; cart_id: string }
  /** The customer has no cart: the visitor cart becomes theirs. */
  | { kind: "transfer"; cart_id: string }
  /** Lines go into the customer's cart (`cart_id`); the visitor cart is marked merged. */
  | ({ kind: "merge"; cart_id: string; visitor_cart_id: string; visitor_metadata: Record<string, unknown> } & LineMerge)

/**
 * Reads the visitor cart (under its lock) and the customer's cart and plans the claim. A cart
 * that is another customer's, or missing, is "not found" (404, as every cart route answers); a
 * completed cart is refused (400). Lines merge by the shop's rule (rules/merge-lines.ts).
 */
export const planCartClaimStep = createStep("plan-cart-claim", async (input: CartClaimInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const read = async (id: string) => (await query.graph({ entity: "cart", fields: MERGE_FIELDS, filters: { id } })).data[0] as MergeCart | undefined

  const visitor = await read(input.cart_id)
  if (!visitor || (!isGuestCart(visitor) && visitor.customer_id !== input.customer_id)) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.cartNotFound(input.cart_id))
  }
  const mergedInto = visitor.metadata?.[MERGED_INTO]
  if (mergedInto !== undefined) {
    // A replay answers the cart it went into, to that cart's customer only: anyone else holding
    // the old visitor cart's id (or a cart whose metadata merely names another's) finds nothing.
    const into = typeof mergedInto === "string" ? await read(mergedInto) : undefined
    if (!into || into.customer_id !== input.customer_id) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.cartNotFound(input.cart_id))
    return new StepResponse<CartClaimPlan>({ kind: "done", cart_id: into.id })
  }
  if (visitor.customer_id === input.customer_id) return new StepResponse<CartClaimPlan>({ kind: "done", cart_id: visitor.id })
  if (visitor.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartClaimCompleted)

  const ownId = await findCustomerCartId(container, input.customer_id)
  if (!ownId) return new StepResponse<CartClaimPlan>({ kind: "transfer", cart_id: visitor.id })

  const own = (await read(ownId)) as MergeCart
  return new StepResponse<CartClaimPlan>({
    kind: "merge",
    cart_id: own.id,
    visitor_cart_id: visitor.id,
    visitor_metadata: { ...(visitor.metadata ?? {}), [MERGED_INTO]: own.id },
    ...(await planLineMerge(query, visitor, own)),
  })
})
