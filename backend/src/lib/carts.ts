import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The storefront's "Buy now" checkout runs in a cart of its own, marked
 * `metadata: { purpose: "buy-now" }`; such a cart is never the customer's shopping cart.
 */
export const BUY_NOW_PURPOSE = "buy-now"

const PAGE = 20

/**
 * The id of the customer's shopping cart: their newest cart that is neither completed nor a
 * "Buy now" cart. Null when they have none.
 */
export async function findCustomerCartId(container: MedusaContainer, customerId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // Newest first, a page at a time: "Buy now" carts left unfinished may sit on top.
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "metadata"],
      filters: { customer_id: customerId, completed_at: null },
      pagination: { skip, take: PAGE, order: { created_at: "DESC", id: "DESC" } },
    })
    const cart = data.find((c) => (c.metadata as { purpose?: unknown } | null | undefined)?.purpose !== BUY_NOW_PURPOSE)
    if (cart) return cart.id
    if (data.length < PAGE) return null
  }
}
