import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"

/** A policy page as the content plugin serves it: plain text, paragraphs split by blank lines. */
export type PolicyPage = { handle: string; title: string; body: string; updated_at: string }

export async function getPolicyPage(handle: string): Promise<PolicyPage> {
  const { policy_page } = await storeGet<{ policy_page: PolicyPage }>(`/store/policy-pages/${encodeURIComponent(handle)}`)
  return policy_page
}

export const policyKeys = {
  all: ["policies"] as const,
  page: (handle: string) => ["policies", "page", handle] as const,
  /** The admin's copy of a page (forgotten with the admin's reads at sign-out). */
  adminPage: (handle: string) => ["admin", ...policyKeys.page(handle)] as const,
}

export const policyPageQueryOptions = (handle: string) => queryOptions({ queryKey: policyKeys.page(handle), queryFn: () => getPolicyPage(handle) })

export const usePolicyPage = (handle: string) => useQuery(policyPageQueryOptions(handle))
