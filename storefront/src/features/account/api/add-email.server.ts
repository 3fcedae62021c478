import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { isNetworkError } from "../../../lib/errors"
import { getShopConfig, storeUrl } from "../../../lib/medusa"
import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { sessionCookie } from "../../../lib/store.server"
import { localeOf, messagesOf, withoutLocale, type Messages } from "../../../i18n"
import {
  ADD_EMAIL_CODE_INTENT,
  ADD_EMAIL_FIELDS,
  addEmailSchema,
  EMAIL_ADDED_PARAM,
  isAddEmailIntent,
  type AddEmailAnswer,
  type AddEmailField,
} from "../add-email"

const BACKEND_TIMEOUT_MS = 10_000

const answer = (status: number, body: Omit<AddEmailAnswer, "form">) => data<AddEmailAnswer>({ form: "add-email", ...body }, { status, headers: NO_STORE })

/**
 * Whether a post to the update-profile page is the add-email form's: a small urlencoded form with
 * one of its intents, read from a copy (the action reads the request itself).
 */
export async function isAddEmailPost(request: Request): Promise<boolean> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded")) return false
  const form = await formOrStatus(request.clone(), TEXT_FORM_BYTES, "")
  return typeof form !== "number" && isAddEmailIntent(form.get("intent"))
}

type Refusal = { status: number; code: string | null; retryAfterS: number | null }

/**
 * A POST to an add-email route with the shopper's session cookie and address (the backend limits
 * codes per address): ok, or the status, the refusal's code (the backend's message is English
 * only) and the wait a 429 asked for.
 */
async function postAccount(path: string, body: unknown, cookie: string, clientIp?: string): Promise<{ ok: true; phone?: string } | ({ ok: false } & Refusal)> {
  const { publishable_key } = await getShopConfig()
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": publishable_key, cookie }
  if (clientIp) headers["x-forwarded-for"] = clientIp
  const response = await fetch(storeUrl(path), { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) })
  const answered = (await response.json().catch(() => ({}))) as { code?: unknown; phone?: unknown }
  if (response.ok) return typeof answered.phone === "string" ? { ok: true, phone: answered.phone } : { ok: true }
  const retry = Number(response.headers.get("retry-after"))
  return {
    ok: false,
    status: response.status,
    code: typeof answered.code === "string" ? answered.code : null,
    retryAfterS: Number.isFinite(retry) && retry > 0 ? retry : null,
  }
}

/**
 * A refusal of the backend in the page's language (codes: backend workflows/accounts/rules/add-email-refusals.ts
 * and the phone sign-in's), under its field or on the form.
 */
function describeRefusal(refusal: Refusal, messages: Messages): { field: AddEmailField | null; message: string } {
  const t = messages.addEmail
  const phone = messages.phoneSignIn
  switch (refusal.code) {
    case "email_taken":
      return { field: "email", message: t.taken }
    case "email_invalid":
      return { field: "email", message: messages.auth.emailInvalid }
    case "password_invalid":
      return { field: "password", message: messages.auth.passwordTooShort }
    case "email_already_set":
      return { field: null, message: t.alreadySet }
    case "account_busy":
      return { field: null, message: t.busy }
    case "code_invalid":
      return { field: "code", message: phone.codeInvalid }
    case "phone_code_refused":
      return { field: "code", message: phone.codeRefused }
    case "phone_missing":
      return { field: null, message: t.noPhone }
  }
  if (refusal.code === "phone_code_limit" || refusal.status === 429) {
    return { field: null, message: phone.codeLimit(Math.max(1, Math.ceil((refusal.retryAfterS ?? 60) / 60))) }
  }
  return { field: null, message: messages.auth.unexpected }
}

/**
 * The update-profile page's add-email posts (routes/my-account/update-profile.tsx), with or without
 * scripts. "add-email-code": an SMS code to the account's number (POST /store/customers/me/email/code),
 * then the form asks for it. "add-email": the code, email and password (POST /store/customers/me/email,
 * the session cookie forwarded), then back to the profile form, which shows the email, with "email
 * added" (303). A refusal answers the form again with the reason under its field; the email typed is
 * kept, the passwords are not.
 */
export async function addEmailByForm(request: Request, context: { origin: string; clientIp?: string }) {
  const messages = messagesOf(request)
  const here = new URL(request.url)
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") {
    return answer(form, { step: "send", error: form === 413 ? messages.errors.formTooLarge : messages.auth.unexpected, fields: {}, email: "" })
  }
  const sending = form.get("intent") === ADD_EMAIL_CODE_INTENT
  // Whole, as posted: an over-long field is refused by the schema, never cut to fit (a cut password would be stored).
  const values = Object.fromEntries(ADD_EMAIL_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as Record<AddEmailField, string>
  const email = values.email.trim()
  const step = sending ? "send" : "code"
  if (fromOtherSite(request, context.origin)) return answer(403, { step, error: messages.auth.otherSiteForm, fields: {}, email })
  const cookie = sessionCookie(request)
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { status: 303, headers: NO_STORE })
  if (!cookie) return logIn()

  const refused = (refusal: Refusal, from: AddEmailAnswer["step"]) => {
    if (refusal.status === 401) return logIn()
    const { field, message } = describeRefusal(refusal, messages)
    const status = refusal.status >= 500 ? 502 : refusal.status
    return answer(status, field ? { step: from, error: null, fields: { [field]: message }, email } : { step: from, error: message, fields: {}, email })
  }
  try {
    if (sending) {
      const sent = await postAccount("/store/customers/me/email/code", { lang: localeOf(request) }, cookie, context.clientIp)
      // Asked again from the code step (a new code), a refusal keeps that step.
      return sent.ok
        ? answer(200, { step: "code", sent: true, ...(sent.phone ? { sentTo: sent.phone } : {}), error: null, fields: {}, email })
        : refused(sent, form.has("code") ? "code" : "send")
    }
    const parsed = addEmailSchema(messages).safeParse(values)
    if (!parsed.success) {
      const fields: AddEmailAnswer["fields"] = {}
      for (const issue of parsed.error.issues) fields[issue.path[0] as AddEmailField] ??= issue.message
      return answer(400, { step: "code", error: null, fields, email })
    }
    const { code, password } = parsed.data
    const added = await postAccount("/store/customers/me/email", { email: parsed.data.email, password, code }, cookie, context.clientIp)
    if (added.ok) return redirect(`${paths.account.updateProfile()}?${EMAIL_ADDED_PARAM}=1`, { status: 303, headers: NO_STORE })
    return refused(added, "code")
  } catch (error) {
    if (!isNetworkError(error)) console.error(`storefront: add email: ${error instanceof Error ? error.message : error}`)
    return answer(502, { step, error: messages.auth.unexpected, fields: {}, email })
  }
}
