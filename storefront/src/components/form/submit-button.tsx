import type { ReactNode } from "react"
import { useHydrated } from "../../lib/use-hydrated"

type Props = { pending: boolean; pendingLabel: string; children: ReactNode }

/**
 * A script-driven form's submit button: disabled while its request runs, and until the page is
 * hydrated — a server-rendered form submitted before that would put a password in the URL.
 * (A disabled default button also stops Enter from submitting the form.)
 */
export function SubmitButton({ pending, pendingLabel, children }: Props) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className="button button--block" disabled={pending || !hydrated}>
      {pending ? pendingLabel : children}
    </button>
  )
}
