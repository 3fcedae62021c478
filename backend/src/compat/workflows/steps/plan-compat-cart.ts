import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../../../workflows/cart/rules/carts"
import type { ResolvedCompatItem } from "./resolve-compat-items"

export type CompatCartPlan = {
  /** The customer's shopping cart, or null when a new one must be created. */
  cart_id: string | null
  /** Lines to remove: products no longer wanted, or wanted in another quantity. */
  remove_line_ids: string[]
  /** Lines to add: new products, and the changed quantities (as a fresh line). */
  add: { variant_id: string; quantity: number }[]
  changed: boolean
}

/** What must change so that the customer's cart holds exactly these items. */
export const planCompatCartStep = createStep(
  "plan-compat-cart",
  async ({ customer_id, items }: { customer_id: string; items: ResolvedCompatItem[] }, { container }) => {
    const cartId = await findCustomerCartId(container, customer_id)
    const lines = cartId ? await container.resolve(Modules.CART).listLineItems({ cart_id: cartId }, { select: ["id", "variant_id", "quantity"] }) : []
    const wanted = new Map(items.map((item) => [item.variant_id, item.quantity]))
    const kept = new Set<string>()
    const remove: string[] = []
    for (const line of lines) {
      const quantity = line.variant_id ? wanted.get(line.variant_id) : undefined
      if (quantity !== undefined && quantity === Number(line.quantity) && !kept.has(line.variant_id!)) kept.add(line.variant_id!)
      else remove.push(line.id)
    }
    const add = items.filter((item) => !kept.has(item.variant_id)).map(({ variant_id, quantity }) => ({ variant_id, quantity }))
    const plan: CompatCartPlan = { cart_id: cartId, remove_line_ids: remove, add, changed: remove.length > 0 || add.length > 0 }
    return new StepResponse(plan)
  }
)
