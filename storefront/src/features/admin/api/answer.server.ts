import { NO_STORE } from "../../../lib/no-store"
export { NO_STORE }
import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { withoutLocale, type Messages } from "../../../i18n"
import type { AdminAnswer } from "../form-answer"

/** An admin form's answer: never kept by a cache. */
export const answer = (status: number, body: AdminAnswer) => data(body, { status, headers: NO_STORE })

/**
 * Why a change was not made, as the form shows it: the backend's words for a refusal (4xx), the
 * shop's own network message for anything else (logged). A session that ended goes to log in
 * (and back to this page); someone who is no admin (any more) is refused.
 */
export function refusal(request: Request, error: unknown, form: Pick<AdminAnswer, "intent" | "id" | "values">, messages: Messages) {
  const status = statusOf(error)
  if (status === 401) {
    const here = new URL(request.url)
    throw redirect(paths.logIn(`${withoutLocale(here.pathname)}${here.search}`), { status: 303, headers: NO_STORE })
  }
  if (status && status >= 400 && status < 500 && error instanceof Error && error.message) return answer(status, { ...form, error: error.message })
  console.error(`storefront: admin ${form.intent}: ${error instanceof Error ? error.message : error}`)
  return answer(502, { ...form, error: messages.auth.networkError })
}
