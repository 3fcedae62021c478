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

/** A news item's edit: title, text, date (blank leaves it), and a new picture if one is chosen. */
export type UpdateNewsInput = { id: string; title: string; description: string; date?: string; image: File | null }

export const useUpdateNews = () =>
  useListMutation(newsQueryKeys.lists(), ({ id, title, description, date, image }: UpdateNewsInput) => {
    const path = `/admin/news/${encodeURIComponent(id)}`
    if (!image) return sdk.client.fetch<NewsResponse>(path, { method: "POST", body: { title, description, ...(date ? { date } : {}) } })
    const form = new FormData()
    form.append("title", title)
    form.append("description", description)
    if (date) form.append("date", date)
    form.append("image", image, image.name)
    return postForm<NewsResponse>(path, form)
  })
