import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopPlaces, type StoredShopProduct } from "../../workflows/products/rules/products"
import { SHOP_ORDER_FIELDS, type StoredShopOrder } from "../../workflows/orders/rules/shop-orders"
import { toCompatOrder } from "../shapes/order"
import { COMPAT_PRODUCT_FIELDS, toCompatProduct, type CompatProduct } from "../shapes/product"

/**
 * Orders in the original shape, newest first, read with Query. A canceled order is listed
 * ("Canceled"), as in the admin's list; a deleted one (canceled, then hidden) is not.
 */
export async function queryCompatOrders(container: MedusaContainer, filters: Record<string, unknown> = {}) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: SHOP_ORDER_FIELDS,
    filters: { is_draft_order: false, ...filters },
    pagination: { order: { created_at: "DESC", id: "DESC" } },
  })
  const orders = data as unknown as StoredShopOrder[]

  // The products as they are now (any status), each read once for all the orders.
  const ids = [...new Set(orders.flatMap((order) => (order.items ?? []).map((item) => item.product_id).filter(Boolean)))] as string[]
  const products = new Map<string, CompatProduct>()
  if (ids.length) {
    const { location_id } = await shopPlaces(container)
    const { data: stored } = await query.graph({ entity: "product", fields: COMPAT_PRODUCT_FIELDS, filters: { id: ids } })
    for (const product of stored as unknown as StoredShopProduct[]) products.set(product.id, toCompatProduct(product, location_id))
  }
  return orders.map((order) => toCompatOrder(order, products))
}

/** The order's owner (customer id), or undefined when there is no such order. */
export async function orderOwner(container: MedusaContainer, orderId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "customer_id", "metadata"],
    filters: { id: orderId },
  })
  return data[0] as { id: string; customer_id: string | null; metadata: Record<string, unknown> | null } | undefined
}
