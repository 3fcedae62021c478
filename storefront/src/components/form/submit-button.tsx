import type { ReactNode } from "react"
import { useHydrated } from "../../lib/use-hydrated"

type Props = {
  pending: boolean
  pendingLabel: string
  children: ReactNode
  /** The form has a route action and posts without scripts too: usable from the first paint. */
  postsWithoutScripts?: boolean
}

/**
 * A script-driven form's submit button: disabled while its request runs, and until the page is
 * hydrated — a server-rendered form submitted before that would put a password in the URL —
 * unless the form posts to a route action of its own (`postsWithoutScripts`).
 * (A disabled default button also stops Enter from submitting the form.)
 */
export function SubmitButton({ pending, pendingLabel, children, postsWithoutScripts = false }: Props) {
  const hydrated = useHydrated()
  return (
    <button type="submit" className="button button--block" disabled={pending || (!hydrated && !postsWithoutScripts)}>
      {pending ? pendingLabel : children}
    </button>
  )
}
