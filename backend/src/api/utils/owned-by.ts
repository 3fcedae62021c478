import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { MERGED_INTO } from "../../workflows/cart/steps/plan-cart-claim"

type Resource = "cart" | "order" | "payment_collection"

const OWNER_FIELD: Record<Resource, string> = {
  cart: "customer_id",
  order: "customer_id",
  payment_collection: "cart.customer_id",
}
const NOT_FOUND: Record<Resource, (id: string) => string> = {
  cart: messages.cartNotFound,
  order: messages.orderNotFound,
  payment_collection: messages.paymentCollectionNotFound,
}

type VisitorCartFields = { customer_id?: string | null; completed_at?: unknown; metadata?: Record<string, unknown> | null }

/**
 * A cart still open to whoever holds its id: no customer, not ordered, not merged into a
 * customer's cart at sign-in (claim-visitor-cart marks it with the cart it went into, which is
 * nobody else's business).
 */
export const isOpenVisitorCart = (cart: VisitorCartFields) => !cart.customer_id && !cart.completed_at && cart.metadata?.[MERGED_INTO] === undefined

/**
 * A visitor starts a cart with its products only: an email would link it to (or create) the
 * customer with that email, and an address given as an id would borrow someone else's.
 */
export function visitorCartStart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>
  const personal = ["email", "shipping_address", "billing_address"].some((field) => body[field] !== undefined && body[field] !== null)
  next(!customerId(req) && personal ? new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.visitorCartDetails) : undefined)
}

/** The signed-in customer's id (Medusa reads the token on every /store route). */
const customerId = (req: MedusaRequest) => {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  return auth?.actor_type === "customer" && auth.actor_id ? auth.actor_id : undefined
}

/** Only a signed-in customer may do this. */
export function requireCustomer(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(customerId(req) ? undefined : new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired))
}

/**
 * Stock Medusa serves a cart or an order to anyone who knows its id. Here only the customer it
 * belongs to may read or change it: anyone else is told it does not exist (404), a visitor
 * that they must sign in (401).
 */
export function ownedBy(resource: Resource, idOf: (req: MedusaRequest) => unknown, options: { visitorCarts?: boolean; stillOpen?: boolean } = {}) {
  return async (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const owner = customerId(req)
      if (!owner && !options.visitorCarts) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired)
      const id = idOf(req)
      // No id: the route's own validation answers.
      if (typeof id !== "string" || !id) return next()

      const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
      const fields =
        resource === "cart"
          ? [OWNER_FIELD.cart, "completed_at", "metadata"]
          : resource === "payment_collection"
            ? [OWNER_FIELD[resource], "cart.completed_at"]
            : [OWNER_FIELD[resource]]
      const { data } = await query.graph({ entity: resource, fields, filters: { id } })
      const record = data[0] as (VisitorCartFields & { cart?: { customer_id?: string | null; completed_at?: unknown } }) | undefined
      const recordOwner = resource === "payment_collection" ? record?.cart?.customer_id : record?.customer_id
      // A visitor cart (no customer yet; its id known only to the storefront's httpOnly cookie)
      // may be read and filled by whoever holds its id, until it is claimed at sign-in.
      if (options.visitorCarts && record && isOpenVisitorCart(record)) return next()
      if (!owner) throw new MedusaError(MedusaError.Types.UNAUTHORIZED, messages.signInRequired)
      if (!record || recordOwner !== owner) throw new MedusaError(MedusaError.Types.NOT_FOUND, NOT_FOUND[resource](id))
      // An ordered cart's payment is the order's: a new session would drop (and refund) the one paid.
      if (options.stillOpen && (record.completed_at || record.cart?.completed_at))
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.cartClaimCompleted)
      next()
    } catch (error) {
      next(error)
    }
  }
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
