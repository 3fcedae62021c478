import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { messages } from "../../lib/messages"

/**
 * Medusa's own POST /store/payment-collections/:id/payment-sessions saves the caller's `data` as
 * the session's until the provider answers, and a provider reads a session's data back when it is
 * dropped (bKash refunds what its data names). The shop builds every session's data itself
 * (place-order, POST /store/carts/:id/bkash): here a caller only picks a provider, and bKash,
 * which needs the shop's data, is started from checkout.
 */
export function plainPaymentSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as Record<string, unknown> | undefined
  if (body && "data" in body) return next(new MedusaError(MedusaError.Types.INVALID_DATA, messages.paymentSessionDataRefused))
  if (typeof body?.provider_id === "string" && body.provider_id.trim().toLowerCase() === BKASH_PAYMENT_PROVIDER_ID)
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, messages.bkashFromCheckout))
  next()
}
