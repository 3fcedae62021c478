import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isBuyNowCart } from "@chaka/rules"
import { MERGED_INTO } from "./visitor-carts"

const PAGE = 20

/**
 * The id of the customer's shopping cart: their newest cart that is neither completed, nor a
 * "Buy now" cart, nor merged into another (its lines went into the cart they took over at a
 * transfer). Null when they have none.
 */
export async function findCustomerCartId(container: MedusaContainer, customerId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  // Newest first, a page at a time: "Buy now" and merged carts may sit on top.
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "metadata"],
      filters: { customer_id: customerId, completed_at: null },
      pagination: { skip, take: PAGE, order: { created_at: "DESC", id: "DESC" } },
    })
    const cart = data.find((c) => !isBuyNowCart(c.metadata) && (c.metadata as Record<string, unknown> | null)?.[MERGED_INTO] === undefined)
    if (cart) return cart.id
    if (data.length < PAGE) return null
  }
}
