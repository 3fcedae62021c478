import { data, redirect } from "react-router"
import type { z } from "zod"
import { MEDUSA_SESSION, SHOP_SESSION, toShopSetCookie } from "../../../../server/session-cookie"
import { paths, RETURN_TO_PARAM } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { getShopConfig, StoreError, storeUrl } from "../../../lib/medusa"
import { sessionCookie } from "../../../lib/store.server"
import { messagesOf, type Messages } from "../../../i18n"
import { describeAuthError } from "../errors"
import { returnPath } from "../return-path"
import { logInSchema, signUpSchema, type SignUpInput } from "../schemas"
import type { AuthCall } from "./auth-call"
import { customerToken } from "./log-in"
import { bearer } from "./session-token"
import { registerCustomer } from "./sign-up"

const BACKEND_TIMEOUT_MS = 10_000

/** What a log-in or sign-up page shows after a refused plain-form post. */
export type AuthFormAnswer = { error: string | null; fields: Partial<Record<string, string>>; email: string; name: string }

type Sent = { body: unknown; setCookie: string[] }

/**
 * A call from the storefront's server straight to the backend (its address is the store
 * transport's on the server), carrying only the cookie given: a sign-in made by a plain form.
 */
async function send(path: string, init: Omit<Parameters<AuthCall>[1], "method"> & { method?: "GET" | "POST" | "DELETE"; cookie?: string }): Promise<Sent> {
  const { publishable_key } = await getShopConfig()
  const headers: Record<string, string> = { accept: "application/json", "x-publishable-api-key": publishable_key, ...init.headers }
  if (init.body !== undefined) headers["content-type"] = "application/json"
  if (init.cookie) headers.cookie = init.cookie
  const url = storeUrl(path, init.query)
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => ({}))
  if (!response.ok) throw new StoreError((body as { message?: string }).message ?? response.statusText, response.status)
  return { body, setCookie: response.headers.getSetCookie() }
}

const serverCall: AuthCall = async <T>(path: string, init: Parameters<AuthCall>[1]) => (await send(path, init)).body as T

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
async function startSession(request: Request, token: string, after: AfterSignIn, t: Messages["auth"]): Promise<string[]> {
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

/** A plain form posted from another site's page would sign the shopper in to someone else's account. */
function fromOtherSite(request: Request, shopOrigin: string): boolean {
  const origin = request.headers.get("origin")
  return origin !== null && origin !== shopOrigin && origin !== new URL(request.url).origin
}

type Kind = "log-in" | "sign-up"

function refused(status: number, error: string | null, form: FormData, fields: AuthFormAnswer["fields"] = {}) {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 320)
  return data<AuthFormAnswer>({ error, fields, email: text("email"), name: text("name") }, { status, headers: { "Cache-Control": "private, no-store" } })
}

function fieldErrors(error: z.ZodError): AuthFormAnswer["fields"] {
  const fields: AuthFormAnswer["fields"] = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "")
    fields[field] ??= issue.message
  }
  return fields
}

/**
 * The log-in and sign-up pages' action: their forms work as plain HTML posts (no scripts).
 * The same rules as the browser's sign-in (customerToken, registerCustomer) and the same
 * messages; on success `after` (the visitor cart claimed), then a 303 to the page the shopper
 * came from (?returnTo=, checked).
 */
export async function signInByForm(kind: Kind, request: Request, shopOrigin: string, after: AfterSignIn) {
  const t = messagesOf(request).auth
  const form = await request.formData()
  if (fromOtherSite(request, shopOrigin)) return refused(403, t.otherSiteForm, form)
  const parsed = (kind === "log-in" ? logInSchema(t) : signUpSchema(t)).safeParse(Object.fromEntries(form))
  if (!parsed.success) return refused(400, null, form, fieldErrors(parsed.error))
  try {
    if (kind === "sign-up") await registerCustomer(serverCall, parsed.data as SignUpInput)
    const cookies = await startSession(request, await customerToken(serverCall, parsed.data), after, t)
    const headers = new Headers({ "Cache-Control": "private, no-store" })
    for (const value of cookies) headers.append("set-cookie", value)
    const back = returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM)) ?? paths.home()
    return redirect(back, { status: 303, headers })
  } catch (error) {
    const status = statusOf(error)
    if (!status || status >= 500) console.error(`storefront: ${kind} by form: ${error instanceof Error ? error.message : error}`)
    return refused(status && status >= 400 && status < 500 ? status : 502, describeAuthError(error, kind, t), form)
  }
}
