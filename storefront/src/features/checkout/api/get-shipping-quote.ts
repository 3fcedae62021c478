import type { HttpTypes } from "@medusajs/types"
import { useQuery } from "@tanstack/react-query"
import { deliveryCharge, DELIVERY_RATE } from "@chaka/rules"
import { shopConfigQueryOptions } from "../../../lib/shop-config"

export type ShippingQuote = { amount: number }

/**
 * What Home delivery costs for this cart, with no request of its own: the backend's rate (in the
 * shop's configuration, already loaded with the page) under @chaka/rules' rule, the one
 * bd-commerce's provider prices with. Placing the order prices it again on the server, and the
 * order shows what was charged. Null while the configuration loads or without items.
 */
export function useShippingQuote(cart: HttpTypes.StoreCart | null | undefined): { data: ShippingQuote | null; isPending: boolean } {
  const { data: config, isPending } = useQuery(shopConfigQueryOptions)
  if (!cart?.items?.length || !config) return { data: null, isPending }
  const subtotal = cart.item_subtotal ?? cart.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0)
  return { data: { amount: deliveryCharge(subtotal, config.delivery_rate ?? DELIVERY_RATE) }, isPending: false }
}
