import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../../lib/medusa"
import { shopKeys } from "../../../session/shop-query-keys"

type Brands = { brands: { name: string; count: number }[] }

/**
 * The brands the shop already sells, suggested when adding a product: the /shop sidebar's facets
 * (GET /store/catalogue/facets), under the same key, so a product saved here refreshes both.
 */
export const shopBrandsQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.catalogueFacets(), queryFn: () => storeGet<Brands>("/store/catalogue/facets"), staleTime: 5 * 60_000 })

export const useShopBrands = () => useQuery({ ...shopBrandsQueryOptions(), select: (facets) => facets.brands })
