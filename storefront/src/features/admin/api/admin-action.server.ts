import { statusOf } from "../../../lib/errors"
import { messagesOf, type Messages } from "../../../i18n"
import { INTENT, RECORD_ID, type FormOutcome } from "../form-answer"
import { adminOf, type AdminSend } from "./admin.server"
import { fromOtherSite } from "../../../lib/other-site.server"
import { answer, refusal } from "./answer.server"
import { readForm, textOf } from "./read-form.server"

/** What a form's handler is given: the posted form, the admin API, the page's texts, the record's id. */
export type AdminForm = { form: FormData; send: AdminSend; messages: Messages; id: string | undefined; request: Request }

/** A record's id or name that, put in an address, would name another path ("." or ".."). */
export const isDotSegment = (value: string | undefined) => value === "." || value === ".."

export type AdminHandler = (posted: AdminForm) => Promise<FormOutcome>

/** Forms of text only: a policy page is the longest (50 000 characters, three bytes each in Bangla). */
export { TEXT_FORM_BYTES } from "../../../lib/read-form.server"

/**
 * An admin screen's route action, for each of its forms (`handlers`, by the posted `intent`), with
 * or without scripts: only from the shop's own pages; the admin's token first (a visitor goes to
 * log in, a customer is refused before a byte of the body is read); then the form, read up to
 * `maxBytes`; then the handler's outcome as the page's answer (4xx with the reason on a refusal).
 */
export async function adminAction(request: Request, shopOrigin: string | undefined, maxBytes: number, handlers: Record<string, AdminHandler>) {
  const messages = messagesOf(request)
  const t = messages.adminArea
  if (fromOtherSite(request, shopOrigin)) return answer(403, { intent: "", error: t.notFromShop })
  let send: AdminSend
  try {
    send = await adminOf(request)
  } catch (error) {
    return refusal(request, error, { intent: "" }, messages)
  }
  let form: FormData
  try {
    form = await readForm(request, maxBytes, t.formTooLarge)
  } catch (error) {
    const tooLarge = statusOf(error) === 413
    return answer(tooLarge ? 413 : 400, { intent: "", error: tooLarge ? t.formTooLarge : t.notAForm })
  }
  const intent = textOf(form, INTENT)
  const id = textOf(form, RECORD_ID) || undefined
  const which = { intent, ...(id ? { id } : {}) }
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined
  // "." and ".." in an address are read as the folder itself or its parent: another record's path.
  if (!handler || isDotSegment(id)) return answer(400, { ...which, error: t.notAForm })
  // The text fields as posted, for the form shown again after a refusal.
  const values: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === "string" && name !== INTENT && name !== RECORD_ID) values[name] = value
  try {
    const { status = 200, ...outcome } = await handler({ form, send, messages, id, request })
    return answer(status, { ...which, ...outcome, ...(status >= 400 ? { values } : {}) })
  } catch (error) {
    return refusal(request, error, { ...which, values }, messages)
  }
}
