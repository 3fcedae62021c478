import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { StoreUpdateOwnCustomer } from "../store/customers/me/validators"

/**
 * POST /store/customers/me: Medusa's own body validator keeps only its fields, so the shop's
 * `sms_notifications` is checked here from the raw body (400 for anything but true or false)
 * and added to the validated body, whichever of the two ran first.
 */
export function validateSmsPreference(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>
  if (!("sms_notifications" in body)) return next()
  const result = StoreUpdateOwnCustomer.safeParse({ sms_notifications: body.sms_notifications })
  if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
  req.validatedBody = { ...((req.validatedBody as Record<string, unknown> | undefined) ?? {}), ...result.data }
  next()
}
