import { statusOf } from "../../../lib/errors"
import type { LogInInput } from "../schemas"
import { bearer } from "./session-token"
import type { AuthCall } from "./auth-call"

/**
 * What Medusa answers a password for a sign-in with a second factor switched on (an admin's TOTP):
 * no token for the customer yet, a challenge and a token good only for answering it
 * (POST /auth/mfa/challenges/:id/verify).
 */
export type OwedChallenge = { id: string; token: string; expiresAt: string | null; methods: string[] }

/** Medusa's method id for the one-use recovery codes the dashboard gives when TOTP is set up. */
export const RECOVERY_CODE_METHOD = "recovery_code"

/** A password sign-in: done (a token naming the customer), or a code still owed. */
export type SignInStep = { token: string } | { challenge: OwedChallenge }

type PasswordAnswer = { token: string; mfa_required?: boolean; mfa_challenge?: { id: string; expires_at?: string | null; methods?: unknown } }

/** The challenge owed after a password (or a refresh): its id, the token that answers it, and how it may be answered. */
function owed({ token, mfa_challenge }: PasswordAnswer & { mfa_challenge: { id: string } }): { challenge: OwedChallenge } {
  const methods = Array.isArray(mfa_challenge.methods) ? mfa_challenge.methods.filter((m): m is string => typeof m === "string") : []
  return { challenge: { id: mfa_challenge.id, token, expiresAt: mfa_challenge.expires_at ?? null, methods } }
}

/**
 * Email + password sign-in with Medusa's emailpass provider: a token that names the customer, or
 * the challenge of a second factor (then `namedCustomerToken` once the code passed). A sign-in
 * that exists without a customer (an admin user created in Medusa's dashboard or with
 * `medusa user`) gets its customer record now, then a token that names it — the flow Medusa
 * documents for identities without an actor. The log-in and sign-up pages' action signs in this
 * way (form-sign-in.server.ts).
 */
export async function customerToken(call: AuthCall, { email, password }: LogInInput): Promise<SignInStep> {
  const answer = await call<PasswordAnswer>("/auth/customer/emailpass", { method: "POST", body: { email, password } })
  if (answer.mfa_required && answer.mfa_challenge?.id) return owed({ ...answer, mfa_challenge: answer.mfa_challenge })
  return namedCustomerToken(call, answer.token, email)
}

/**
 * A token of this sign-in that names its customer: as it is when it does; otherwise the customer
 * record is made and the token refreshed. After a second factor the backend's refresh keeps it
 * (backend api/utils/refresh-after-factor.ts); a backend that asks for another code instead
 * (Medusa alone makes a new challenge for a token without its actor) gets that challenge returned.
 */
export async function namedCustomerToken(call: AuthCall, token: string, email: string): Promise<SignInStep> {
  try {
    await call("/store/customers/me", { query: { fields: "id" }, headers: bearer(token) })
    return { token }
  } catch (error) {
    if (statusOf(error) !== 401) throw error
  }
  await call("/store/customers", { method: "POST", body: { email }, headers: bearer(token) })
  const refreshed = await call<PasswordAnswer>("/auth/token/refresh", { method: "POST", headers: bearer(token) })
  if (refreshed.mfa_required && refreshed.mfa_challenge?.id) return owed({ ...refreshed, mfa_challenge: refreshed.mfa_challenge })
  return { token: refreshed.token }
}
