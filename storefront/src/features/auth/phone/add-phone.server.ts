import { redirect } from "react-router"
import { paths } from "../../../config/paths"
import { isNetworkError } from "../../../lib/errors"
import { fromOtherSite } from "../../../lib/other-site.server"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { sessionCookie } from "../../../lib/store.server"
import { localeOf, messagesOf, withoutLocale } from "../../../i18n"
import { localPhone, SIX_DIGITS, typedCode } from "./phone-number"
import { phonePost } from "./phone-api.server"
import { answer, field, NO_STORE } from "./phone-sign-in.server"
import { PHONE_ADDED_PARAM } from "./phone-added"
import { describePhoneRefusal } from "./refusals"

/**
 * The add-a-number page's action (routes/my-account/phone.tsx), with or without scripts: a signed-in
 * customer's number gets a code ("send"/"resend": POST /store/customers/me/phone/code), then the
 * code makes it the account's sign-in number ("verify": POST /store/customers/me/phone) and the
 * profile says so. The session cookie alone is forwarded; an ended session goes to log in.
 */
export async function addPhone(request: Request, context: { origin: string; clientIp?: string }) {
  const messages = messagesOf(request)
  const t = messages.phoneSignIn
  const url = new URL(request.url)
  const logIn = () => redirect(paths.logIn(withoutLocale(url.pathname)), { status: 303, headers: NO_STORE })
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return answer(form, { step: "number", error: form === 413 ? messages.errors.formTooLarge : messages.auth.unexpected })
  if (fromOtherSite(request, context.origin)) return answer(403, { step: "number", error: messages.auth.otherSiteForm })
  const cookie = sessionCookie(request)
  if (!cookie) return logIn()
  const intent = form.get("intent")
  const typed = field(form, "phone", 64)
  const phone = localPhone(typed)
  if (!phone) return answer(400, { step: "number", phone: typed, fields: { phone: typed.trim() ? t.phoneInvalid : t.phoneRequired } })
  try {
    if (intent === "verify") {
      const code = typedCode(form.get("code"))
      if (!SIX_DIGITS.test(code)) return answer(400, { step: "code", phone, fields: { code: code ? t.codeInvalid : t.codeRequired } })
      const added = await phonePost("/store/customers/me/phone", { phone, code }, { cookie })
      if (added.ok) return redirect(`${paths.account.profile()}?${PHONE_ADDED_PARAM}=1`, { status: 303, headers: NO_STORE })
      if (added.status === 401) return logIn()
      const { place, message } = describePhoneRefusal(added, t, messages.auth.unexpected)
      const status = added.status >= 500 ? 502 : added.status
      if (place === "phone") return answer(status, { step: "number", phone, fields: { phone: message } })
      return answer(status, { step: "code", phone, ...(place === "code" ? { fields: { code: message } } : { error: message }) })
    }
    const sent = await phonePost("/store/customers/me/phone/code", { phone, lang: localeOf(request) }, { cookie, clientIp: context.clientIp })
    if (sent.ok) return answer(200, { step: "code", phone, sent: true })
    if (sent.status === 401) return logIn()
    const { place, message } = describePhoneRefusal(sent, t, messages.auth.unexpected)
    const status = sent.status >= 500 ? 502 : sent.status
    if (place === "phone") return answer(status, { step: "number", phone: typed, fields: { phone: message } })
    return answer(status, { step: intent === "resend" ? "code" : "number", phone: intent === "resend" ? phone : typed, error: message })
  } catch (error) {
    if (!isNetworkError(error)) console.error(`storefront: add phone: ${error instanceof Error ? error.message : error}`)
    return answer(502, { step: intent === "verify" ? "code" : "number", phone, error: messages.auth.unexpected })
  }
}
