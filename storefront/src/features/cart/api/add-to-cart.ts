import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useMessages } from "../../../i18n"
import { getShop } from "../../../lib/medusa"
import { PURCHASE_FIELDS } from "../../session/api/purchase-fields"
import { cartQueryKey, getMyCart } from "../../session/api/cart"

/** The server's answer (and ours) when the product is in the cart already; the cart is unchanged. */
export class AlreadyInCartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "AlreadyInCartError"
  }
}

const ALREADY_ADDED = /already added/i

export const hasVariant = (cart: HttpTypes.StoreCart | null | undefined, variantId: string) =>
  Boolean(cart?.items?.some((item) => item.variant_id === variantId))

/**
 * Adds a product to the signed-in customer's cart, creating the cart (in the shop's region)
 * on their first product. A product already in the cart is refused here and by the server
 * (422 "Already added"); either way an AlreadyInCartError comes back and nothing changes (ours
 * says `alreadyAdded`, the page's `messages.toasts.alreadyAdded`).
 */
export async function addToCart({ variantId, quantity }: { variantId: string; quantity: number }, alreadyAdded: string): Promise<HttpTypes.StoreCart> {
  const { sdk, config } = await getShop()
  // Fresh from the server: another tab or device may have added it since the page loaded.
  let cart = await getMyCart()
  if (hasVariant(cart, variantId)) throw new AlreadyInCartError(alreadyAdded)
  cart ??= (await sdk.store.cart.create({ region_id: config.region_id }, { fields: PURCHASE_FIELDS.newCart })).cart
  try {
    return (await sdk.store.cart.createLineItem(cart.id, { variant_id: variantId, quantity })).cart
  } catch (error) {
    if (error instanceof Error && ALREADY_ADDED.test(error.message)) throw new AlreadyInCartError(error.message)
    throw error
  }
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  const { alreadyAdded } = useMessages().toasts
  return useMutation({
    mutationFn: (input: { variantId: string; quantity: number }) => addToCart(input, alreadyAdded),
    onSuccess: (cart) => queryClient.setQueryData(cartQueryKey, cart),
    // Refused or not, the header's count should match the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  })
}
