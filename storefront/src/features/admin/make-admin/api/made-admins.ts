import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"

/** An admin made from this screen, as GET /admin/make-admin lists them (backend/src/api/admin/make-admin). */
export type MadeAdmin = { id: string; email: string; made_at: string; roles: string[] }

export const madeAdminsKey = ["admin", "made-admins"] as const

export const madeAdminsQuery = () =>
  queryOptions({
    queryKey: madeAdminsKey,
    queryFn: () => withAdmin((sdk) => sdk.client.fetch<{ admins: MadeAdmin[] }>("/admin/make-admin")),
  })

export const useMadeAdmins = () => useQuery(madeAdminsQuery())

/** After making or removing an admin: the list is read again. */
export function useMadeAdminsRead() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: madeAdminsKey })
}
