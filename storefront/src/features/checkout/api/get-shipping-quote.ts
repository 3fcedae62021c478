import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { HOME_DELIVERY_FULFILLMENT_PROVIDER_ID } from "@chaka/rules"
import { getShop } from "../../../lib/medusa"

const HOME_DELIVERY = "home delivery"

export type ShippingQuote = { optionId: string; amount: number }

/** The cart's home-delivery option (bd-commerce's provider, or by its name "Home delivery"), or its only one. */
export async function findHomeDelivery(cartId: string): Promise<HttpTypes.StoreCartShippingOptionWithServiceZone | null> {
  const { sdk } = await getShop()
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cartId })
  return (
    shipping_options.find((option) => option.provider_id === HOME_DELIVERY_FULFILLMENT_PROVIDER_ID) ??
    shipping_options.find((option) => option.name.trim().toLowerCase() === HOME_DELIVERY) ??
    shipping_options[0] ??
    null
  )
}

/**
 * What home delivery costs for this cart. The amount is the server's (it depends on the
 * items' subtotal by a rule only the backend knows); null when no option is offered yet.
 */
export async function getShippingQuote(cartId: string): Promise<ShippingQuote | null> {
  const option = await findHomeDelivery(cartId)
  if (!option) return null
  if (option.price_type !== "calculated") return { optionId: option.id, amount: option.amount }
  const { sdk } = await getShop()
  const { shipping_option } = await sdk.store.fulfillment.calculate(option.id, { cart_id: cartId })
  return { optionId: option.id, amount: shipping_option.amount }
}

/** Keyed by the items' subtotal too, so a changed cart is priced again. */
export const shippingQuoteQueryOptions = (cart: HttpTypes.StoreCart | null | undefined) =>
  queryOptions({
    queryKey: ["checkout", "shipping", cart?.id, cart?.item_subtotal],
    queryFn: () => getShippingQuote(cart!.id),
    enabled: Boolean(cart?.items?.length),
  })

export const useShippingQuote = (cart: HttpTypes.StoreCart | null | undefined) => useQuery(shippingQuoteQueryOptions(cart))
