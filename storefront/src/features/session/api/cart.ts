import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { useSession } from "./session"

export const cartQueryKey = ["cart"] as const

/** The signed-in customer's open cart on the server (null until the first product is added). */
export async function getMyCart(): Promise<HttpTypes.StoreCart | null> {
  const { sdk } = await getShop()
  const { cart } = await sdk.client.fetch<{ cart: HttpTypes.StoreCart | null }>("/store/customers/me/cart")
  return cart
}

export const cartQueryOptions = queryOptions({ queryKey: cartQueryKey, queryFn: getMyCart })

/** The cart of whoever is signed in; visitors have none (and the query never runs for them). */
export function useMyCart() {
  const { data: session } = useSession()
  return useQuery({ ...cartQueryOptions, enabled: Boolean(session) })
}
