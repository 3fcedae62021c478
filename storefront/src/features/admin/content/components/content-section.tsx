import { useId, type ReactNode } from "react"
import { Link, useLocation, useSearchParams } from "react-router"
import { inLocale, useI18n, useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID, type AdminAnswer } from "../../form-answer"
import { useAdminForm, useListAnswer } from "../../use-admin-form"
import { useContentRead } from "../api/content"
import { CONTENT_FETCHER } from "../forms"
import { ListState, type ListStateProps } from "./list-state"

/**
 * One kind of home-page content on /admin/customize: its heading, its add form, then its list.
 * The content plugin's Medusa-admin pages (plugins/content/src/admin) show the same lists, but
 * they run in another app with Medusa's UI kit, SDK and catalogue, so they are written apart on
 * purpose; what both must agree on (which links and pictures are accepted) the plugin's API checks.
 */
export function ContentSection<T>({ title, form, removals, ...list }: { title: string; form: ReactNode; removals: readonly string[] } & ListStateProps<T>) {
  const headingId = useId()
  // The last deletion in this list (the row it was about is gone), or its refusal.
  const last = useListAnswer(CONTENT_FETCHER)
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {form}
      {last && removals.includes(last.intent) && <AnswerNote answer={last} />}
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

type RemoveProps = {
  /** Which deletion, of which record; `name` (a sub-menu's) goes with it. */
  intent: string
  id: string
  name?: string
  /** Which list is read again after it (with the home page's content). */
  list: readonly string[]
  /** After the deletion, instead of reading `list` again. */
  onDone?: () => void
  label: string
  /** The question of the second step: a dialog with scripts, the page's own confirmation without. */
  confirm: string
  className?: string
  children?: ReactNode
}

/** The address of a deletion's second step (the Delete button's GET without scripts): which form, which record. */
export const CONFIRM_QUERY = { intent: "confirm", id: "record", name: "name" } as const

/**
 * A row's delete, in two steps. With scripts: the browser's dialog asks `confirm`, then the post
 * goes to the route's action. Without: the button opens the same page asking it
 * (?confirm=<intent>&record=<id>), where "Yes, delete" posts and "Cancel" goes back; nothing is
 * deleted by the first click either way.
 */
export function RemoveForm({ intent, id, name, list, onDone, label, confirm, className = "button button--danger", children }: RemoveProps) {
  const t = useMessages().adminContent
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const listRead = useContentRead(list)
  const remove = useAdminForm({ intent, id, key: CONTENT_FETCHER, onDone: onDone ?? listRead })
  const busy = remove.pending && (name === undefined || remove.fetcher.formData?.get("name") === name)
  const asked =
    search.get(CONFIRM_QUERY.intent) === intent && search.get(CONFIRM_QUERY.id) === id && (name === undefined || search.get(CONFIRM_QUERY.name) === name)
  const fields = (
    <>
      <input type="hidden" name={INTENT} value={intent} />
      <input type="hidden" name={RECORD_ID} value={id} />
      {name !== undefined && <input type="hidden" name="name" value={name} />}
    </>
  )
  if (asked)
    return (
      <form
        method="post"
        action={pathname}
        className="admin-row__confirm"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault()
          remove.submit(event.currentTarget)
        }}
      >
        <p role="alert">{confirm}</p>
        {fields}
        <button type="submit" className="button button--danger" disabled={busy}>
          {t.confirmYes}
        </button>
        <Link to={pathname} className="button button--ghost" preventScrollReset>
          {t.cancel}
        </Link>
      </form>
    )
  return (
    <form
      method="get"
      action={pathname}
      className="admin-row__remove"
      onSubmit={(event) => {
        event.preventDefault()
        if (!window.confirm(confirm)) return
        const body = new FormData()
        body.set(INTENT, intent)
        body.set(RECORD_ID, id)
        if (name !== undefined) body.set("name", name)
        void remove.fetcher.submit(body, { method: "post" })
      }}
    >
      <input type="hidden" name={CONFIRM_QUERY.intent} value={intent} />
      <input type="hidden" name={CONFIRM_QUERY.id} value={id} />
      {name !== undefined && <input type="hidden" name={CONFIRM_QUERY.name} value={name} />}
      <button type="submit" className={className} aria-label={label} disabled={busy}>
        {children ?? t.delete}
      </button>
    </form>
  )
}

/** An add form's button and the answer to its last try (what was added, or why not). */
export function AddButton({ label, form }: { label: string; form: { pending: boolean; answer: AdminAnswer | undefined } }) {
  const t = useMessages().adminContent
  return (
    <>
      <button type="submit" className="button" disabled={form.pending}>
        {form.pending ? t.adding : label}
      </button>
      <AnswerNote answer={form.answer} />
    </>
  )
}
