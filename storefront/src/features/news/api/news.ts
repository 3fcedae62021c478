import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../../session/shop-query-keys"

export type News = { id: string; title: string; description: string; date: string; image_url: string }

/** The content plugin's public news list, newest first. */
export async function getNews(limit: number): Promise<News[]> {
  const { news } = await storeGet<{ news: News[] }>("/store/news", { limit })
  return news
}

/** The news lists' React Query keys, under the shop's news root. */
export const newsKeys = { list: (limit: number) => [...shopKeys.news, "list", limit] as const }

export const newsQueryOptions = (limit: number) => queryOptions({ queryKey: newsKeys.list(limit), queryFn: () => getNews(limit) })

export const useNews = (limit: number) => useQuery(newsQueryOptions(limit))
