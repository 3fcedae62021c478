import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { StoreUpdateOwnCustomer } from "./validators"

const taken = new WeakMap<MedusaRequest, boolean>()

/**
 * POST /store/customers/me: Medusa's own body validator is strict and knows only its fields, so
 * the shop's `sms_notifications` is checked here first (400 for anything but true or false) and
 * taken out of the body; the route reads it back with smsPreferenceOf. Registered without a
 * method, so it runs before Medusa's validator (a GET has no body and passes through).
 */
export function takeSmsPreference(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as Record<string, unknown> | undefined
  if (req.method !== "POST" || !body || typeof body !== "object" || !("sms_notifications" in body)) return next()
  const result = StoreUpdateOwnCustomer.safeParse({ sms_notifications: body.sms_notifications })
  if (!result.success) return next(new MedusaError(MedusaError.Types.INVALID_DATA, result.error.issues[0].message))
  delete body.sms_notifications
  if (result.data.sms_notifications !== undefined) taken.set(req, result.data.sms_notifications)
  next()
}

/** The request's checked `sms_notifications`, when it sent one. */
export const smsPreferenceOf = (req: MedusaRequest): StoreUpdateOwnCustomer => (taken.has(req) ? { sms_notifications: taken.get(req) } : {})
