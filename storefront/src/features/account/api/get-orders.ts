import { orderLife, type OrderLife, type OrderLifeInput } from "@chaka/rules"
import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { lineTitle, readProductTitles, type ProductTitles } from "../../session/api/product-titles"
import { shopKeys } from "../../session/shop-query-keys"

export type OrderLine = { id: string; title: string; quantity: number; total: number }

export type MyOrder = {
  id: string
  number: number | string
  createdAt: string
  /** Where the order is in its life (@chaka/rules): the list and the order's page read the same. */
  life: OrderLife
  items: OrderLine[]
  subtotal: number
  /** What promotions took off the lines (item_subtotal − item_total), and the codes the customer entered. */
  discount: number
  codes: string[]
  shipping: number
  /** Delivery before its discount (more than `shipping` when a promotion lowered it). */
  shippingBefore: number
  total: number
}

/**
 * Only what the list shows, and what the order's life is read from (the approval in the
 * metadata, the cancel, the fulfillments with their tracking labels): not in the default fields.
 */
export const ORDER_FIELDS =
  "id,display_id,created_at,item_subtotal,item_total,shipping_subtotal,shipping_total,total,+metadata,canceled_at,status,*fulfillments,*fulfillments.labels,*items,items.adjustments.code,shipping_methods.adjustments.code"

type Adjusted = { adjustments?: ({ code?: string | null } | null)[] | null } | null

/** The codes the order's discounts came from (Medusa's adjustments on its lines and delivery), each once. */
export function orderCodes(order: { items?: Adjusted[] | null; shipping_methods?: Adjusted[] | null }): string[] {
  const adjustments = [...(order.items ?? []), ...(order.shipping_methods ?? [])].flatMap((line) => line?.adjustments ?? [])
  return [...new Set(adjustments.map((adjustment) => adjustment?.code?.trim()).filter((code): code is string => Boolean(code)))]
}

/** The products the orders' lines name. */
export const productIdsOf = (orders: Pick<HttpTypes.StoreOrder, "items">[]) => orders.flatMap((order) => (order.items ?? []).map((item) => item.product_id))

export const ordersQueryKey = shopKeys.accountOrders()
/** The account's order screens' React Query keys, under the customer's orders. */
export const orderKeys = { all: ordersQueryKey, detail: (id: string) => [...ordersQueryKey, id] as const }

/** The order as the account shows it; each line named once, in the page's language (`titles`, else its stored name). */
export function toMyOrder(order: HttpTypes.StoreOrder, titles: ProductTitles = {}): MyOrder {
  return {
    id: order.id,
    number: order.display_id ?? order.id,
    createdAt: String(order.created_at),
    // The store's order type leaves out canceled_at and the fulfillments the fields ask for.
    life: orderLife(order as unknown as OrderLifeInput),
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      title: lineTitle(item, titles),
      quantity: Number(item.quantity),
      total: Number(item.total ?? item.unit_price * Number(item.quantity)),
    })),
    subtotal: Number(order.item_subtotal ?? 0),
    discount: Math.max(0, Number(order.item_subtotal ?? 0) - Number(order.item_total ?? order.item_subtotal ?? 0)),
    codes: orderCodes(order as unknown as Parameters<typeof orderCodes>[0]),
    shipping: Number(order.shipping_total ?? 0),
    shippingBefore: Math.max(Number(order.shipping_total ?? 0), Number(order.shipping_subtotal ?? 0)),
    total: Number(order.total ?? 0),
  }
}

/** The signed-in customer's own orders (the store API lists no one else's), newest first. */
export async function getMyOrders(): Promise<MyOrder[]> {
  const { sdk } = await getShop()
  const { orders } = await sdk.store.order.list({ fields: ORDER_FIELDS, order: "-created_at", limit: 100 })
  const titles = await readProductTitles(productIdsOf(orders))
  return orders.map((order) => toMyOrder(order, titles))
}

export const ordersQueryOptions = queryOptions({ queryKey: ordersQueryKey, queryFn: getMyOrders })

export const useMyOrders = () => useQuery(ordersQueryOptions)
