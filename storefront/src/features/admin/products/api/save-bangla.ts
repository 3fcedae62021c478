import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import { toast } from "../../../../lib/toast"
import { adminProductKeys } from "./keys"
import type { AdminProductDetail } from "./types"

/** What the Bangla form sends: a text sets it, an emptied one removes it (the page then shows the English). */
export type BanglaTexts = { title: string; description: string }

/**
 * POST /admin/shop-products/:id/translations `{ "bn-BD": { title, description } }`: the product's
 * Bangla, kept by Medusa's Translation module (the same the dashboard's translation screens edit).
 */
export async function saveBangla(productId: string, texts: BanglaTexts): Promise<AdminProductDetail> {
  const bangla = { title: texts.title.trim() || null, description: texts.description.trim() || null }
  const { product } = await withAdmin((sdk) =>
    sdk.client.fetch<{ product: AdminProductDetail }>(`/admin/shop-products/${encodeURIComponent(productId)}/translations`, {
      method: "POST",
      body: { "bn-BD": bangla },
    })
  )
  return product
}

/** Saves the Bangla texts, says so, and reads the product again (the list's "not translated" marks too). */
export function useSaveBangla(productId: string) {
  const queryClient = useQueryClient()
  const t = useMessages().adminProducts
  return useMutation({
    mutationFn: (texts: BanglaTexts) => saveBangla(productId, texts),
    onSuccess: async () => {
      toast.success(t.banglaSaved)
      await queryClient.invalidateQueries({ queryKey: adminProductKeys.all })
    },
  })
}
