import { useEffect } from "react"
import { toast } from "./toast"

/** Spec: a failed load shows a toast with the error's message; one toast per message. */
export function useErrorToast(error: Error | null) {
  useEffect(() => {
    if (error) toast.error(error.message, { id: error.message })
  }, [error])
}
