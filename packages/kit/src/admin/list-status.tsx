import { Text } from "@medusajs/ui"
import { errorMessage } from "./error-message"
import type { AdminMessages } from "./messages"

export type ListStatusProps = { isLoading: boolean; error: unknown; isEmpty: boolean; emptyText: string; messages: AdminMessages }

/** The loading, error or empty line of a list; nothing once there are rows to show. */
export const ListStatus = ({ isLoading, error, isEmpty, emptyText, messages }: ListStatusProps) => {
  const text = isLoading ? messages.loading : error ? `${messages.loadFailed} ${errorMessage(error, messages)}` : isEmpty ? emptyText : null
  if (!text) return null
  return (
    <Text size="small" className={error ? "text-ui-fg-error px-6 py-4" : "text-ui-fg-subtle px-6 py-4"}>
      {text}
    </Text>
  )
}
