import { queryOptions } from "@tanstack/react-query"
import { getShopConfig } from "../../../lib/medusa"

/** The shop configuration's React Query key. */
export const shopConfigKey = ["shop-config"] as const

/** The shop's configuration (GET /storefront/config), fetched once: a page rendered on the server hands it over. */
export const shopConfigQueryOptions = queryOptions({ queryKey: shopConfigKey, queryFn: getShopConfig, staleTime: Infinity })
