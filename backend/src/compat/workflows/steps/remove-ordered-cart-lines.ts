import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../../../workflows/cart/rules/carts"

/**
 * Takes the products just ordered out of the customer's shopping cart: the original emptied
 * the cart on POST /orders, so what was ordered does not come back on the next visit; products
 * not ordered stay (a "Buy now" of one product keeps the rest). The lines are removed with the
 * Cart module itself, not Medusa's delete-line-items workflow, which re-prices the whole cart
 * and would fail on a line whose product was deleted since — and this is tidying after an
 * order already placed, which must not undo it: a failure here is logged, not thrown.
 */
export const removeOrderedCartLinesStep = createStep(
  "remove-ordered-cart-lines",
  async ({ customer_id, product_ids }: { customer_id: string; product_ids: string[] }, { container }) => {
    try {
      const cartId = await findCustomerCartId(container, customer_id)
      if (!cartId || !product_ids.length) return new StepResponse([] as string[], [] as string[])
      const cart = container.resolve(Modules.CART)
      const ids = (await cart.listLineItems({ cart_id: cartId, product_id: product_ids }, { select: ["id"] })).map((line) => line.id)
      if (ids.length) await cart.softDeleteLineItems(ids)
      return new StepResponse(ids, ids)
    } catch (error) {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`The products ordered stay in customer ${customer_id}'s cart: ${(error as Error).message}`)
      return new StepResponse([] as string[], [] as string[])
    }
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreLineItems(ids)
  }
)
