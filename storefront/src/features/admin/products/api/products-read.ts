import { useQueryClient } from "@tanstack/react-query"
import { invalidateShopProducts } from "../../../session/shop-query-keys"
import { adminProductKeys } from "./keys"

/**
 * After a product changed (the route's action answered): the admin's lists and the product are
 * read again, and the shop's product pages kept in this tab. (The route's loader reads its page's
 * data again too; this covers what other screens keep.)
 */
export function useProductsRead() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminProductKeys.all })
    void invalidateShopProducts(queryClient)
  }
}
