import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../../lib/shop-query-keys"

export type News = { id: string; title: string; description: string; date: string; image_url: string }

/** The content plugin's public news list, newest first. */
export async function getNews(limit: number): Promise<News[]> {
  const { news } = await storeGet<{ news: News[] }>("/store/news", { limit })
  return news
}

export const newsQueryOptions = (limit: number) => queryOptions({ queryKey: [...shopKeys.news, "list", limit], queryFn: () => getNews(limit) })

export const useNews = (limit: number) => useQuery(newsQueryOptions(limit))
