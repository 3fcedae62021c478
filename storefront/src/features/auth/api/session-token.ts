import type Medusa from "@medusajs/js-sdk"
import { setMaybeSignedIn } from "../../../lib/medusa"

/** A sign-in token for one call: it is never stored, the session cookie is what lasts. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * A token that names the customer, for a token that did not yet (the account was created with
 * it): Medusa's refresh reads the new customer into it.
 */
export async function refreshedToken(sdk: Medusa, token: string): Promise<string> {
  const { token: named } = await sdk.client.fetch<{ token: string }>("/auth/token/refresh", { method: "POST", headers: bearer(token) })
  return named
}

/**
 * Medusa's session auth: the token is exchanged for an httpOnly, SameSite session cookie on the
 * shop's origin (POST /auth/session), and dropped.
 */
export async function startSession(sdk: Medusa, token: string) {
  await sdk.client.fetch("/auth/session", { method: "POST", headers: bearer(token) })
  setMaybeSignedIn(true)
}
