import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../lib/medusa"

/** A product's rating on its card: the average of its visible reviews (null without any) and how many. */
export type CardRating = { average: number | null; count: number }

/** The reviews plugin's ratings of these products (GET /store/product-ratings), public and kept under each product's tag. */
export async function getProductRatings(ids: string[]): Promise<Record<string, CardRating>> {
  if (!ids.length) return {}
  const { ratings } = await storeGet<{ ratings: Record<string, CardRating> }>("/store/product-ratings", { product_id: [...ids].sort().join(",") })
  return ratings ?? {}
}

/** The ratings of these products, under one key whatever their order (a listing's loader reads them with its products). */
export const productRatingsQueryOptions = (ids: string[]) => {
  const sorted = [...new Set(ids)].sort()
  return queryOptions({ queryKey: ["product-ratings", ...sorted], queryFn: () => getProductRatings(sorted), staleTime: 60_000 })
}

/** The ratings of a grid's products, read once for the whole grid; nothing (no stars) while loading or when it fails. */
export const useProductRatings = (ids: string[]) => useQuery({ ...productRatingsQueryOptions(ids), enabled: ids.length > 0 })
