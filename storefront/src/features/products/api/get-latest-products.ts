import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { PRODUCT_SUMMARY_FIELDS, toProductSummary, type ProductSummary } from "./product-summary"

export const productKeys = {
  all: ["products"] as const,
  latest: (limit: number) => [...productKeys.all, "latest", limit] as const,
}

export async function getLatestProducts(limit: number): Promise<ProductSummary[]> {
  const { sdk, config } = await getShop()
  const { products } = await sdk.store.product.list({
    region_id: config.region_id,
    fields: PRODUCT_SUMMARY_FIELDS,
    order: "-created_at",
    limit,
  })
  return products.map(toProductSummary)
}

export const latestProductsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: productKeys.latest(limit), queryFn: () => getLatestProducts(limit) })

export const useLatestProducts = (limit: number) => useQuery(latestProductsQueryOptions(limit))
