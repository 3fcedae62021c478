import { useId, type ReactNode } from "react"
import { FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { inLocale, useI18n, useMessages } from "../../../../i18n"
import { ListState, type ListStateProps } from "./list-state"

/**
 * One kind of home-page content on /admin/customize: its heading, its add form, then its list.
 * The content plugin's Medusa-admin pages (plugins/content/src/admin) show the same lists, but
 * they run in another app with Medusa's UI kit, SDK and catalogue, so they are written apart on
 * purpose; what both must agree on (which links and pictures are accepted) the plugin's API checks.
 */
export function ContentSection<T>({ title, form, ...list }: { title: string; form: ReactNode } & ListStateProps<T>) {
  const headingId = useId()
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {form}
      <ListState {...list} />
    </section>
  )
}

/** Where a row's offer or slide leads. */
export function RowLink({ url }: { url: string }) {
  const { messages, locale } = useI18n()
  // A shop path opens in the page's language (as stored, /shop/Mountain, it would be the English page).
  const href = locale !== "en" && url.startsWith("/") && !url.startsWith("//") ? inLocale(url, locale) : url
  return (
    <span className="admin-row__url">
      {messages.adminContent.links} <a href={href}>{url}</a>
    </span>
  )
}

/** A row's delete button, busy while that row is being deleted. */
export function DeleteRowButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const t = useMessages().adminContent
  return (
    <button type="button" className="button button--danger" aria-label={label} disabled={busy} onClick={onClick}>
      {t.delete}
    </button>
  )
}

/** An add form's button and the error of its last try. */
export function AddButton({ label, mutation }: { label: string; mutation: { isPending: boolean; error: Error | null } }) {
  const messages = useMessages()
  const t = messages.adminContent
  return (
    <>
      <button type="submit" className="button" disabled={mutation.isPending}>
        {mutation.isPending ? t.adding : label}
      </button>
      <FormError message={mutation.error ? errorMessage(mutation.error, messages.auth.networkError) : null} />
    </>
  )
}
