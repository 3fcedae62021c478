import { useQueryClient } from "@tanstack/react-query"
import { shopKeys } from "../../../session/shop-query-keys"
import { adminOrdersKey } from "./shop-orders"

/**
 * After an order changed (the route's action answered): its pages are read again, and the admin's
 * own orders, should one of them be the one changed. (The route's loader reads the shown page
 * again too; this covers the pages kept in the browser.)
 */
export function useOrdersRead() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: shopKeys.accountOrders() })
    void queryClient.invalidateQueries({ queryKey: adminOrdersKey })
  }
}
