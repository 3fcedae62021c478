import { data } from "react-router"
import { statusOf } from "../../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { messagesOf } from "../../../i18n"
import { describeResetError } from "../errors"
import { RESET_TOKEN_FIELD, resetTokenEmail } from "../reset-token"
import { forgotPasswordSchema, resetPasswordSchema } from "../schemas"
import { fromOtherSite } from "../../../lib/other-site.server"
import { fieldErrors, NO_STORE, send, text } from "./backend.server"

/** What /forgot-password and /reset-password show after their form's post. */
export type ResetFormAnswer = {
  /** The email a link was asked for (the same neutral answer for any email), or the new password kept. */
  done: boolean
  email: string
  error: string | null
  fields: Partial<Record<string, string>>
  /** The reset link was spent or expired (Medusa's 401): the page offers a new one. */
  linkSpent: boolean
}

const answer = (status: number, body: Partial<ResetFormAnswer>) =>
  data<ResetFormAnswer>({ done: false, email: "", error: null, fields: {}, linkSpent: false, ...body }, { status, headers: NO_STORE })

/** A refusal in the reset texts' words: 4xx as the backend's status (401: the link is spent or expired), else 502. */
function refused(error: unknown, t: ReturnType<typeof messagesOf>["auth"], email = "") {
  const status = statusOf(error)
  if (!status || status >= 500) console.error(`storefront: password reset by form: ${error instanceof Error ? error.message : error}`)
  return answer(status && status >= 400 && status < 500 ? status : 502, { email, error: describeResetError(error, t), linkSpent: status === 401 })
}

/**
 * /forgot-password's action, with or without the page's scripts: asks Medusa for a link (its 201
 * answers the same whether or not the email has an account; the backend sends the mail and limits
 * links per email). The page then says the same neutral sentence for any email, on the page itself:
 * the email never goes into an address.
 */
export async function requestResetByForm(request: Request, shopOrigin: string) {
  const messages = messagesOf(request)
  const t = messages.auth
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return answer(form, { error: form === 413 ? messages.errors.formTooLarge : t.unexpected })
  const email = text(form, "email")
  if (fromOtherSite(request, shopOrigin)) return answer(403, { email, error: t.otherSiteForm })
  const parsed = forgotPasswordSchema(t).safeParse({ email })
  if (!parsed.success) return answer(400, { email, fields: fieldErrors(parsed.error) })
  try {
    await send("/auth/customer/emailpass/reset-password", { method: "POST", body: { identifier: parsed.data.email } })
  } catch (error) {
    return refused(error, t, email)
  }
  return answer(200, { done: true, email: parsed.data.email })
}

/**
 * /reset-password's action: the new password (the sign-up rule, checked before the single-use
 * token is spent) for the token's own account (its email read from the token, whatever the link's
 * text says). A spent or expired token is a 401: the page offers a new link.
 */
export async function resetPasswordByForm(request: Request, shopOrigin: string) {
  const messages = messagesOf(request)
  const t = messages.auth
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return answer(form, { error: form === 413 ? messages.errors.formTooLarge : t.unexpected })
  if (fromOtherSite(request, shopOrigin)) return answer(403, { error: t.otherSiteForm })
  const token = text(form, RESET_TOKEN_FIELD, 4096)
  const email = resetTokenEmail(token)
  if (!email) return answer(400, { error: t.resetLinkIncomplete })
  const parsed = resetPasswordSchema(t).safeParse({ password: text(form, "password"), confirmPassword: text(form, "confirmPassword") })
  if (!parsed.success) return answer(400, { email, fields: fieldErrors(parsed.error) })
  try {
    await send("/auth/customer/emailpass/update", {
      method: "POST",
      body: { email, password: parsed.data.password },
      headers: { authorization: `Bearer ${token}` },
    })
  } catch (error) {
    return refused(error, t, email)
  }
  return answer(200, { done: true, email })
}
