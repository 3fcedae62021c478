import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { withAdmin } from "../../../lib/admin-sdk"
import { policyKeys, type PolicyPage } from "./get-policy-page"

/** An admin's copy of a page: null when it was never written. */
const readPage = (handle: string) =>
  withAdmin((sdk) => sdk.client.fetch<{ policy_page: PolicyPage }>(`/admin/policy-pages/${encodeURIComponent(handle)}`)).then(
    ({ policy_page }) => policy_page,
    (error: { status?: number }) => {
      if (error?.status === 404) return null
      throw error
    }
  )

export const adminPolicyPageQuery = (handle: string) => queryOptions({ queryKey: ["admin", ...policyKeys.page(handle)], queryFn: () => readPage(handle) })

export const useAdminPolicyPage = (handle: string) => useQuery(adminPolicyPageQuery(handle))

/** POST /admin/policy-pages/:handle: writes the page (the server forgets the shared page). */
export function useSavePolicyPage(handle: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (page: { title: string; body: string }) =>
      withAdmin((sdk) => sdk.client.fetch<{ policy_page: PolicyPage }>(`/admin/policy-pages/${encodeURIComponent(handle)}`, { method: "POST", body: page })),
    onSuccess: ({ policy_page }) => {
      queryClient.setQueryData(adminPolicyPageQuery(handle).queryKey, policy_page)
      void queryClient.invalidateQueries({ queryKey: policyKeys.all })
    },
  })
}
