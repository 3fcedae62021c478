import type { QueryClient } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { POLICY_HANDLES } from "../policy-handles"
import { adminPolicyPageQuery } from "./admin-policy-pages"
import type { PolicyPage } from "./get-policy-page"

/** Who reads the admin API (the admin area's, given by the route). */
type Read = <T>(method: "GET", path: string) => Promise<T>

/** Every policy page as the admin edits it (null: never written), read on the server under the keys the editor reads them by. */
export const prefetchPolicyPages = (client: QueryClient, read: Read) =>
  Promise.all(
    POLICY_HANDLES.map((handle) =>
      client.prefetchQuery({
        queryKey: adminPolicyPageQuery(handle).queryKey,
        queryFn: () =>
          read<{ policy_page: PolicyPage }>("GET", `/admin/policy-pages/${encodeURIComponent(handle)}`).then(
            ({ policy_page }) => policy_page,
            (error: unknown) => {
              if (statusOf(error) === 404) return null
              throw error
            }
          ),
      })
    )
  )
