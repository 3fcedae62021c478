import { queryOptions, useQuery } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import { shopKeys } from "../../../session/shop-query-keys"
import type { AdminNews } from "./create-news"

/** How many of the newest items the add-news page lists (the backend's page size for news is at most 100). */
export const NEWS_LISTED = 50
export const NEWS_LIST_QUERY = { limit: NEWS_LISTED, offset: 0 }

/** The newest news items as the content plugin's admin route answers them (GET /admin/news), newest first. */
export const adminNewsQuery = queryOptions({
  queryKey: shopKeys.adminNews(),
  queryFn: async () => (await withAdmin((sdk) => sdk.client.fetch<{ news: AdminNews[] }>("/admin/news", { query: NEWS_LIST_QUERY }))).news,
})

export const useAdminNews = () => useQuery(adminNewsQuery)
