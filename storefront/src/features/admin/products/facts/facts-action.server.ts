import type { QueryClient } from "@tanstack/react-query"
import type { AdminHandler } from "../../api/admin-action.server"
import type { AdminSend } from "../../api/admin.server"
import { textOf } from "../../api/read-form.server"
import { adminFactsKey, FACT_FORM_NAMES, factsPath, type AdminFactsAnswer } from "./facts-api"

/** The facts the form edits, read on the server under the key the form reads them by. */
export const prefetchProductFacts = (client: QueryClient, send: AdminSend, id: string) =>
  client.prefetchQuery({ queryKey: adminFactsKey(id), queryFn: () => send<AdminFactsAnswer>("GET", factsPath(id)) })

/**
 * The facts form's post: every field as typed (an empty one as null, which removes it) to POST
 * /admin/shop-products/:id/facts, whose workflow checks them; its refusal is the form's answer.
 */
export const saveProductFacts: AdminHandler = async ({ form, send, messages, id }) => {
  if (!id) throw Object.assign(new Error(messages.adminArea.notAForm), { status: 400 })
  const body = Object.fromEntries(FACT_FORM_NAMES.map((name) => [name, textOf(form, name).trim() || null]))
  await send("POST", factsPath(id), body)
  return { done: messages.adminFacts.saved }
}
