import { useQueryClient } from "@tanstack/react-query"
import { shopKeys } from "../../../session/shop-query-keys"

export type AdminNews = { id: string; title: string; description: string; date: string; image_url: string }

/** After adding news (the route's action answered): the storefront's news lists kept in this tab (news page, home carousel) are read again. */
export function useNewsRead() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: shopKeys.news })
    void queryClient.invalidateQueries({ queryKey: shopKeys.content })
    void queryClient.invalidateQueries({ queryKey: shopKeys.adminNews() })
  }
}
