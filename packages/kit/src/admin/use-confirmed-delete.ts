import { toast, usePrompt } from "@medusajs/ui"
import { errorMessage } from "./error-message"
import type { AdminMessages } from "./messages"

export type ConfirmedDelete = {
  /** What will be deleted, shown in the prompt. */
  description: string
  /** Toast shown once the deletion succeeded. */
  success: string
  remove: () => Promise<unknown>
}

/** Asks for confirmation, deletes, then reports the outcome in a toast. */
export const useConfirmedDelete = (messages: AdminMessages) => {
  const prompt = usePrompt()
  return async ({ description, success, remove }: ConfirmedDelete) => {
    const confirmed = await prompt({
      title: messages.confirmTitle,
      description,
      confirmText: messages.delete,
      cancelText: messages.cancel,
      variant: "danger",
    })
    if (!confirmed) return
    try {
      await remove()
      toast.success(success)
    } catch (error) {
      toast.error(errorMessage(error, messages))
    }
  }
}
