import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { cartEmailThrottle, promotionCodeThrottle } from "../../workflows/accounts/rules/sign-in-throttle"
import { admitted, onceAnswered } from "./throttle-answer"

/*
 * Limits per cart, not per address: the shop's storefront (and a standard one's server) calls the
 * API for every shopper from one address. Counted in Redis when REDIS_URL is set (all servers).
 */

const cartKey = (req: MedusaRequest) => `cart:${req.params.id}`

/**
 * POST /store/carts/:id with an email other than the cart's: each one counts (it may become a
 * guest customer). The same email sent again with an address (a standard checkout form does) does not.
 */
export async function limitCartEmails(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (email === undefined) return next()
  try {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["email"], filters: { id: req.params.id } })
    const current = data[0]?.email as string | null | undefined
    if (typeof email === "string" && current && current.toLowerCase() === email.toLowerCase()) return next()
  } catch (error) {
    return next(error)
  }
  if (await admitted(cartEmailThrottle(), cartKey(req), messages.tooManyCartEmails, res, next)) next()
}

/**
 * POST /store/carts with promotion codes: codes are tried on a started cart, where they are
 * counted (limitPromotionCodes); a new cart per guess would go round the count.
 */
export function codesOnStartedCarts(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const codes = (req.body as { promo_codes?: unknown } | undefined)?.promo_codes
  const given = Array.isArray(codes) ? codes.length > 0 : codes !== undefined && codes !== null
  next(given ? new MedusaError(MedusaError.Types.INVALID_DATA, messages.promotionCodesOnStartedCart) : undefined)
}

/**
 * A promotion code tried on a cart (its own routes, or `promo_codes` on the cart's update):
 * refused codes count, a code that applies does not (guessing codes stops; shopping does not).
 */
export async function limitPromotionCodes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const isCodeRoute = /\/promotions\/?$/i.test((req.originalUrl ?? req.url).split("?")[0])
  if (!isCodeRoute && (req.body as { promo_codes?: unknown } | undefined)?.promo_codes === undefined) return next()
  const throttle = promotionCodeThrottle()
  const key = cartKey(req)
  if (!(await admitted(throttle, key, messages.tooManyPromotionCodes, res, next))) return
  onceAnswered(res, (status) => {
    const applied = status !== null && status >= 200 && status < 300
    throttle.end(key, applied ? "other" : "failed").catch(() => {})
  })
  next()
}
