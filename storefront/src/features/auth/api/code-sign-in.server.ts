import { data, redirect } from "react-router"
import { paths, RETURN_TO_PARAM } from "../../../config/paths"
import { isNetworkError, statusOf } from "../../../lib/errors"
import { fromOtherSite } from "../../../lib/other-site.server"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { messagesOf, type Messages } from "../../../i18n"
import { returnPath } from "../return-path"
import { serverCall } from "./backend.server"
import { forgetChallenge, rememberChallenge, waitingChallenge } from "./code-challenge-cookie.server"
import { startSession, type AfterSignIn } from "./form-sign-in.server"
import { namedCustomerToken } from "./log-in"
import { bearer } from "./session-token"

/**
 * What the code's page shows after a refused post: the message, and whether the sign-in must
 * start again with the password (the challenge expired, was used, or had too many wrong codes).
 */
export type CodeFormAnswer = { error: string | null; field: string | null; startAgain: boolean }

/** What the code's page shows when opened: whether a sign-in is waiting for its code. */
export type CodePage = { waiting: boolean }

const NO_STORE = { "Cache-Control": "private, no-store" }

/** The authenticator app's code: 6 digits, spaces or dashes between them forgiven (apps show "123 456"). */
export const codeOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, 64).replace(/[\s-]/g, "") : "")
const SIX_DIGITS = /^\d{6}$/

/** The code page's loader: a page opened with no sign-in waiting says to log in again. */
export function codePage(request: Request) {
  return data<CodePage>({ waiting: Boolean(waitingChallenge(request)) }, { headers: NO_STORE })
}

/**
 * Medusa's (and the shop's) refusals of a code in the page's words. Medusa words them in English
 * only (auth module: "Invalid MFA challenge code", "... has expired", "... too many failed
 * attempts", "... already been completed", 404 once its cache forgot the challenge); the shop's
 * once-only TOTP refuses a code used before (backend messages.mfaCodeUsed).
 */
export function describeCodeError(error: unknown, t: Messages["auth"]): { message: string; startAgain: boolean } {
  if (isNetworkError(error)) return { message: t.networkError, startAgain: false }
  const status = statusOf(error)
  const text = error instanceof Error ? error.message : ""
  if (status === 429) return { message: t.tooManyAttempts, startAgain: false }
  if (/already been used/i.test(text)) return { message: t.codeUsed, startAgain: false }
  if (/too many failed attempts/i.test(text)) return { message: t.codeTooManyTries, startAgain: true }
  if (/expired|already been completed|not found/i.test(text) || status === 401 || status === 404) return { message: t.codeExpired, startAgain: true }
  if (/invalid/i.test(text) || status === 400) return { message: t.codeWrong, startAgain: false }
  return { message: t.unexpected, startAgain: false }
}

function refused(status: number, answer: Omit<CodeFormAnswer, "field"> & { field?: string | null }, cookies: string[] = []) {
  const headers = new Headers(NO_STORE)
  for (const value of cookies) headers.append("set-cookie", value)
  return data<CodeFormAnswer>({ field: null, ...answer }, { status, headers })
}

/**
 * The code page's action, with or without the page's scripts: the code answers the challenge
 * the password opened (POST /auth/mfa/challenges/:id/verify), and the token Medusa then gives
 * (it records the passed factor, which the storefront's admin area and the compatibility API ask
 * for) starts the shop's session; then `after` (the visitor cart claimed) and a 303 to the page
 * the shopper came from, as the password's step would have.
 */
export async function signInWithCode(request: Request, shopOrigin: string, after: AfterSignIn) {
  const messages = messagesOf(request)
  const t = messages.auth
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return refused(form, { error: form === 413 ? messages.errors.formTooLarge : t.unexpected, startAgain: false })
  if (fromOtherSite(request, shopOrigin)) return refused(403, { error: t.otherSiteForm, startAgain: false })
  const waiting = waitingChallenge(request)
  if (!waiting) return refused(401, { error: t.codeExpired, startAgain: true })
  const code = codeOf(form.get("code"))
  if (!SIX_DIGITS.test(code)) return refused(400, { error: null, field: code ? t.codeFormat : t.codeRequired, startAgain: false })
  const returnTo = returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM))
  try {
    const { token: passed } = await serverCall<{ token: string }>(`/auth/mfa/challenges/${encodeURIComponent(waiting.challenge.id)}/verify`, {
      method: "POST",
      body: { method: "totp", code },
      headers: bearer(waiting.challenge.token),
    })
    const step = await namedCustomerToken(serverCall, passed, waiting.email)
    if ("challenge" in step) {
      // An admin without a customer record: it was made now, and Medusa asks for a new code for it.
      return refused(202, { error: t.codeOneMore, startAgain: false }, [rememberChallenge(request, { challenge: step.challenge, email: waiting.email })])
    }
    const headers = new Headers(NO_STORE)
    for (const value of [forgetChallenge(request), ...(await startSession(request, step.token, after, t))]) headers.append("set-cookie", value)
    return redirect(returnTo ?? paths.home(), { status: 303, headers })
  } catch (error) {
    const status = statusOf(error)
    if (!status || status >= 500) console.error(`storefront: sign-in code: ${error instanceof Error ? error.message : error}`)
    const { message, startAgain } = describeCodeError(error, t)
    const answerStatus = status && status >= 400 && status < 500 ? status : 502
    return refused(answerStatus, { error: message, startAgain }, startAgain ? [forgetChallenge(request)] : [])
  }
}
