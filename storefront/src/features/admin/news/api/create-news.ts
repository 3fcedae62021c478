import { useMutation, useQueryClient } from "@tanstack/react-query"
import { toast } from "../../../../lib/toast"
import { useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import type { NewsInput } from "../schemas"
import { shopKeys } from "../../../../lib/shop-query-keys"

export type AdminNews = { id: string; title: string; description: string; date: string; image_url: string }

/** POST /admin/news: multipart with title, description, date (optional: the server takes now) and image. */
export async function createNews({ image, title, description, date }: NewsInput): Promise<AdminNews> {
  const body = new FormData()
  body.append("title", title)
  body.append("description", description)
  if (date) body.append("date", date)
  body.append("image", image)
  const { news } = await withAdmin((sdk) =>
    sdk.client.fetch<{ news: AdminNews }>("/admin/news", {
      method: "POST",
      body,
      // Let the browser write the multipart content type with its boundary.
      headers: { "content-type": null },
    })
  )
  return news
}

/** Adding news: the toast, and the storefront's news lists (news page, home carousel) are read again. */
export function useCreateNews() {
  const queryClient = useQueryClient()
  const toasts = useMessages().toasts
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => {
      toast.success(toasts.newsAdded)
      void queryClient.invalidateQueries({ queryKey: shopKeys.news })
      void queryClient.invalidateQueries({ queryKey: shopKeys.content })
      void queryClient.invalidateQueries({ queryKey: ["admin", "news"] })
    },
  })
}
