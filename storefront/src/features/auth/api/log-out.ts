import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { resetAdminSdk } from "../../admin/api/admin-sdk"
import { sessionQueryKey } from "./session"

/** Forgets the token and everything cached for the customer. */
export function useLogOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { sdk } = await getShop()
      await sdk.auth.logout()
    },
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null)
      queryClient.removeQueries({ queryKey: ["cart"] })
      queryClient.removeQueries({ queryKey: ["account"] })
      queryClient.removeQueries({ queryKey: ["admin"] })
      resetAdminSdk()
    },
  })
}
