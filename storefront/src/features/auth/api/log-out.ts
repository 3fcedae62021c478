import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop, setMaybeSignedIn } from "../../../lib/medusa"
import { resetAdminSdk } from "../../../lib/admin-sdk"
import { sessionQueryKey } from "../../session/api/session"

/** Ends the session and forgets everything cached for the customer. */
export function useLogOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { sdk } = await getShop()
      await sdk.auth.logout()
    },
    onSettled: () => {
      setMaybeSignedIn(false)
      queryClient.setQueryData(sessionQueryKey, null)
      queryClient.removeQueries({ queryKey: ["cart"] })
      queryClient.removeQueries({ queryKey: ["account"] })
      queryClient.removeQueries({ queryKey: ["admin"] })
      resetAdminSdk()
    },
  })
}
