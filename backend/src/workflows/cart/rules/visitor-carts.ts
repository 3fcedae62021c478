import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"

/** Metadata key on a cart merged into another at sign-in or at a transfer: that cart's id. */
export const MERGED_INTO = "merged_into_cart_id"

/** What decides whether a cart is a guest's: read with these fields (query.graph on `cart`). */
export const GUEST_CART_FIELDS = ["customer_id", "customer.has_account", "completed_at", "metadata"]

export type GuestCartFields = {
  customer_id?: string | null
  customer?: { has_account?: boolean | null } | null
  completed_at?: unknown
  metadata?: Record<string, unknown> | null
}

/**
 * A guest's cart: no customer, or the guest customer (no account) Medusa's updateCartWorkflow
 * links a cart to when an email is typed on it. Nobody signs in as a guest customer, so such a
 * cart is still only its holder's.
 */
export const isGuestCart = (cart: GuestCartFields) => !cart.customer_id || cart.customer?.has_account === false

/**
 * A cart still open to whoever holds its id: a guest's, not ordered, not merged into a
 * customer's cart (the cart it went into is nobody else's business).
 */
export const isOpenVisitorCart = (cart: GuestCartFields) => isGuestCart(cart) && !cart.completed_at && cart.metadata?.[MERGED_INTO] === undefined

/**
 * A guest's cart is never joined to a registered customer by an email typed on it: Medusa's
 * updateCartWorkflow links a cart to the customer with that email, whose account would then show
 * a stranger's cart (and the stranger keep writing to it). 401: the owner of that email signs in
 * and makes the cart theirs (POST /store/carts/:id/customer).
 */
export async function assertNotJoinedToAccount(container: MedusaContainer, cartCustomerId: string | null | undefined, newCustomerId: unknown) {
  if (typeof newCustomerId !== "string" || !newCustomerId || newCustomerId === cartCustomerId) return
  const [customer] = await container.resolve(Modules.CUSTOMER).listCustomers({ id: newCustomerId }, { select: ["id", "has_account"] })
  if (customer?.has_account) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.cartEmailHasAccount)
}

/**
 * A cart becomes a customer's (Medusa's transferCartCustomerWorkflow, whoever runs it) only when
 * it is theirs already or an open guest cart: someone else's cart, or a merged one, is "not found"
 * (404, as every cart route answers), an ordered one is refused (400).
 */
export async function assertTransferable(container: MedusaContainer, cartId: string, customerId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: ["id", ...GUEST_CART_FIELDS], filters: { id: cartId } })
  const cart = data[0] as GuestCartFields | undefined
  if (cart && cart.customer_id === customerId) return
  if (!cart || !isGuestCart(cart) || cart.metadata?.[MERGED_INTO] !== undefined)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.cartNotFound(cartId))
  if (cart.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartClaimCompleted)
}

/**
 * An order is placed from a registered customer's own cart (spec: ordering needs an account),
 * whoever calls Medusa's completeCartWorkflow: a guest's cart is refused with the rule (401, the
 * client signs in and transfers the cart), a cart merged into another (its lines moved there) is
 * "not found" (404), as the cart routes answer it. An ordered cart passes: a retry answers its order.
 */
export async function assertOrderable(container: MedusaContainer, cartId: string) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: ["id", ...GUEST_CART_FIELDS], filters: { id: cartId } })
  const cart = data[0] as GuestCartFields | undefined
  // An ordered cart answers its order (Medusa's completion is idempotent).
  if (cart?.completed_at) return
  if (!cart || cart.metadata?.[MERGED_INTO] !== undefined) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.cartNotFound(cartId))
  if (isGuestCart(cart)) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.orderSignInRequired)
}
