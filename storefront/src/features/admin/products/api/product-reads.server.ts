import type { QueryClient } from "@tanstack/react-query"
import type { AdminSend } from "../../api/admin.server"
import { readCategories } from "./categories.server"
import { PRODUCTS_PER_PAGE, type ProductPage } from "./get-products"
import { adminProductKeys } from "./keys"
import type { AdminProductDetail } from "./types"

/** The category pickers' list, read on the server under the key the form reads it by. */
export const prefetchCategories = (client: QueryClient, send: AdminSend) =>
  client.prefetchQuery({ queryKey: adminProductKeys.categories(), queryFn: () => readCategories(send) })

/** The product the update form edits (GET /admin/shop-products/:id). */
export const prefetchProduct = (client: QueryClient, send: AdminSend, id: string) =>
  client.prefetchQuery({
    queryKey: adminProductKeys.detail(id),
    queryFn: async () => (await send<{ product: AdminProductDetail }>("GET", `/admin/shop-products/${encodeURIComponent(id)}`)).product,
  })

/** One page of the manage-product list (GET /admin/shop-products?q=&limit=&offset=). */
export const prefetchProducts = (client: QueryClient, send: AdminSend, params: { q: string; page: number }) =>
  client.prefetchQuery({
    queryKey: adminProductKeys.list(params),
    queryFn: () =>
      send<ProductPage>("GET", "/admin/shop-products", undefined, {
        limit: PRODUCTS_PER_PAGE,
        offset: (params.page - 1) * PRODUCTS_PER_PAGE,
        ...(params.q ? { q: params.q } : {}),
      }),
  })
