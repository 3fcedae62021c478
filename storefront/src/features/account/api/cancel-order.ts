import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { toast } from "../../../lib/toast"
import { useMessages } from "../../../i18n"
import { ORDER_DETAIL_FIELDS, orderQueryOptions, toOrderDetails, type OrderDetails } from "./get-order"
import { ordersQueryKey } from "./get-orders"

/**
 * POST /store/orders/:id/cancel: the signed-in customer cancels their own order before it ships
 * (the server decides: 409 with its reason once it has shipped). Canceling twice answers the
 * canceled order again. It answers the order with the fields the order's page reads (its whole
 * life: the approval, the cancel date), as that page's GET does.
 */
export async function cancelMyOrder(id: string): Promise<OrderDetails> {
  const { sdk } = await getShop()
  const { order } = await sdk.client.fetch<{ order: HttpTypes.StoreOrder }>(`/store/orders/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    query: { fields: ORDER_DETAIL_FIELDS },
  })
  return toOrderDetails(order)
}

/** Cancel, then the page shows the order canceled at once (the answer is the page's order) and both the order and the list are read again. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient()
  const messages = useMessages()
  const { queryKey } = orderQueryOptions(id)
  return useMutation({
    mutationFn: () => cancelMyOrder(id),
    onSuccess: async (order) => {
      toast.success(messages.orderPage.canceled)
      queryClient.setQueryData<OrderDetails>(queryKey, order)
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey })
    },
    // Refused (it shipped meanwhile, say): show the order as it now is.
    onError: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  })
}
