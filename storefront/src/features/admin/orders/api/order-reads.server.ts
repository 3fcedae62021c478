import type { QueryClient } from "@tanstack/react-query"
import type { AdminSend } from "../../api/admin.server"
import type { OrderListFilters } from "../forms"
import { shopOrdersParams, shopOrdersQuery, type ShopOrderPage } from "./shop-orders"

/** One page of the orders matching the filters, read on the server under the key the screen reads it by. */
export const prefetchShopOrders = (client: QueryClient, send: AdminSend, filters: OrderListFilters) =>
  client.prefetchQuery({
    queryKey: shopOrdersQuery(filters).queryKey,
    queryFn: () => send<ShopOrderPage>("GET", "/admin/shop-orders", undefined, shopOrdersParams(filters)),
  })
