import { data, redirect } from "react-router"
import { paths, RETURN_TO_PARAM } from "../../../config/paths"
import { isNetworkError } from "../../../lib/errors"
import { fromOtherSite } from "../../../lib/other-site.server"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { localeOf, messagesOf, type Messages } from "../../../i18n"
import { startSession, type AfterSignIn } from "../api/form-sign-in.server"
import { returnPath } from "../return-path"
import { localPhone, NAME_LONGEST, SIX_DIGITS, typedCode } from "./phone-number"
import type { PhoneKind } from "./phone-kind"
import { phonePost } from "./phone-api.server"
import { describePhoneRefusal } from "./refusals"

/**
 * What the page shows after a post: the number's step (with its refusal) or the code's step for
 * the number the code went to. The number travels in the code's form (a hidden field), nowhere
 * else: nothing of it is kept on the server or in a cache.
 */
export type PhoneStep = {
  step: "number" | "code"
  phone: string
  name: string
  /** A code was sent by this post (the code step says where). */
  sent: boolean
  error: string | null
  fields: Partial<Record<"phone" | "code" | "name", string>>
}

export const NO_STORE = { "Cache-Control": "private, no-store" }

/** A step of the phone forms, never kept by a cache (also the add-a-number page's: add-phone.server.ts). */
export const answer = (status: number, step: Partial<PhoneStep> & Pick<PhoneStep, "step">) =>
  data<PhoneStep>({ phone: "", name: "", sent: false, error: null, fields: {}, ...step }, { status, headers: NO_STORE })

export const field = (form: FormData, name: string, longest: number) => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, longest) : ""
}

/** The code sent to the number (in the page's language), or the number's step refused. */
async function sendCode(request: Request, form: FormData, clientIp: string | undefined, messages: Messages, resend: boolean) {
  const t = messages.phoneSignIn
  const typed = field(form, "phone", 64)
  const name = field(form, "name", NAME_LONGEST + 1)
  const phone = localPhone(typed)
  // A number that is not one stays on the number's step, as typed.
  if (!phone) return answer(400, { step: "number", phone: typed, name, fields: { phone: typed.trim() ? t.phoneInvalid : t.phoneRequired } })
  const sent = await phonePost("/auth/customer/phone-otp/code", { phone, lang: localeOf(request) }, { clientIp })
  if (sent.ok) return answer(200, { step: "code", phone, name, sent: true })
  const { place, message } = describePhoneRefusal(sent, t, messages.auth.unexpected)
  const status = sent.status >= 500 ? 502 : sent.status
  if (place === "phone") return answer(status, { step: "number", phone: typed, name, fields: { phone: message } })
  // Too many codes: a resend stays on the code's step (the last code still works), a first ask on the number's.
  return answer(status, { step: resend ? "code" : "number", phone: resend ? phone : typed, name, error: message })
}

/** The code checked: the session started, `after` (the visitor cart claimed), then back where the shopper was. */
async function verifyCode(request: Request, form: FormData, kind: PhoneKind, messages: Messages, after: AfterSignIn) {
  const t = messages.phoneSignIn
  const phone = localPhone(field(form, "phone", 64))
  if (!phone) return answer(400, { step: "number", fields: { phone: t.phoneInvalid } })
  const code = typedCode(form.get("code"))
  const rawName = field(form, "name", NAME_LONGEST + 1)
  const name = rawName.trim()
  const fields: PhoneStep["fields"] = {}
  if (!SIX_DIGITS.test(code)) fields.code = code ? t.codeInvalid : t.codeRequired
  if (kind === "sign-up" && !name) fields.name = t.nameRequired
  if (name.length > NAME_LONGEST || name.includes("\0")) fields.name = t.nameInvalid
  if (Object.keys(fields).length) return answer(400, { step: "code", phone, name: rawName, fields })
  const signedIn = await phonePost<{ token: string }>("/auth/customer/phone-otp", { phone, code, ...(kind === "sign-up" ? { name } : {}) })
  if (!signedIn.ok) {
    const { place, message } = describePhoneRefusal(signedIn, t, messages.auth.unexpected)
    const status = signedIn.status >= 500 ? 502 : signedIn.status
    if (place === "phone") return answer(status, { step: "number", phone, fields: { phone: message } })
    if (place === "code" || place === "name") return answer(status, { step: "code", phone, name: rawName, fields: { [place]: message } })
    return answer(status, { step: "code", phone, name: rawName, error: message })
  }
  const headers = new Headers(NO_STORE)
  for (const value of await startSession(request, signedIn.body.token, after, messages.auth)) headers.append("set-cookie", value)
  const returnTo = returnPath(new URL(request.url).searchParams.get(RETURN_TO_PARAM))
  return redirect(returnTo ?? paths.home(), { status: 303, headers })
}

/**
 * The phone pages' action (routes/auth/phone.tsx), with or without the page's scripts. One form
 * field `intent` says the step: "send" (a number: a code by SMS), "resend" (from the code's step),
 * "verify" (the number and its code, and on sign-up the name: signed in, 303 onwards).
 */
export async function phoneSignIn(kind: PhoneKind, request: Request, context: { origin: string; clientIp?: string }, after: AfterSignIn) {
  const messages = messagesOf(request)
  const form = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  if (typeof form === "number") return answer(form, { step: "number", error: form === 413 ? messages.errors.formTooLarge : messages.auth.unexpected })
  if (fromOtherSite(request, context.origin)) return answer(403, { step: "number", error: messages.auth.otherSiteForm })
  const intent = form.get("intent")
  try {
    if (intent === "verify") return await verifyCode(request, form, kind, messages, after)
    return await sendCode(request, form, context.clientIp, messages, intent === "resend")
  } catch (error) {
    if (!isNetworkError(error)) console.error(`storefront: phone ${kind}: ${error instanceof Error ? error.message : error}`)
    const phone = localPhone(field(form, "phone", 64))
    const message = error instanceof Error && error.message === messages.auth.sessionNotKept ? error.message : messages.auth.unexpected
    return answer(502, { step: intent === "verify" && phone ? "code" : "number", phone: phone ?? "", error: message })
  }
}
