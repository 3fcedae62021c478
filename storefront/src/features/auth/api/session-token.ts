import type Medusa from "@medusajs/js-sdk"
import { maybeSignedIn, setMaybeSignedIn } from "../../../lib/medusa"
import { paths } from "../../../config/paths"
import type { Messages } from "../../../i18n"

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
 * A sign-in starts with no session: Medusa reads a session before a token, so a session still
 * open (another customer's, in a shared browser) would answer for the new sign-in's calls.
 */
export async function endSession(sdk: Medusa) {
  if (!maybeSignedIn()) return
  await sdk.client.fetch("/auth/session", { method: "DELETE" }).catch(() => {})
  setMaybeSignedIn(false)
}

/**
 * Medusa's session auth: the token is exchanged for an httpOnly, SameSite session cookie on the
 * shop's origin (POST /auth/session), and dropped. `confirm` reads who is signed in with the new
 * cookie: when the browser did not keep it, the shopper is told so (in `t`, the page's
 * `messages.auth`) instead of seeing nothing.
 */
export async function startSession<T>(sdk: Medusa, token: string, confirm: () => Promise<T | null>, t: Messages["auth"]): Promise<T> {
  await sdk.client.fetch("/auth/session", { method: "POST", headers: bearer(token) })
  setMaybeSignedIn(true)
  const session = await confirm()
  if (!session) throw new Error(t.sessionNotKept)
  // The cart filled before signing in becomes theirs (routes/cart-claim.ts); the sign-in stands
  // even if that fails (the visitor cart stays in its cookie for the next one).
  await fetch(paths.cartClaim(), { method: "POST", credentials: "same-origin" }).catch(() => undefined)
  return session
}
