import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { useAdminPolicyPage, useSavePolicyPage } from "../api/admin-policy-pages"
import type { PolicyPage } from "../api/get-policy-page"
import { policyLinks } from "../policy-handles"
import { SAVE_POLICY_PAGE } from "../policy-form"

/**
 * The settings a page's text may quote, filled on every read by the backend
 * (backend/src/lib/policies/policy-text-values.ts, POLICY_PLACEHOLDERS: the same names).
 */
const POLICY_PLACEHOLDERS = [
  "dhaka_delivery_days",
  "elsewhere_delivery_days",
  "delivery_charge",
  "large_order_delivery_charge",
  "large_order_threshold",
  // The shop's identity and payment methods (backend workflows/policies/rules/shop-policy-values.ts).
  "shop_phone",
  "shop_whatsapp",
  "shop_email",
  "shop_address",
  "shop_hours",
  "trade_licence",
  "payment_methods",
]

/** Storefront admin (Customize): each policy page's title and text. */
export function PolicyPagesEditor() {
  const t = useMessages().policies
  return (
    <section className="admin-section" aria-labelledby="policy-pages-title">
      <h2 id="policy-pages-title">{t.adminTitle}</h2>
      <p className="form-note">{t.adminHint}</p>
      <p className="form-note">
        {t.placeholdersHint} {POLICY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}
      </p>
      {policyLinks(t).map(({ handle, label }) => (
        <PolicyPageCard key={handle} handle={handle} label={label} />
      ))}
    </section>
  )
}

function PolicyPageCard({ handle, label }: { handle: string; label: string }) {
  const messages = useMessages()
  const { data: page, isPending } = useAdminPolicyPage(handle)
  return (
    <details className="admin-policy" data-handle={handle}>
      <summary>{label}</summary>
      {isPending ? (
        <p aria-busy="true">{messages.adminContent.loading(label)}</p>
      ) : (
        <PolicyPageForm key={page?.updated_at ?? "new"} handle={handle} page={page ?? null} fallbackTitle={label} />
      )}
    </details>
  )
}

/**
 * One page's title and text, posted to the admin route's action (routes/admin/customize.tsx) with
 * or without scripts; scripts check both are there first. Saved: 'Saved: <title>' under the form.
 */
function PolicyPageForm({ handle, page, fallbackTitle }: { handle: string; page: PolicyPage | null; fallbackTitle: string }) {
  const messages = useMessages()
  const t = messages.policies
  const save = useSavePolicyPage(handle)
  const answer = save.answer
  const posted = answer?.error || answer?.fields ? answer.values : undefined
  const [title, setTitle] = useState(posted?.title ?? page?.title ?? fallbackTitle)
  const [body, setBody] = useState(posted?.body ?? page?.body ?? "")
  const [invalid, setInvalid] = useState<string | null>(null)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = !title.trim() ? t.titleRequired : !body.trim() ? t.bodyRequired : null
    setInvalid(problem)
    if (!problem) save.submit(event.currentTarget)
  }
  const refused = answer?.lost ? messages.auth.networkError : (answer?.error ?? answer?.fields?.title ?? answer?.fields?.body ?? null)
  return (
    <form method="post" className="form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={SAVE_POLICY_PAGE} />
      <input type="hidden" name="id" value={handle} />
      <div className="field">
        <label htmlFor={`policy-${handle}-title`}>{t.pageTitle}</label>
        <input id={`policy-${handle}-title`} name="title" value={title} onChange={(event) => setTitle(event.target.value)} disabled={save.pending} />
      </div>
      <div className="field">
        <label htmlFor={`policy-${handle}-body`}>{t.pageBody}</label>
        <textarea id={`policy-${handle}-body`} name="body" rows={12} value={body} onChange={(event) => setBody(event.target.value)} disabled={save.pending} />
      </div>
      <FormError message={invalid ?? refused} />
      {!invalid && answer?.done && (
        <p className="notice" role="status">
          {answer.done}
        </p>
      )}
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.saving : t.save}
      </button>{" "}
      <Link to={paths.policy(handle)}>{t.view}</Link>
    </form>
  )
}
