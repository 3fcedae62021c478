import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { toast } from "../../../lib/toast"
import { useMessages } from "../../../i18n"
import { useAdminPolicyPage, useSavePolicyPage } from "../api/admin-policy-pages"
import type { PolicyPage } from "../api/get-policy-page"
import { policyLinks } from "../policy-handles"

/**
 * The settings a page's text may quote, filled on every read by the backend
 * (backend/src/lib/policies/policy-text-values.ts, POLICY_PLACEHOLDERS: the same names).
 */
const POLICY_PLACEHOLDERS = ["dhaka_delivery_days", "elsewhere_delivery_days", "delivery_charge", "large_order_delivery_charge", "large_order_threshold"]

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

function PolicyPageForm({ handle, page, fallbackTitle }: { handle: string; page: PolicyPage | null; fallbackTitle: string }) {
  const messages = useMessages()
  const t = messages.policies
  const save = useSavePolicyPage(handle)
  const [title, setTitle] = useState(page?.title ?? fallbackTitle)
  const [body, setBody] = useState(page?.body ?? "")
  const [invalid, setInvalid] = useState<string | null>(null)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problem = !title.trim() ? t.titleRequired : !body.trim() ? t.bodyRequired : null
    setInvalid(problem)
    if (problem) return
    save.mutate({ title: title.trim(), body: body.trim() }, { onSuccess: ({ policy_page }) => toast.success(t.saved(policy_page.title)) })
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`policy-${handle}-title`}>{t.pageTitle}</label>
        <input id={`policy-${handle}-title`} value={title} onChange={(event) => setTitle(event.target.value)} disabled={save.isPending} />
      </div>
      <div className="field">
        <label htmlFor={`policy-${handle}-body`}>{t.pageBody}</label>
        <textarea id={`policy-${handle}-body`} rows={12} value={body} onChange={(event) => setBody(event.target.value)} disabled={save.isPending} />
      </div>
      <FormError message={invalid ?? (save.error ? errorMessage(save.error, messages.auth.networkError) : null)} />
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t.saving : t.save}
      </button>{" "}
      <Link to={paths.policy(handle)}>{t.view}</Link>
    </form>
  )
}
