import type { ReactNode } from "react"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { ListSkeleton } from "../../../../components/ui/list-skeleton"

export type ListStateProps<T> = {
  query: { data?: T[]; isPending: boolean; error: Error | null; refetch: () => unknown }
  loadingLabel: string
  empty: string
  children: (items: T[]) => ReactNode
}

/** A list's loading, failed (with the error's message and a retry), empty or filled state. */
export function ListState<T>({ query, loadingLabel, empty, children }: ListStateProps<T>) {
  const networkError = useMessages().auth.networkError
  if (query.error) return <ErrorMessage message={errorMessage(query.error, networkError)} onRetry={() => void query.refetch()} />
  if (query.isPending || !query.data) return <ListSkeleton label={loadingLabel} rows={2} />
  if (!query.data.length) return <p className="empty-state">{empty}</p>
  return <>{children(query.data)}</>
}
