import type { OrderLife, OrderStage } from "@chaka/rules"
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { errorMessage } from "../../../../lib/errors"
import { toast } from "../../../../lib/toast"
import { useMessages, type Messages } from "../../../../i18n"
import { withAdmin } from "../../../../lib/admin-sdk"

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
  shipping_total: number
  total: number
  /** How it is paid: cash to the rider, or bKash (its transaction id once bKash gave one). */
  payment?: { method: "cod" } | { method: "bkash"; trx_id: string | null }
}

export type ShopOrderPage = { orders: ShopOrder[]; count: number; limit?: number; offset?: number }

export const ORDERS_PAGE_SIZE = 10

export const adminOrdersKey = ["admin", "orders"] as const

/** One page of every customer's orders, newest first. */
export const getShopOrders = (page: number) =>
  withAdmin((sdk) =>
    sdk.client.fetch<ShopOrderPage>("/admin/shop-orders", {
      query: { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE },
    })
  )

export const shopOrdersQuery = (page: number) =>
  queryOptions({ queryKey: [...adminOrdersKey, "list", page], queryFn: () => getShopOrders(page), placeholderData: keepPreviousData })

export const useShopOrders = (page: number) => useQuery(shopOrdersQuery(page))

/** POST /admin/orders/:id/approve: placed → approved. */
export const approveOrder = (id: string) => withAdmin((sdk) => sdk.client.fetch(`/admin/orders/${encodeURIComponent(id)}/approve`, { method: "POST" }))

/** DELETE /admin/orders/:id: the order is canceled and leaves the lists. */
export const deleteOrder = (id: string) => withAdmin((sdk) => sdk.client.fetch(`/admin/orders/${encodeURIComponent(id)}`, { method: "DELETE" }))

/** What the ship form sends; both optional (the shop may ship with its own rider). */
export type ShipInput = { courier?: string; tracking_number?: string }

/** POST /admin/orders/:id/ship: approved → shipped, with the courier and tracking number given. */
export const shipOrder = ({ id, ...body }: ShipInput & { id: string }) =>
  withAdmin((sdk) => sdk.client.fetch<{ order: ShopOrder }>(`/admin/orders/${encodeURIComponent(id)}/ship`, { method: "POST", body }))

/** POST /admin/orders/:id/deliver: shipped → delivered (the cash on delivery is captured). */
export const deliverOrder = (id: string) =>
  withAdmin((sdk) => sdk.client.fetch<{ order: ShopOrder }>(`/admin/orders/${encodeURIComponent(id)}/deliver`, { method: "POST" }))

type Pages = [readonly unknown[], ShopOrderPage | undefined][]

/**
 * Approving, shipping, delivering or deleting: on success the toast (`success`, in the page's language), the cached pages change at
 * once (the order's next action shows, a deleted order leaves) and then are read again; a
 * failure toasts its message.
 */
function useOrderAction<V extends string | { id: string }, R>(
  action: (variables: V) => Promise<R>,
  success: keyof Messages["toasts"],
  change: (order: ShopOrder, result: R) => ShopOrder | null
) {
  const queryClient = useQueryClient()
  const { toasts, auth } = useMessages()
  return useMutation({
    mutationFn: action,
    onSuccess: async (result, variables) => {
      const id = typeof variables === "string" ? variables : variables.id
      toast.success(toasts[success])
      const pages: Pages = queryClient.getQueriesData<ShopOrderPage>({ queryKey: adminOrdersKey })
      for (const [key, page] of pages) {
        if (!page || !page.orders.some((order) => order.id === id)) continue
        const orders = page.orders.flatMap((order) => {
          const next = order.id === id ? change(order, result) : order
          return next ? [next] : []
        })
        queryClient.setQueryData<ShopOrderPage>(key, { ...page, orders, count: page.count - (page.orders.length - orders.length) })
      }
      // The admin's own orders, should one of them be the one changed.
      void queryClient.invalidateQueries({ queryKey: ["account", "orders"] })
      await queryClient.invalidateQueries({ queryKey: adminOrdersKey })
    },
    onError: (error) => toast.error(errorMessage(error, auth.networkError)),
  })
}

// Approved now: its date comes with the list read right after.
export const useApproveOrder = () =>
  useOrderAction(approveOrder, "orderApproved", (order) => ({
    ...order,
    status: "approved",
    life: { ...order.life, stage: "approved" },
  }))

export const useShipOrder = () => useOrderAction(shipOrder, "orderShipped", (order, result) => result?.order ?? order)

export const useDeliverOrder = () => useOrderAction(deliverOrder, "orderDelivered", (order, result) => result?.order ?? order)

export const useDeleteOrder = () => useOrderAction(deleteOrder, "orderDeleted", () => null)
