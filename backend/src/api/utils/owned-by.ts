import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { declaresAccess } from "../../lib/http/route-declarations"
import { messages } from "../../lib/messages"
import { GUEST_CART_FIELDS, isOpenVisitorCart, type GuestCartFields } from "../../workflows/cart/rules/visitor-carts"

type Resource = "cart" | "order" | "payment_collection"

const NOT_FOUND: Record<Resource, (id: string) => string> = {
  cart: messages.cartNotFound,
  order: messages.orderNotFound,
  payment_collection: messages.paymentCollectionNotFound,
}
const FIELDS: Record<Resource, string[]> = {
  cart: GUEST_CART_FIELDS,
  order: ["customer_id"],
  payment_collection: GUEST_CART_FIELDS.map((field) => `cart.${field}`),
}

/**
 * A visitor starts a cart with its products only: an email would link it to (or create) the
 * customer with that email (Medusa's createCartWorkflow cannot tell a typed email from a signed-in
 * one), and an address given as an id would borrow someone else's. Once started, a guest cart
 * takes an email and addresses (POST /store/carts/:id), checked by the updateCartWorkflow hook.
 */
export const visitorCartStart = declaresAccess("public", function visitorCartStart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>
  const personal = ["email", "shipping_address", "billing_address"].some((field) => body[field] !== undefined && body[field] !== null)
  next(!customerId(req) && personal ? new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.visitorCartDetails) : undefined)
})

/** The signed-in customer's id (Medusa reads the token on every /store route). */
const customerId = (req: MedusaRequest) => {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  return auth?.actor_type === "customer" && auth.actor_id ? auth.actor_id : undefined
}

/** Only a signed-in customer may do this. */
export const requireCustomer = declaresAccess("customer", function requireCustomer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(customerId(req) ? undefined : new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired))
})

type OwnedByOptions = {
  /** An open guest cart (workflows/cart/rules/visitor-carts) is anyone's who holds its id. */
  visitorCarts?: boolean
  /** An ordered cart's payment is the order's: a new session would drop (and refund) the one paid. */
  stillOpen?: boolean
  /** Placing an order: it needs the cart's own signed-in customer, and says so (401). */
  ordering?: boolean
}

/**
 * Stock Medusa serves a cart or an order to anyone who knows its id. Here only the customer it
 * belongs to may read or change it: anyone else is told it does not exist (404), a visitor
 * that they must sign in (401). With `visitorCarts`, an open guest cart is read, filled and
 * taken to checkout by whoever holds its id; placing its order still needs its customer.
 */
export function ownedBy(resource: Resource, idOf: (req: MedusaRequest) => unknown, options: OwnedByOptions = {}) {
  return declaresAccess("owner", async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const owner = customerId(req)
      const signIn = options.ordering ? messages.orderSignInRequired : messages.signInRequired
      if (!owner && !options.visitorCarts) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, signIn)
      const id = idOf(req)
      // No id: the route's own validation answers.
      if (typeof id !== "string" || !id) return next()

      const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: resource, fields: FIELDS[resource], filters: { id } })
      const record = data[0] as (GuestCartFields & { cart?: GuestCartFields | null }) | undefined
      const cart = resource === "payment_collection" ? record?.cart : record
      // A guest's cart (its id known only to the client that started it) may be read and filled
      // by whoever holds its id, until it is ordered, merged or made a customer's.
      if (options.visitorCarts && cart && isOpenVisitorCart(cart)) return next()
      if (!owner) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, signIn)
      // A signed-in customer placing the order of a guest cart they hold: it must be theirs first.
      if (options.ordering && cart && isOpenVisitorCart(cart)) throw new MedusaError(MedusaError.Types.FORBIDDEN, messages.orderOwnCartRequired)
      if (!record || cart?.customer_id !== owner) throw new MedusaError(MedusaError.Types.NOT_FOUND, NOT_FOUND[resource](id))
      if (options.stillOpen && cart?.completed_at) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartClaimCompleted)
      next()
    } catch (error) {
      next(error)
    }
  })
}

/**
 * Medusa changes or deletes a line by its id alone (DELETE does not look at the cart in the
 * path), so a line of someone else's cart could be reached through one's own cart: the line must
 * be this cart's. Runs after ownedBy, which has checked the cart.
 */
export async function lineOfCart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const { id, line_id: lineId } = req.params
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "cart", fields: ["items.id"], filters: { id } })
    const lines = ((data[0] as { items?: ({ id: string } | null)[] } | undefined)?.items ?? []).map((line) => line?.id)
    next(lines.includes(lineId) ? undefined : new MedusaError(MedusaError.Types.NOT_FOUND, messages.lineItemNotFound(lineId)))
  } catch (error) {
    next(error)
  }
}

export const fromParam = (req: MedusaRequest) => req.params.id
export const fromBody = (field: string) => (req: MedusaRequest) => (req.body as Record<string, unknown> | undefined)?.[field]
export const fromQuery = (field: string) => (req: MedusaRequest) => req.query[field]
