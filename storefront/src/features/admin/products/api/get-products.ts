import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import { adminProductKeys } from "./keys"
import type { AdminProductDetail, AdminProductSummary } from "./types"

/** Rows on one page of the manage-product list. */
export const PRODUCTS_PER_PAGE = 10

export type ProductPage = { products: AdminProductSummary[]; count: number }

/** GET /admin/shop-products?q=&limit=&offset=: one page (page counts from 1), newest first. */
export async function getProducts({ q, page }: { q: string; page: number }): Promise<ProductPage> {
  const query: Record<string, string | number> = { limit: PRODUCTS_PER_PAGE, offset: (page - 1) * PRODUCTS_PER_PAGE }
  if (q) query.q = q
  return withAdmin((sdk) => sdk.client.fetch<ProductPage>("/admin/shop-products", { query }))
}

export const useProducts = (params: { q: string; page: number }) =>
  useQuery({ queryKey: adminProductKeys.list(params), queryFn: () => getProducts(params), placeholderData: keepPreviousData })

/** GET /admin/shop-products/:id: the product as the update form shows it. */
export async function getProduct(id: string): Promise<AdminProductDetail> {
  const { product } = await withAdmin((sdk) => sdk.client.fetch<{ product: AdminProductDetail }>(`/admin/shop-products/${encodeURIComponent(id)}`))
  return product
}

export const useProduct = (id: string) => useQuery({ queryKey: adminProductKeys.detail(id), queryFn: () => getProduct(id), staleTime: 0 })
