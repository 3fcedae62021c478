import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { cartQueryKey } from "../../session/api/cart"

export async function removeCartItem({ cartId, lineId }: { cartId: string; lineId: string }) {
  const { sdk } = await getShop()
  const { parent } = await sdk.store.cart.deleteLineItem(cartId, lineId)
  return parent ?? null
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartQueryKey, cart)
      return queryClient.invalidateQueries({ queryKey: cartQueryKey })
    },
  })
}
