import { useMutation, useQueryClient } from "@tanstack/react-query"
import { errorMessage } from "../../../../lib/errors"
import { toast } from "../../../../lib/toast"
import { useMessages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"
import { adminProductKeys } from "./keys"
import { invalidateShopProducts } from "../../../../lib/shop-query-keys"

/** DELETE /admin/products/:id (Medusa's own). */
export async function deleteProduct(id: string): Promise<void> {
  await withAdmin((sdk) => sdk.admin.product.delete(id))
}

/** Deletes a product: 'Product deleted' and the list read again, or the server's reason in a toast. */
export function useDeleteProduct() {
  const queryClient = useQueryClient()
  const messages = useMessages()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      toast.success(messages.toasts.productDeleted)
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) })
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() }), invalidateShopProducts(queryClient)])
    },
    onError: (error) => toast.error(errorMessage(error, messages.adminProducts.networkError)),
  })
}
