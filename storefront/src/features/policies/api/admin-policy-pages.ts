import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useActionData, useFetcher } from "react-router"
import { withAdmin } from "../../../lib/admin-sdk"
import { SAVE_POLICY_PAGE } from "../policy-form"
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

export const adminPolicyPageQuery = (handle: string) => queryOptions({ queryKey: policyKeys.adminPage(handle), queryFn: () => readPage(handle) })

export const useAdminPolicyPage = (handle: string) => useQuery(adminPolicyPageQuery(handle))

/** What the admin route's action answered a page's form (the admin area's answer, by shape). */
export type PolicyPageAnswer = {
  intent: string
  id?: string
  done?: string
  error?: string
  fields?: Record<string, string>
  values?: Record<string, string>
  lost?: boolean
}

/**
 * A page's form posted to the admin route's action (POST /admin/policy-pages/:handle there: the
 * server forgets the shared page): through a fetcher with scripts (its answer outlives the form,
 * mounted again with the saved page), the page's answer without. Saved: the pages are read again.
 */
export function useSavePolicyPage(handle: string) {
  const queryClient = useQueryClient()
  const fetcher = useFetcher<PolicyPageAnswer>({ key: `${SAVE_POLICY_PAGE}-${handle}` })
  const posted = useActionData() as PolicyPageAnswer | undefined
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.done) return
    void queryClient.invalidateQueries({ queryKey: adminPolicyPageQuery(handle).queryKey })
    void queryClient.invalidateQueries({ queryKey: policyKeys.all })
  }, [fetcher.state, fetcher.data, queryClient, handle])
  return {
    answer: fetcher.data ?? (posted?.intent === SAVE_POLICY_PAGE && posted.id === handle ? posted : undefined),
    pending: fetcher.state !== "idle",
    submit: (form: HTMLFormElement) => void fetcher.submit(form, { method: "post" }),
  }
}
