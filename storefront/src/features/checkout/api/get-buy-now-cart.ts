import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { buyNowCartMetadata } from "@chaka/rules"
import { getShop } from "../../../lib/medusa"
import { useMessages, type Messages } from "../../../i18n"

const STORAGE_KEY = "chaka.buy-now-cart"

type Saved = { productId: string; quantity: number; cartId: string }

const readSaved = (): Saved | null => {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as Saved | null
  } catch {
    return null
  }
}

export const forgetBuyNowCart = () => {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // Private mode without storage: nothing was kept.
  }
}

/**
 * "Buy now" runs in a cart of its own (metadata.purpose "buy-now"), so the customer's cart is
 * left as it is. Reloading the page reuses the open one instead of piling up new carts. `t`: the
 * page's `messages.checkout`, for a product that cannot be bought.
 */
export async function getBuyNowCart(productId: string, quantity: number, t: Messages["checkout"]): Promise<HttpTypes.StoreCart> {
  const { sdk, config } = await getShop()
  const saved = readSaved()
  if (saved && saved.productId === productId && saved.quantity === quantity) {
    const cart = await sdk.store.cart.retrieve(saved.cartId).then(
      ({ cart }) => cart,
      () => null
    )
    if (cart && !cart.completed_at) return cart
  }
  const { product } = await sdk.store.product.retrieve(productId, { region_id: config.region_id, fields: "id,variants.id" })
  const variantId = product.variants?.[0]?.id
  if (!variantId) throw new Error(t.productUnavailable)
  const { cart } = await sdk.store.cart.create({
    region_id: config.region_id,
    // The backend leaves carts so marked out of the customer's shopping cart.
    metadata: buyNowCartMetadata(),
    items: [{ variant_id: variantId, quantity }],
  })
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ productId, quantity, cartId: cart.id } satisfies Saved))
  } catch {
    // Without storage a reload makes a new cart; the old one is never shown as the customer's.
  }
  return cart
}

export const buyNowCartQueryOptions = (productId: string, quantity: number, t: Messages["checkout"], enabled = true) =>
  queryOptions({
    queryKey: ["checkout", "buy-now", productId, quantity],
    queryFn: () => getBuyNowCart(productId, quantity, t),
    staleTime: Infinity,
    retry: false,
    enabled,
  })

export function useBuyNowCart(productId: string, quantity: number, enabled: boolean) {
  const t = useMessages().checkout
  return useQuery(buyNowCartQueryOptions(productId, quantity, t, enabled))
}
