import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

/** What "Place order" and "Pay with bKash" need to know of a cart before touching it. */
export type CheckoutCart = {
  id: string
  customer_id: string | null
  /** Already made into an order (completed, or linked to its order by an interrupted checkout). */
  placed: boolean
  /** Its order, once linked (a cart completed moments ago by Medusa is linked in the same step). */
  order_id: string | null
  payment_collection_id: string | null
}

/**
 * Reads the cart, under its lock. A cart already made into an order goes straight to Medusa's
 * completion, which answers its order (or finishes an interrupted one): the customer's retry after
 * a lost answer gets the same order, and never meets updateCartWorkflow's refusal of a completed
 * cart. An open cart without lines is refused (400) before anything is written.
 */
export const readCheckoutCartStep = createStep("read-checkout-cart", async ({ cart_id }: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: carts }, { data: links }] = await Promise.all([
    query.graph({ entity: "cart", fields: ["id", "customer_id", "completed_at", "items.id", "payment_collection.id"], filters: { id: cart_id } }),
    query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id } }),
  ])
  const cart = carts[0]
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.cartNotFound(cart_id))
  const placed = Boolean(cart.completed_at) || links.length > 0
  if (!placed && !cart.items?.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.checkoutCartEmpty)
  return new StepResponse<CheckoutCart>({
    id: cart.id,
    customer_id: cart.customer_id ?? null,
    placed,
    order_id: links[0]?.order_id ?? null,
    payment_collection_id: cart.payment_collection?.id ?? null,
  })
})
