import type { HttpTypes } from "@medusajs/types"
import type { ReactNode } from "react"
import { ErrorMessage } from "../../../components/ui/error-message"
import { useMessages } from "../../../i18n"
import { useSession } from "../../session/api/session"
import { ListSkeleton } from "../../../components/ui/list-skeleton"

/**
 * The signed-in customer for an account screen. After a navigation the customer guard has loaded
 * the session already; on a page opened directly (the server's guard checked it) it loads as the
 * page hydrates.
 */
export function SessionCustomer({ children }: { children: (customer: HttpTypes.StoreCustomer) => ReactNode }) {
  const messages = useMessages()
  const { data: session, isPending, error, refetch } = useSession()
  if (isPending) return <ListSkeleton label={messages.profile.loading} rows={2} />
  if (error || !session) return <ErrorMessage message={messages.errors.loadFailed} onRetry={() => void refetch()} />
  return <>{children(session.customer)}</>
}
