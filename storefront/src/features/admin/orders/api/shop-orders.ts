import type { OrderLife, OrderStage } from "@chaka/rules"
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { withAdmin } from "../../../../lib/admin-sdk"
import type { OrderListFilters } from "../forms"

/**
 * An order as GET /admin/shop-orders lists it (backend/src/api/admin/shop-orders): the spec's
 * order with customer, delivery address (Medusa's province/city/address_2/address_1 as
 * division/district/thana/road), items, totals in taka, and where it is in its life (@chaka/rules:
 * `status` is the stage, `life` its dates, courier and tracking number).
 */
export type ShopOrder = {
  id: string
  display_id: number | string
  created_at: string
  status: OrderStage
  life: OrderLife
  approved_at?: string | null
  customer: { name: string | null; email: string | null }
  shipping_address: {
    name?: string | null
    division: string | null
    district: string | null
    thana: string | null
    road: string | null
    phone: string | null
  } | null
  items: { id?: string; product_id?: string | null; title: string; thumbnail?: string | null; quantity: number; unit_price: number }[]
  currency_code?: string
  item_subtotal: number
  /** What promotions took off the lines, and the codes the customer entered (absent from a backend before issue 52). */
  discount_total?: number
  discount_codes?: string[]
  /** Delivery before its discount. */
  shipping_subtotal?: number
  shipping_total: number
  total: number
  /** How it is paid: cash to the rider, or bKash (its transaction id once bKash gave one). */
  payment?: { method: "cod" } | { method: "bkash"; trx_id: string | null }
}

/** The orders waiting for the owner, whatever the filters: to approve (placed), to ship (approved), to mark delivered (shipped). */
export type WaitingCounts = { to_approve: number; to_ship: number; to_deliver: number }

export type ShopOrderPage = { orders: ShopOrder[]; count: number; limit?: number; offset?: number; counts?: WaitingCounts }

export const ORDERS_PAGE_SIZE = 10

export const adminOrdersKey = ["admin", "orders"] as const
/** The admin's order screens' React Query keys. */
export const adminOrderKeys = {
  all: adminOrdersKey,
  list: ({ page, stage, payment, q }: OrderListFilters) => [...adminOrdersKey, "list", { page, stage, payment, q }] as const,
}

/** GET /admin/shop-orders's query for these filters. */
export const shopOrdersParams = ({ page, stage, payment, q }: OrderListFilters) => ({
  limit: ORDERS_PAGE_SIZE,
  offset: (page - 1) * ORDERS_PAGE_SIZE,
  ...(stage ? { stage } : {}),
  ...(payment ? { payment } : {}),
  ...(q ? { q } : {}),
})

/** One page of the orders matching the filters, newest first, with the waiting counts. */
export const getShopOrders = (filters: OrderListFilters) =>
  withAdmin((sdk) => sdk.client.fetch<ShopOrderPage>("/admin/shop-orders", { query: shopOrdersParams(filters) }))

export const shopOrdersQuery = (filters: OrderListFilters) =>
  queryOptions({ queryKey: adminOrderKeys.list(filters), queryFn: () => getShopOrders(filters), placeholderData: keepPreviousData })

export const useShopOrders = (filters: OrderListFilters) => useQuery(shopOrdersQuery(filters))
