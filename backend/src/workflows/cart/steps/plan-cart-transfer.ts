import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../rules/carts"
import { MERGE_FIELDS, planLineMerge, type LineMerge, type MergeCart } from "../rules/merge-lines"
import { assertTransferable, MERGED_INTO } from "../rules/visitor-carts"

export type CartTransferInput = { id: string; customer_id: string; additional_data?: Record<string, unknown> }

/**
 * What a transfer will do besides making the cart the customer's: nothing more, or take the
 * lines of the customer's own shopping cart (`from_cart_id`), which is then marked merged.
 */
export type CartTransferPlan = { merge: null } | { merge: { from_cart_id: string; from_metadata: Record<string, unknown> } & LineMerge }

/**
 * Under the transferred cart's lock: refuses a cart that may not become the customer's before
 * anything is written (rules/visitor-carts.ts), and names their own shopping cart, to be locked
 * before its lines are read. A cart already theirs (a replay) names none.
 */
export const findOwnCartStep = createStep("find-own-cart-to-merge", async (input: CartTransferInput, { container }) => {
  await assertTransferable(container, input.id, input.customer_id)
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["customer_id"], filters: { id: input.id } })
  if (data[0]?.customer_id === input.customer_id) return new StepResponse<{ own_cart_id: string | null }>({ own_cart_id: null })
  const ownId = await findCustomerCartId(container, input.customer_id)
  return new StepResponse<{ own_cart_id: string | null }>({ own_cart_id: ownId && ownId !== input.id ? ownId : null })
})

/**
 * Under both carts' locks, plans the transfer: the customer's own cart (still their shopping
 * cart: a parallel order or merge may have taken it meanwhile) is merged into this one by the
 * shop's rule (rules/merge-lines.ts), so the client keeps the cart id it holds.
 */
export const planCartTransferStep = createStep("plan-cart-transfer", async (input: CartTransferInput & { own_cart_id: string | null }, { container }) => {
  if (!input.own_cart_id) return new StepResponse<CartTransferPlan>({ merge: null })
  await assertTransferable(container, input.id, input.customer_id)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const read = async (id: string) => (await query.graph({ entity: "cart", fields: MERGE_FIELDS, filters: { id } })).data[0] as MergeCart
  const cart = await read(input.id)
  if (cart.customer_id === input.customer_id) return new StepResponse<CartTransferPlan>({ merge: null })
  // Re-read under its lock: the cart named before the lock may have been ordered or merged since.
  if ((await findCustomerCartId(container, input.customer_id)) !== input.own_cart_id) return new StepResponse<CartTransferPlan>({ merge: null })
  const own = await read(input.own_cart_id)
  return new StepResponse<CartTransferPlan>({
    merge: { from_cart_id: own.id, from_metadata: { ...(own.metadata ?? {}), [MERGED_INTO]: cart.id }, ...(await planLineMerge(query, own, cart)) },
  })
})
