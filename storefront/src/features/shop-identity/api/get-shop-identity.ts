import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import type { ShopIdentity } from "../shop-identity"

/** How to reach the shop, as the owner set it in the dashboard (GET /store/shop-identity: the same for everyone, kept under `config`). */
export async function getShopIdentity(): Promise<ShopIdentity> {
  const { shop_identity } = await storeGet<{ shop_identity: ShopIdentity }>("/store/shop-identity")
  return shop_identity
}

export const shopIdentityKey = ["shop", "identity"] as const

export const shopIdentityQueryOptions = queryOptions({ queryKey: shopIdentityKey, queryFn: getShopIdentity, staleTime: 5 * 60_000 })

export const useShopIdentity = () => useQuery(shopIdentityQueryOptions)
