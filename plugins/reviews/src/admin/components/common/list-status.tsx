import { Text } from "@medusajs/ui"
import { errorMessage } from "../../lib/error-message"
import { messages } from "../../lib/messages"

type ListStatusProps = { isLoading: boolean; error: unknown; isEmpty: boolean; emptyText: string }

/** The loading, error or empty line of a list; nothing once there are rows to show. */
export const ListStatus = ({ isLoading, error, isEmpty, emptyText }: ListStatusProps) => {
  const text = isLoading ? messages.common.loading : error ? `${messages.common.loadFailed} ${errorMessage(error)}` : isEmpty ? emptyText : null
  if (!text) return null
  return (
    <Text size="small" className={error ? "text-ui-fg-error px-6 py-4" : "text-ui-fg-subtle px-6 py-4"}>
      {text}
    </Text>
  )
}
