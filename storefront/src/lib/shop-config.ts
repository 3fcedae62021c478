import { queryOptions } from "@tanstack/react-query"
import { getShopConfig } from "./medusa"

/** The shop's configuration (GET /storefront/config), fetched once: a page rendered on the server hands it over. */
export const shopConfigQueryOptions = queryOptions({ queryKey: ["shop-config"], queryFn: getShopConfig, staleTime: Infinity })
