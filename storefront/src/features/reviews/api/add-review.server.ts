import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { storeSend } from "../../../lib/medusa"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { messagesOf, withoutLocale } from "../../../i18n"
import { ADDED_PARAM, reviewSchema, type ReviewInput } from "../schemas"

/** What the add-review page shows after a refused post: the text as sent, its error, or the backend's reason. */
export type ReviewAnswer = { error: string | null; fields: Partial<Record<keyof ReviewInput, string>>; description: string; rating: number }

const LONGEST_REVIEW = 5000

/**
 * The add-review form's action (routes/my-account/add-review.tsx), with or without the page's
 * scripts: the text and half-star rating checked with the page's schema, then POST /store/reviews
 * (the author is whoever is signed in), then on to my reviews (303). A refusal answers the form
 * again with what was typed.
 */
export async function addReviewByForm(request: Request, shopOrigin: string) {
  const messages = messagesOf(request)
  const t = messages.reviews
  const here = new URL(request.url)
  const read = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  const form = typeof read === "number" ? null : read
  const description = String(form?.get("description") ?? "").slice(0, LONGEST_REVIEW)
  const rating = Number(form?.get("rating") ?? 0)
  const refused = (status: number, body: Partial<ReviewAnswer>) =>
    data<ReviewAnswer>({ error: null, fields: {}, description, rating: Number.isFinite(rating) ? rating : 0, ...body }, { status, headers: NO_STORE })
  if (!form) return refused(read === 413 ? 413 : 400, { error: read === 413 ? messages.errors.formTooLarge : messages.errors.unexpected })
  if (fromOtherSite(request, shopOrigin)) return refused(403, { error: messages.auth.otherSiteForm })
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { headers: NO_STORE })
  if (!sessionCookie(request)) return logIn()

  const parsed = reviewSchema(t).safeParse({ description, rating })
  if (!parsed.success) {
    const fields: ReviewAnswer["fields"] = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof ReviewInput] ??= issue.message
    return refused(400, { fields, error: fields.description ? null : messages.errors.unexpected })
  }
  try {
    await asShopper(request, () => storeSend("POST", "/store/reviews", parsed.data))
  } catch (error) {
    const status = statusOf(error)
    if (status === 401) return logIn()
    if (status && status >= 400 && status < 500)
      return refused(status, { error: error instanceof Error && error.message ? error.message : messages.errors.unexpected })
    console.error(`storefront: add review: ${error instanceof Error ? error.message : error}`)
    return refused(502, { error: messages.errors.unexpected })
  }
  return redirect(`${paths.account.reviews()}?${ADDED_PARAM}=1`, { status: 303, headers: NO_STORE })
}
