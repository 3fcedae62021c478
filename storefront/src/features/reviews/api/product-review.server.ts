import { data, redirect } from "react-router"
import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import { paths } from "../../../config/paths"
import { statusOf } from "../../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { storeSend } from "../../../lib/medusa"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { messagesOf, withoutLocale } from "../../../i18n"
import { reviewSchema, type ReviewInput } from "../schemas"
import { INTENT_FIELD, REVIEWED_PARAM, type ProductReviewAnswer } from "./product-review-form"

const LONGEST_REVIEW = 5000

/**
 * The product page's review form action (routes/product.tsx), with or without scripts: the text
 * and half-star rating checked with the page's schema, then POST /store/product-reviews/{id}
 * (a new review) or .../me (an edit), as the signed-in shopper; then back to the product (303).
 * The backend decides who may review (a delivered order of the product); its refusal is said on the form.
 */
export async function productReviewByForm(request: Request, shopOrigin: string, productId: string) {
  const messages = messagesOf(request)
  const here = new URL(request.url)
  const read = await formOrStatus(request, TEXT_FORM_BYTES, messages.errors.formTooLarge)
  const form = typeof read === "number" ? null : read
  const description = String(form?.get("description") ?? "").slice(0, LONGEST_REVIEW)
  const rating = Number(form?.get("rating") ?? 0)
  const refused = (status: number, body: Partial<ProductReviewAnswer>) =>
    data<ProductReviewAnswer>({ error: null, fields: {}, description, rating: Number.isFinite(rating) ? rating : 0, ...body }, { status, headers: NO_STORE })
  if (!form) return refused(read === 413 ? 413 : 400, { error: read === 413 ? messages.errors.formTooLarge : messages.errors.unexpected })
  if (fromOtherSite(request, shopOrigin)) return refused(403, { error: messages.auth.otherSiteForm })
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { headers: NO_STORE })
  if (!sessionCookie(request)) return logIn()

  const parsed = reviewSchema(messages.reviews).safeParse({ description, rating })
  if (!parsed.success) {
    const fields: ProductReviewAnswer["fields"] = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof ReviewInput] ??= issue.message
    return refused(400, { fields, error: fields.description ? null : messages.errors.unexpected })
  }
  const path = `/store/product-reviews/${encodeURIComponent(productId)}${form.get(INTENT_FIELD) === "edit" ? "/me" : ""}`
  try {
    await asShopper(request, () => storeSend("POST", path, parsed.data))
  } catch (error) {
    const status = statusOf(error)
    if (status === 401) return logIn()
    if (status === 403) return refused(403, { error: messages.productReviews.onlyBuyers })
    if (status && status >= 400 && status < 500)
      return refused(status, { error: error instanceof Error && error.message ? error.message : messages.errors.unexpected })
    console.error(`storefront: product review: ${error instanceof Error ? error.message : error}`)
    return refused(502, { error: messages.errors.unexpected })
  }
  return redirect(`${here.pathname}?${REVIEWED_PARAM}=1#reviews`, { status: 303, headers: NO_STORE })
}
