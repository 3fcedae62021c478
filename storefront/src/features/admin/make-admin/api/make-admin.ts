import { useMutation } from "@tanstack/react-query"
import { toast } from "../../../../lib/toast"
import { useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"

export type MakeAdminResult = { user_id: string; created: boolean }

/** POST /admin/make-admin {email}: that customer becomes an admin (404 with a message for an unknown email). */
export const makeAdmin = (email: string) => withAdmin((sdk) => sdk.client.fetch<MakeAdminResult>("/admin/make-admin", { method: "POST", body: { email } }))

export function useMakeAdmin() {
  const toasts = useMessages().toasts
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => toast.success(toasts.makeAdmin),
  })
}
