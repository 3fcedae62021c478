import type { BigNumberInput, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN, MedusaError, Modules } from "@medusajs/framework/utils"
import { normaliseEmail } from "../../../modules/emailpass-normalised/emails"
import { messages } from "../../../lib/messages"

/**
 * The shop's rules on cart lines, called by the hooks of Medusa's cart workflows
 * (src/workflows/hooks), so the storefront, the dashboard, the compatibility API and any
 * workflow run by code obey them alike. Each throws a MedusaError (the HTTP status follows its
 * type) or returns.
 */

/** A line's quantity is a whole number of 1 or more (1.5, 0 and -1 are refused: 400). */
export function assertWholeQuantity(quantity: BigNumberInput | null | undefined): void {
  if (!isWholeQuantity(quantity)) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.quantityInvalid)
}

function isWholeQuantity(quantity: BigNumberInput | null | undefined) {
  if (typeof quantity === "number") return Number.isSafeInteger(quantity) && quantity >= 1
  if (quantity === null || quantity === undefined || quantity === "") return false
  try {
    const value = MathBN.convert(quantity)
    return value.isInteger() && value.gte(1) && value.lte(Number.MAX_SAFE_INTEGER)
  } catch {
    return false
  }
}

/**
 * A cart address given by id (an `id` in the address, or the id alone when a cart is created)
 * must be this cart's own address of that kind. Medusa's store routes take such ids: without
 * this, a customer could attach another cart's address to their cart, read it and rewrite it.
 */
export function assertOwnCartAddress(address: object | string | null | undefined, ownAddressId: string | null | undefined): void {
  const id = typeof address === "string" ? address : (address as { id?: unknown } | null | undefined)?.id
  if (id && id !== ownAddressId) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartAddressNotOwn)
}

/**
 * A signed-in customer's cart carries that customer's email (any letter case): an order's email
 * is where its confirmation goes and what the admin sees, so another person's is refused (400).
 * A guest's cart takes the email typed (Medusa links a guest customer with it), never a
 * registered customer's (visitor-carts.ts, assertNotJoinedToAccount).
 */
export async function assertCustomersEmail(container: MedusaContainer, customerId: string | null | undefined, email: unknown): Promise<void> {
  if (email === undefined || email === null || !customerId) return
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["email", "has_account"] })
  if (!customer?.has_account) return
  if (typeof email !== "string" || normaliseEmail(email) !== normaliseEmail(customer.email ?? "")) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.cartEmailNotCustomers)
  }
}

/**
 * An ordered cart is not changed: its address and email are the order's. Medusa's
 * updateCartWorkflow reads the cart without `completed_at`, so its own check fires only after the
 * address is written (and its compensation does not restore it): checked here first (400).
 */
export async function assertCartNotOrdered(container: MedusaContainer, cartId: string): Promise<void> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["completed_at"], filters: { id: cartId } })
  if (data[0]?.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartClaimCompleted)
}
