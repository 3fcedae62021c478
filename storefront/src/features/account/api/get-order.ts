import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import type { HttpTypes } from "@medusajs/types"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { statusOf } from "../../../lib/errors"
import { getShop } from "../../../lib/medusa"
import { readProductTitles, type ProductTitles } from "../../session/api/product-titles"
import { ORDER_FIELDS, orderKeys, productIdsOf, toMyOrder, type MyOrder } from "./get-orders"

/** Where the order goes, as the shop's address form names the parts. */
export type DeliveryAddress = { name: string; road: string; thana: string; district: string; division: string; phone: string }

/** How the order is paid: cash to the rider, or bKash before delivery (its transaction id once bKash gave one). */
export type OrderPayment = { method: "cod" } | { method: "bkash"; trxId: string | null }

export type OrderDetails = MyOrder & { address: DeliveryAddress | null; payment: OrderPayment }

/** The list's fields, the delivery address and the payments (which provider, and bKash's transaction id in its data). */
export const ORDER_DETAIL_FIELDS = `${ORDER_FIELDS},*shipping_address,payment_collections.payments.provider_id,payment_collections.payments.data`

type PaymentRecord = { provider_id?: string | null; data?: Record<string, unknown> | null }

/** The order's payment: bKash when a bKash payment pays it, else cash on delivery (the shop's only other way). */
export function toOrderPayment(order: Pick<HttpTypes.StoreOrder, "payment_collections">): OrderPayment {
  const payments = (order.payment_collections ?? []).flatMap((collection) => (collection?.payments ?? []) as PaymentRecord[])
  const bkash = payments.find((payment) => payment?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
  if (!bkash) return { method: "cod" }
  const trxId = bkash.data?.trxID
  return { method: "bkash", trxId: typeof trxId === "string" && trxId.trim() ? trxId.trim() : null }
}

const clean = (value: string | null | undefined) => value?.trim() ?? ""

export function toDeliveryAddress(address: HttpTypes.StoreOrderAddress | null | undefined): DeliveryAddress | null {
  if (!address) return null
  return {
    name: [address.first_name, address.last_name].map(clean).filter(Boolean).join(" "),
    road: clean(address.address_1),
    thana: clean(address.address_2),
    district: clean(address.city),
    division: clean(address.province),
    phone: clean(address.phone),
  }
}

export const toOrderDetails = (order: HttpTypes.StoreOrder, titles: ProductTitles = {}): OrderDetails => ({
  ...toMyOrder(order, titles),
  address: toDeliveryAddress(order.shipping_address),
  payment: toOrderPayment(order),
})

/**
 * One of the signed-in customer's orders. The backend answers 404 for another customer's
 * order or an unknown id (and 401 to a visitor): the page then says it found no such order.
 */
export async function getMyOrder(id: string): Promise<OrderDetails> {
  const { sdk } = await getShop()
  const { order } = await sdk.store.order.retrieve(id, { fields: ORDER_DETAIL_FIELDS })
  return toOrderDetails(order, await readProductTitles(productIdsOf([order])))
}

/** The server's "no such order (for you)": asking again will not change it. */
export const isOrderNotFound = (error: unknown) => statusOf(error) === 404 || statusOf(error) === 401

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => getMyOrder(id),
    retry: (failures, error) => !isOrderNotFound(error) && failures < 1,
    // The page's clientLoader has just asked (and retried): its screen shows that answer.
    retryOnMount: false,
  })

export const useMyOrder = (id: string) => useQuery(orderQueryOptions(id))
