import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findCustomerCartId } from "../../../lib/carts"

/**
 * The lines of the customer's shopping cart that hold products just ordered: the original
 * emptied the cart on POST /orders, so what was ordered does not come back on the next visit.
 * Products not ordered stay (a "Buy now" of one product keeps the rest of the cart).
 */
export const planOrderedCartLinesStep = createStep(
  "plan-ordered-cart-lines",
  async ({ customer_id, product_ids }: { customer_id: string; product_ids: string[] }, { container }) => {
    const cartId = await findCustomerCartId(container, customer_id)
    const lines = cartId ? await container.resolve(Modules.CART).listLineItems({ cart_id: cartId, product_id: product_ids }, { select: ["id"] }) : []
    return new StepResponse({ cart_id: cartId, line_ids: lines.map((line) => line.id) })
  }
)
