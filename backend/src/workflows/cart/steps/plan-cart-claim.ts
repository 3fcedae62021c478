import { ContainerRegistrationKeys, getVariantAvailability, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../../../lib/checkout/carts"
import { messages } from "../../../lib/messages"

export type CartClaimInput = { cart_id: string; customer_id: string }

/** What claiming a visitor's cart will do, decided before anything is written. */
export type CartClaimPlan =
  /** Already claimed (a replay): answer this cart, write nothing. */
  | { kind: "done"; cart_id: string }
  /** The customer has no cart: the visitor cart becomes theirs. */
  | { kind: "transfer"; cart_id: string }
  /** Lines go into the customer's cart (`cart_id`); the visitor cart is marked merged. */
  | {
      kind: "merge"
      cart_id: string
      visitor_cart_id: string
      visitor_metadata: Record<string, unknown>
      add: { variant_id: string; quantity: number }[]
      raise: { id: string; quantity: number }[]
    }

/** Metadata key on a visitor cart merged into a customer's cart: that cart's id. */
export const MERGED_INTO = "merged_into_cart_id"

type CartRow = {
  id: string
  customer_id?: string | null
  completed_at?: unknown
  sales_channel_id?: string | null
  metadata?: Record<string, unknown> | null
  items?: ({ id: string; variant_id?: string | null; quantity: unknown } | null)[] | null
}

const FIELDS = ["id", "customer_id", "completed_at", "sales_channel_id", "metadata", "items.id", "items.variant_id", "items.quantity"]

/**
 * Reads the visitor cart (under its lock) and the customer's cart and plans the claim. A cart
 * that is another customer's, or missing, is "not found" (404, as every cart route answers); a
 * completed cart is refused (400). Merged quantities are the two carts' sum, capped at what is
 * available to sell in the customer's cart's sales channel; a product with nothing available is
 * left out.
 */
export const planCartClaimStep = createStep("plan-cart-claim", async (input: CartClaimInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const read = async (id: string) => (await query.graph({ entity: "cart", fields: FIELDS, filters: { id } })).data[0] as CartRow | undefined

  const visitor = await read(input.cart_id)
  if (!visitor || (visitor.customer_id && visitor.customer_id !== input.customer_id)) {
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

  const own = (await read(ownId)) as CartRow
  const lines = (cart: CartRow) => (cart.items ?? []).filter((line) => line?.variant_id) as { id: string; variant_id: string; quantity: unknown }[]
  const visitorLines = lines(visitor)
  const variantIds = [...new Set(visitorLines.map((line) => line.variant_id))]
  const available = variantIds.length ? await getVariantAvailability(query, { variant_ids: variantIds, sales_channel_id: own.sales_channel_id as string }) : {}
  // null availability: the variant's stock is not managed, so there is no cap.
  const cap = (variantId: string, quantity: number) => {
    const limit = available[variantId]?.availability
    return limit === null || limit === undefined ? quantity : Math.min(quantity, limit)
  }

  const add: { variant_id: string; quantity: number }[] = []
  const raise: { id: string; quantity: number }[] = []
  for (const variantId of variantIds) {
    const extra = visitorLines.filter((line) => line.variant_id === variantId).reduce((sum, line) => sum + Number(line.quantity), 0)
    const existing = lines(own).find((line) => line.variant_id === variantId)
    if (existing) {
      const quantity = Math.max(Number(existing.quantity), cap(variantId, Number(existing.quantity) + extra))
      if (quantity !== Number(existing.quantity)) raise.push({ id: existing.id, quantity })
    } else {
      const quantity = cap(variantId, extra)
      if (quantity >= 1) add.push({ variant_id: variantId, quantity })
    }
  }
  return new StepResponse<CartClaimPlan>({
    kind: "merge",
    cart_id: own.id,
    visitor_cart_id: visitor.id,
    visitor_metadata: { ...(visitor.metadata ?? {}), [MERGED_INTO]: own.id },
    add,
    raise,
  })
})
