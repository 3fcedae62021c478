import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { isNetworkError } from "../../../lib/errors"
import { getShopConfig, storeUrl } from "../../../lib/medusa"
import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { sessionCookie } from "../../../lib/store.server"
import { messagesOf, withoutLocale, type Messages } from "../../../i18n"
import { ADD_EMAIL_FIELDS, ADD_EMAIL_INTENT, addEmailSchema, EMAIL_ADDED_PARAM, type AddEmailAnswer, type AddEmailField } from "../add-email"

const BACKEND_TIMEOUT_MS = 10_000

const answer = (status: number, body: Omit<AddEmailAnswer, "form">) => data<AddEmailAnswer>({ form: "add-email", ...body }, { status, headers: NO_STORE })

/**
 * Whether a post to the update-profile page is the add-email form's: a small urlencoded form with
 * its intent, read from a copy (the action reads the request itself).
 */
export async function isAddEmailPost(request: Request): Promise<boolean> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded")) return false
  const form = await formOrStatus(request.clone(), TEXT_FORM_BYTES, "")
  return typeof form !== "number" && form.get("intent") === ADD_EMAIL_INTENT
}

/** POST /store/customers/me/email with the shopper's session cookie: the status and the refusal's code (the backend's message is English only). */
async function postEmail(cookie: string, body: { email: string; password: string }): Promise<{ status: number; code: string | null }> {
  const { publishable_key } = await getShopConfig()
  const response = await fetch(storeUrl("/store/customers/me/email"), {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": publishable_key, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  })
  const answered = (await response.json().catch(() => ({}))) as { code?: unknown }
  return { status: response.status, code: typeof answered.code === "string" ? answered.code : null }
}

/** A refusal of the backend in the page's language (codes: backend workflows/accounts/rules/add-email-refusals.ts), under its field or on the form. */
function describeRefusal(code: string | null, messages: Messages): { field: AddEmailField | null; message: string } {
  const t = messages.addEmail
  switch (code) {
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
  }
  return { field: null, message: messages.auth.unexpected }
}

/**
 * The update-profile page's add-email post (routes/my-account/update-profile.tsx, intent "add-email"),
 * with or without scripts: an account made with a mobile number gets an email and a password to
 * sign in with too (POST /store/customers/me/email, the session cookie forwarded), then back to
 * the profile form, which shows the email, with "email added" (303). A refusal answers the form
 * again with the reason under its field; the email typed is kept, the passwords are not.
 */
export async function addEmailByForm(request: Request, shopOrigin: string) {
  const messages = messagesOf(request)
  const here = new URL(request.url)
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return answer(form, { error: form === 413 ? messages.errors.formTooLarge : messages.auth.unexpected, fields: {}, email: "" })
  // Whole, as posted: an over-long field is refused by the schema, never cut to fit (a cut password would be stored).
  const values = Object.fromEntries(ADD_EMAIL_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as Record<
    AddEmailField,
    string
  >
  const email = values.email.trim()
  if (fromOtherSite(request, shopOrigin)) return answer(403, { error: messages.auth.otherSiteForm, fields: {}, email })
  const cookie = sessionCookie(request)
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { status: 303, headers: NO_STORE })
  if (!cookie) return logIn()

  const parsed = addEmailSchema(messages).safeParse(values)
  if (!parsed.success) {
    const fields: AddEmailAnswer["fields"] = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as AddEmailField] ??= issue.message
    return answer(400, { error: null, fields, email })
  }
  try {
    const added = await postEmail(cookie, { email: parsed.data.email, password: parsed.data.password })
    if (added.status >= 200 && added.status < 300) {
      return redirect(`${paths.account.updateProfile()}?${EMAIL_ADDED_PARAM}=1`, { status: 303, headers: NO_STORE })
    }
    if (added.status === 401) return logIn()
    const { field, message } = describeRefusal(added.code, messages)
    const status = added.status >= 500 ? 502 : added.status
    return answer(status, field ? { error: null, fields: { [field]: message }, email } : { error: message, fields: {}, email })
  } catch (error) {
    if (!isNetworkError(error)) console.error(`storefront: add email: ${error instanceof Error ? error.message : error}`)
    return answer(502, { error: messages.auth.unexpected, fields: {}, email })
  }
}
