import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { normaliseEmail } from "../../workflows/accounts/rules/emailpass"
import { FIELD_LIMITS } from "../../lib/http/input-limits"
import { messages } from "../../lib/messages"
import { resetLinkThrottle } from "../../workflows/accounts/rules/sign-in-throttle"
import { admitted } from "./throttle-answer"

type ResetBody = { identifier?: unknown } | undefined

/**
 * Medusa's reset-password route looks the identifier up exactly as sent, while the shop stores
 * every emailpass sign-in normalised (modules/emailpass-normalised): `A@Example.com` must reach
 * the sign-in `a@example.com`. Set on the body and on the validated body, whichever middleware
 * ran first. (A sign-in stored in mixed case before emails were normalised is reached only as
 * typed: the boot check reports those.)
 */
export function normaliseResetIdentifier(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  for (const body of [req.body as ResetBody, req.validatedBody as ResetBody]) {
    if (body && typeof body.identifier === "string") body.identifier = normaliseEmail(body.identifier)
  }
  next()
}

/**
 * Asking for a reset link (after normaliseResetIdentifier): an identifier longer than an email
 * can be (FIELD_LIMITS.email) → 400; more than MAX_RESET_LINKS requests for one identifier within
 * RESET_LINK_WINDOW_MS (workflows/accounts/rules/sign-in-throttle.ts) → 429 with Retry-After. Every request counts,
 * for an email with a sign-in or not, so both answer alike (201, then 429) and tell nobody which
 * emails have an account. A body without a text identifier is left to Medusa's validation.
 */
export async function limitResetLinks(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const identifier = (req.body as ResetBody)?.identifier
  if (typeof identifier !== "string") return next()
  if (identifier.length > FIELD_LIMITS.email) {
    return next(new MedusaError(MedusaError.Types.INVALID_DATA, messages.fieldTooLong("identifier", FIELD_LIMITS.email)))
  }
  if (await admitted(resetLinkThrottle(), identifier, messages.tooManyResetLinks, res, next)) next()
}
