import type { QueryClient } from "@tanstack/react-query"
import type { AdminSend } from "../../api/admin.server"
import type { AdminNews } from "./create-news"
import { adminNewsQuery, NEWS_LIST_QUERY } from "./news-list"

/** The add-news page's list, read on the server under the key the list reads it by (its forms work without scripts). */
export const prefetchAdminNews = (client: QueryClient, send: AdminSend) =>
  client.prefetchQuery({
    queryKey: adminNewsQuery.queryKey,
    queryFn: async () => (await send<{ news: AdminNews[] }>("GET", "/admin/news", undefined, NEWS_LIST_QUERY)).news,
  })
