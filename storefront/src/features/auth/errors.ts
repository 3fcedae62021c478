import { isNetworkError, statusOf } from "../../lib/errors"
import type { Messages } from "../../i18n"
import { OpenIdError } from "./openid-popup"

/**
 * A failed sign-in or sign-up in plain words. Medusa answers a wrong password and an unknown
 * email alike (so nobody can probe which emails have accounts); we keep it that way. `t`: the
 * page's `messages.auth`.
 */
export function describeAuthError(error: unknown, action: "log-in" | "sign-up", t: Messages["auth"]): string {
  if (isNetworkError(error)) return t.networkError
  if (error instanceof OpenIdError) return t.openId[error.reason]
  const status = statusOf(error)
  const text = error instanceof Error ? error.message : ""
  if (status === 429) return t.tooManyAttempts
  // The shop's own refusal said for the person (e.g. a Google sign-in for an email whose account
  // has a password: log in with it), shown as the backend words it.
  if (status === 409 && text) return text
  if (/already exists/i.test(text)) return t.emailInUse
  if (status === 401) return action === "log-in" ? t.wrongCredentials : t.emailInUse
  if (status && status >= 400 && status < 500 && text) return text
  return t.unexpected
}

/**
 * A failed request for a reset link, or a failed new password. Medusa answers a bad, spent or
 * expired token alike (401): the shopper asks for a new link.
 */
export function describeResetError(error: unknown, t: Messages["auth"]): string {
  if (isNetworkError(error)) return t.networkError
  const status = statusOf(error)
  const text = error instanceof Error ? error.message : ""
  if (status === 401) return t.resetLinkInvalid
  if (status && status >= 400 && status < 500 && text) return text
  return t.unexpected
}
