import type { ReactNode } from "react"
import { useActionData } from "react-router"
import { useMessages } from "../../../../i18n"
import type { AdminAnswer } from "../../form-answer"

/**
 * A row's Edit: a disclosure that opens its form in place (a <details>, so it opens without
 * scripts too). It stays open after a save, showing the answer; a page posted without scripts
 * comes back with it open when the answer is about this form (`intent` and record `id`).
 */
export function EditDetails({ label, intent, id, children }: { label: string; intent: string; id: string; children: ReactNode }) {
  const t = useMessages().adminContent
  const posted = useActionData() as AdminAnswer | undefined
  return (
    <details className="admin-row__edit" open={posted?.intent === intent && posted.id === id}>
      <summary aria-label={label}>{t.edit}</summary>
      {children}
    </details>
  )
}
