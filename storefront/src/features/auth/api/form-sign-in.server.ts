import { data, redirect } from "react-router"
import { MEDUSA_SESSION, SHOP_SESSION, toShopSetCookie } from "../../../lib/session-cookie"
import { paths, RETURN_TO_PARAM } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { sessionCookie } from "../../../lib/store.server"
import { messagesOf, type Messages } from "../../../i18n"
import { describeAuthError } from "../errors"
import { returnPath } from "../return-path"
import { logInSchema, signUpSchema, type SignUpInput } from "../schemas"
import { fromOtherSite } from "../../../lib/other-site.server"
import { fieldErrors, send, serverCall } from "./backend.server"
import { rememberChallenge } from "./code-challenge-cookie.server"
import { customerToken } from "./log-in"
import { bearer } from "./session-token"
import { registerCustomer } from "./sign-up"

/** What a log-in or sign-up page shows after a refused plain-form post. */
export type AuthFormAnswer = { error: string | null; fields: Partial<Record<string, string>>; email: string; name: string }

/**
 * What follows a sign-in made by a plain form, given the request as it would be with the new
 * session (the route composes it: the visitor cart claimed): more cookies to set.
 */
export type AfterSignIn = (signedIn: Request) => Promise<string[]>

/**
 * Medusa's session for the token, set on the shop's origin exactly as the backend proxy would
 * (server/session-cookie.ts toShopSetCookie); the session the browser held before (another
 * customer's, in a shared browser) ends. Then `after` runs as the signed-in shopper.
 */
export async function startSession(request: Request, token: string, after: AfterSignIn, t: Messages["auth"]): Promise<string[]> {
  const previous = sessionCookie(request)
  if (previous) await send("/auth/session", { method: "DELETE", cookie: previous }).catch(() => undefined)
  const { setCookie } = await send("/auth/session", { method: "POST", headers: bearer(token) })
  const session = setCookie.find((value) => value.startsWith(`${MEDUSA_SESSION}=`))
  if (!session) throw new Error(t.sessionNotKept)
  const cookies = toShopSetCookie(setCookie, new URL(request.url).protocol === "https:") ?? []
  const sid = session.split(";")[0]!.slice(MEDUSA_SESSION.length + 1)
  const others = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SHOP_SESSION}=`))
  const signedIn = new Request(request.url, { headers: { cookie: [...others, `${SHOP_SESSION}=${sid}`].join("; ") } })
  return [...cookies, ...(await after(signedIn))]
}

type Kind = "log-in" | "sign-up"

function refused(status: number, error: string | null, form: FormData, fields: AuthFormAnswer["fields"] = {}) {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 320)
  return data<AuthFormAnswer>({ error, fields, email: text("email"), name: text("name") }, { status, headers: { "Cache-Control": "private, no-store" } })
}

/**
 * The log-in and sign-up pages' action, the one sign-in by password, with or without the pages'
 * scripts (their clientAction wraps it: features/auth/signed-in.ts): the sign-in rules
 * (customerToken, registerCustomer) with the pages' messages; on success `after` (the visitor cart
 * claimed), then a 303 to the page the shopper came from (?returnTo=, checked).
 */
export async function signInByForm(kind: Kind, request: Request, shopOrigin: string, after: AfterSignIn) {
  const messages = messagesOf(request)
  const t = messages.auth
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return refused(form, form === 413 ? messages.errors.formTooLarge : t.unexpected, new FormData())
  if (fromOtherSite(request, shopOrigin)) return refused(403, t.otherSiteForm, form)
  const parsed = (kind === "log-in" ? logInSchema(t) : signUpSchema(t)).safeParse(Object.fromEntries(form))
  if (!parsed.success) return refused(400, null, form, fieldErrors(parsed.error))
  try {
    if (kind === "sign-up") await registerCustomer(serverCall, parsed.data as SignUpInput)
    const step = await customerToken(serverCall, parsed.data)
    const headers = new Headers({ "Cache-Control": "private, no-store" })
    const returnTo = returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM))
    // A second factor is switched on: the code's page next (the password passed; no session yet).
    if ("challenge" in step) {
      headers.append("set-cookie", rememberChallenge(request, { challenge: step.challenge, email: parsed.data.email }))
      return redirect(paths.logInCode(returnTo), { status: 303, headers })
    }
    for (const value of await startSession(request, step.token, after, t)) headers.append("set-cookie", value)
    return redirect(returnTo ?? paths.home(), { status: 303, headers })
  } catch (error) {
    const status = statusOf(error)
    if (!status || status >= 500) console.error(`storefront: ${kind} by form: ${error instanceof Error ? error.message : error}`)
    return refused(status && status >= 400 && status < 500 ? status : 502, describeAuthError(error, kind, t), form)
  }
}
