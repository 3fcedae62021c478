import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normaliseEmail } from "../../lib/emails"

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
