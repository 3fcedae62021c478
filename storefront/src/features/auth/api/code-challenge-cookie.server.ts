import { readCookie, shopCookie } from "../../../lib/cookies.server"
import type { OwedChallenge } from "./log-in"

/**
 * The sign-in waiting for its code, between the password's post and the code's: Medusa's challenge
 * id, the token good only for answering it, the methods it takes (a recovery code when the admin
 * has some left), and the email (to make the customer record of an admin
 * who has none yet). httpOnly, so no script sees the token; it lasts as long as the challenge.
 */
export const CODE_CHALLENGE_COOKIE = "chaka.mfa"

/** Medusa's challenges last 5 minutes unless configured otherwise; never longer than 15 here. */
const DEFAULT_S = 300
const LONGEST_S = 900

export type WaitingSignIn = { challenge: OwedChallenge; email: string }

export function rememberChallenge(request: Request, waiting: WaitingSignIn): string {
  const expires = waiting.challenge.expiresAt ? Date.parse(waiting.challenge.expiresAt) : NaN
  const seconds = Number.isFinite(expires) ? Math.round((expires - Date.now()) / 1000) : DEFAULT_S
  const maxAge = Math.max(1, Math.min(LONGEST_S, seconds))
  const value = Buffer.from(JSON.stringify(waiting)).toString("base64url")
  return shopCookie(request, CODE_CHALLENGE_COOKIE, value, { httpOnly: true, maxAge })
}

/** The waiting sign-in the request carries, if its cookie is one (anything else is none). */
export function waitingChallenge(request: Request): WaitingSignIn | undefined {
  const value = readCookie(request, CODE_CHALLENGE_COOKIE)
  if (!value || value.length > 8192) return undefined
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<WaitingSignIn>
    const { challenge, email } = parsed
    if (typeof email !== "string" || typeof challenge?.id !== "string" || typeof challenge.token !== "string") return undefined
    const expiresAt = typeof challenge.expiresAt === "string" ? challenge.expiresAt : null
    // A cookie from before methods were kept: the authenticator's code only.
    const methods = Array.isArray(challenge.methods) ? challenge.methods.filter((m): m is string => typeof m === "string").slice(0, 8) : []
    return { email, challenge: { id: challenge.id, token: challenge.token, expiresAt, methods } }
  } catch {
    return undefined
  }
}

export const forgetChallenge = (request: Request) => shopCookie(request, CODE_CHALLENGE_COOKIE, "", { httpOnly: true, maxAge: 0 })
