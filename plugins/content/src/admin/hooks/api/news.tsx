import { postForm, sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation, usePageQuery } from "@chaka/kit/admin"

export type News = {
  id: string
  title: string
  description: string
  date: string | null
  image_url: string
}

export type NewsListQuery = { limit: number; offset: number }
export type NewsListResponse = { news: News[]; count: number; limit: number; offset: number }
export type NewsResponse = { news: News }
export type NewsDeleteResponse = { id: string; object: "news"; deleted: boolean }
export type CreateNewsInput = { title: string; description: string; date?: string; image: File }

export const newsQueryKeys = queryKeysFactory<"news", NewsListQuery>("news")

export const useNewsList = (query: NewsListQuery) => usePageQuery(newsQueryKeys.list(query), () => sdk.client.fetch<NewsListResponse>("/admin/news", { query }))

const toFormData = ({ title, description, date, image }: CreateNewsInput) => {
  const form = new FormData()
  form.append("title", title)
  form.append("description", description)
  if (date) form.append("date", date)
  form.append("image", image, image.name)
  return form
}

export const useCreateNews = () => useListMutation(newsQueryKeys.lists(), (input: CreateNewsInput) => postForm<NewsResponse>("/admin/news", toFormData(input)))

export const useDeleteNews = () =>
  useListMutation(newsQueryKeys.lists(), (id: string) => sdk.client.fetch<NewsDeleteResponse>(`/admin/news/${encodeURIComponent(id)}`, { method: "DELETE" }))
