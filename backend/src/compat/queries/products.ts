import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopPlaces, type StoredShopProduct } from "../../workflows/products/rules/products"
import { COMPAT_PRODUCT_FIELDS, toCompatProduct, type CompatProduct } from "../shapes/product"

type ProductQuery = {
  filters?: Record<string, unknown>
  take?: number
  skip?: number
  order?: Record<string, "ASC" | "DESC">
}

/** Products read with Query (Medusa's own records, no copy) in the original shape. */
export async function queryCompatProducts(container: MedusaContainer, { filters = {}, take, skip, order }: ProductQuery = {}) {
  const { location_id } = await shopPlaces(container)
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product",
    fields: COMPAT_PRODUCT_FIELDS,
    filters: { status: "published", ...filters },
    pagination: { take, skip, order: order ?? { created_at: "DESC", id: "DESC" } },
  })
  return (data as unknown as StoredShopProduct[]).map((product): CompatProduct => toCompatProduct(product, location_id))
}
