import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { MIN_QUANTITY } from "../../../lib/availability"
import { cartQueryKey } from "../../session/api/cart"

type Change = { cartId: string; lineId: string; quantity: number }

/**
 * Saves a line's new quantity on the server, so the cart is the same after a reload or on
 * another device (the spec's shop kept it in the page only). Never below 1: removing a line
 * is Delete's job.
 */
export async function updateCartItem({ cartId, lineId, quantity }: Change) {
  const { sdk } = await getShop()
  const { cart } = await sdk.store.cart.updateLineItem(cartId, lineId, { quantity: Math.max(MIN_QUANTITY, quantity) })
  return cart
}

/** The page shows the saved quantity; a refusal (e.g. not enough stock) leaves the old one. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
  })
}
