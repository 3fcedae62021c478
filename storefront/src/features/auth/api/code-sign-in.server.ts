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
import { namedCustomerToken, RECOVERY_CODE_METHOD } from "./log-in"
import { bearer } from "./session-token"

/** Which form was posted: the authenticator app's code, or one of the admin's recovery codes. */
export type CodeKind = "totp" | "recovery"

/**
 * What the code's page shows after a refused post: the message, which form it is about, and
 * whether the sign-in must start again with the password (the challenge expired, was used, or
 * had too many wrong codes).
 */
export type CodeFormAnswer = { error: string | null; field: string | null; startAgain: boolean; kind: CodeKind }

/** What the code's page shows when opened: whether a sign-in is waiting, and whether it takes a recovery code. */
export type CodePage = { waiting: boolean; recovery: boolean }

const NO_STORE = { "Cache-Control": "private, no-store" }

/** The authenticator app's code: 6 digits, spaces or dashes between them forgiven (apps show "123 456"). */
export const codeOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.slice(0, 64).replace(/[\s-]/g, "") : "")
const SIX_DIGITS = /^\d{6}$/

/**
 * A recovery code as Medusa compares it: the dashboard's spelling, 32 hex digits in groups of 4
 * joined by "-", lower case (Medusa only trims and lowers it). Spaces, missing or extra dashes
 * and capitals are forgiven here; "" when empty, null when it cannot be one.
 */
export function recoveryCodeOf(value: FormDataEntryValue | null): string | null {
  const bare = typeof value === "string" ? value.slice(0, 128).replace(/[\s-]/g, "").toLowerCase() : ""
  if (!bare) return ""
  return /^[0-9a-f]{32}$/.test(bare) ? bare.match(/.{4}/g)!.join("-") : null
}

/** The code page's loader: a page opened with no sign-in waiting says to log in again. */
export function codePage(request: Request) {
  const waiting = waitingChallenge(request)
  return data<CodePage>({ waiting: Boolean(waiting), recovery: Boolean(waiting?.challenge.methods.includes(RECOVERY_CODE_METHOD)) }, { headers: NO_STORE })
}

/**
 * Medusa's (and the shop's) refusals of a code in the page's words. Medusa words them in English
 * only (auth module: "Invalid MFA challenge code", "... has expired", "... too many failed
 * attempts", "... already been completed", 404 once its cache forgot the challenge); the shop's
 * once-only TOTP refuses a code used before (backend messages.mfaCodeUsed). Medusa deletes a
 * recovery code once used, so a used one is refused as a wrong one ("Invalid MFA challenge code").
 */
export function describeCodeError(error: unknown, t: Messages["auth"], kind: CodeKind = "totp"): { message: string; startAgain: boolean } {
  if (isNetworkError(error)) return { message: t.networkError, startAgain: false }
  const status = statusOf(error)
  const text = error instanceof Error ? error.message : ""
  if (status === 429) return { message: t.tooManyAttempts, startAgain: false }
  if (/already been used/i.test(text)) return { message: t.codeUsed, startAgain: false }
  if (/too many failed attempts/i.test(text)) return { message: t.codeTooManyTries, startAgain: true }
  if (/expired|already been completed|not found/i.test(text) || status === 401 || status === 404) return { message: t.codeExpired, startAgain: true }
  if (/invalid|does not support method/i.test(text) || status === 400)
    return { message: kind === "recovery" ? t.recoveryCodeWrong : t.codeWrong, startAgain: false }
  return { message: t.unexpected, startAgain: false }
}

function refused(status: number, answer: Omit<CodeFormAnswer, "field" | "kind"> & Partial<Pick<CodeFormAnswer, "field" | "kind">>, cookies: string[] = []) {
  const headers = new Headers(NO_STORE)
  for (const value of cookies) headers.append("set-cookie", value)
  return data<CodeFormAnswer>({ field: null, kind: "totp", ...answer }, { status, headers })
}

/** The posted answer to the challenge: Medusa's method and the code in its spelling, or why it cannot be sent. */
function postedCode(form: FormData, kind: CodeKind, methods: string[], t: Messages["auth"]): { method: string; code: string } | { field: string } {
  if (kind === "recovery") {
    if (!methods.includes(RECOVERY_CODE_METHOD)) return { field: t.recoveryCodeNone }
    const code = recoveryCodeOf(form.get("recovery_code"))
    return code ? { method: RECOVERY_CODE_METHOD, code } : { field: code === "" ? t.recoveryCodeRequired : t.recoveryCodeFormat }
  }
  const code = codeOf(form.get("code"))
  return SIX_DIGITS.test(code) ? { method: "totp", code } : { field: code ? t.codeFormat : t.codeRequired }
}

/**
 * The code page's action, with or without the page's scripts: the code (or, with `intent=recovery`,
 * a recovery code) answers the challenge the password opened (POST /auth/mfa/challenges/:id/verify;
 * the backend counts refused codes of both kinds per sign-in), and the token Medusa then gives
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
  const kind: CodeKind = form.get("intent") === "recovery" ? "recovery" : "totp"
  const waiting = waitingChallenge(request)
  if (!waiting) return refused(401, { error: t.codeExpired, startAgain: true, kind })
  const posted = postedCode(form, kind, waiting.challenge.methods, t)
  if ("field" in posted) return refused(400, { error: null, field: posted.field, startAgain: false, kind })
  const returnTo = returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM))
  let passed: string
  try {
    ;({ token: passed } = await serverCall<{ token: string }>(`/auth/mfa/challenges/${encodeURIComponent(waiting.challenge.id)}/verify`, {
      method: "POST",
      body: posted,
      headers: bearer(waiting.challenge.token),
    }))
  } catch (error) {
    const status = statusOf(error)
    if (!status || status >= 500) console.error(`storefront: sign-in code: ${error instanceof Error ? error.message : error}`)
    const { message, startAgain } = describeCodeError(error, t, kind)
    const answerStatus = status && status >= 400 && status < 500 ? status : 502
    return refused(answerStatus, { error: message, startAgain, kind }, startAgain ? [forgetChallenge(request)] : [])
  }
  try {
    const step = await namedCustomerToken(serverCall, passed, waiting.email)
    if ("challenge" in step) {
      // An admin without a customer record: it was made now, and Medusa asks for a new code for it.
      return refused(202, { error: t.codeOneMore, startAgain: false }, [rememberChallenge(request, { challenge: step.challenge, email: waiting.email })])
    }
    const headers = new Headers(NO_STORE)
    for (const value of [forgetChallenge(request), ...(await startSession(request, step.token, after, t))]) headers.append("set-cookie", value)
    return redirect(returnTo ?? paths.home(), { status: 303, headers })
  } catch (error) {
    // The code was right and is spent (a recovery code for good): what failed after it is not the
    // code's fault, so it is not called wrong, and this sign-in starts again.
    console.error(`storefront: sign-in after the code: ${error instanceof Error ? error.message : error}`)
    return refused(502, { error: t.unexpected, startAgain: true, kind }, [forgetChallenge(request)])
  }
}
