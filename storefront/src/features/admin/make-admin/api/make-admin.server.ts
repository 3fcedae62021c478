import type { AdminForm } from "../../api/admin-action.server"
import { textOf } from "../../api/read-form.server"
import { fieldErrors, type FormOutcome } from "../../form-answer"
import { CONFIRMED } from "../forms"
import { makeAdminSchema } from "../schemas"

/** What POST /admin/make-admin answers. */
type MakeAdminResult = { user_id: string; created: boolean; role: string }

/**
 * The confirm step's post: POST /admin/make-admin { email, role, confirm: true }, that customer
 * becomes an admin with that role. The fields are checked with the form's schema first, and only
 * the confirm step's form carries the confirmation (a post without it is refused, nothing sent).
 * The backend's refusal (say, no customer with that email, 404) is its own words.
 */
export async function makeAdminByForm({ form, send, messages }: AdminForm): Promise<FormOutcome> {
  const parsed = makeAdminSchema(messages).safeParse({ email: textOf(form, "email"), role: textOf(form, "role") })
  if (!parsed.success) return { status: 400, fields: fieldErrors(parsed.error.issues) }
  if (textOf(form, "confirm") !== CONFIRMED) return { status: 400, error: messages.adminArea.notAForm }
  await send<MakeAdminResult>("POST", "/admin/make-admin", { email: parsed.data.email, role: parsed.data.role, confirm: true })
  return { done: messages.toasts.makeAdmin }
}

/** "Remove admin" after its confirmation: DELETE /admin/make-admin/:id (only an admin made here; never oneself). */
export async function removeAdminByForm({ send, messages, id }: AdminForm): Promise<FormOutcome> {
  if (!id || !/^[A-Za-z0-9_]+$/.test(id)) return { status: 400, error: messages.adminArea.notAForm }
  await send("DELETE", `/admin/make-admin/${id}`)
  return { done: messages.toasts.removeAdmin }
}
