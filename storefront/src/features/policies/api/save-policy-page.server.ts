import type { Messages } from "../../../i18n"
import type { PolicyPage } from "./get-policy-page"

/** What the admin route's action answers the form: done, or refused (the admin area's outcome, by shape). */
type Outcome = { status?: number; done?: string; error?: string; fields?: Record<string, string> }

/** Who sends the change to the admin API (the admin area's, given by the route). */
type Send = <T>(method: "POST", path: string, body: unknown) => Promise<T>

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === "string" ? value.trim() : ""
}

/**
 * POST /admin/policy-pages/:handle {title, body}: writes the page (both required); the server
 * forgets the shared page. Said with the page's title as saved.
 */
export async function savePolicyPageByForm({
  form,
  send,
  messages,
  id,
}: {
  form: FormData
  send: Send
  messages: Messages
  id: string | undefined
}): Promise<Outcome> {
  const t = messages.policies
  if (!id) return { status: 400, error: messages.adminArea.notAForm }
  const page = { title: text(form, "title"), body: text(form, "body") }
  if (!page.title) return { status: 400, fields: { title: t.titleRequired } }
  if (!page.body) return { status: 400, fields: { body: t.bodyRequired } }
  const { policy_page } = await send<{ policy_page: PolicyPage }>("POST", `/admin/policy-pages/${encodeURIComponent(id)}`, page)
  return { done: t.saved(policy_page.title) }
}
