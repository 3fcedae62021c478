import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID, ORDER_LIFE_FIELDS, orderLife, type OrderLifeInput } from "@chaka/rules"
import { messages } from "../../../lib/messages"

/*
 * An order as the shop reads it with Query wherever it shows one: the admin's order list
 * (GET /admin/shop-orders, and the ship and deliver answers) and the compatibility API's order
 * shape (compat/shapes/order.ts). Its stage comes from @chaka/rules' orderLife, read from
 * Medusa's own order data (ORDER_LIFE_FIELDS).
 */

type Person = { first_name: string | null; last_name: string | null }

/** An address's fields the shop shows and ships to (an order's, a customer's saved ones). */
export type StoredAddressFields = {
  province: string | null
  city: string | null
  address_1: string | null
  address_2: string | null
  phone: string | null
}

export type StoredShopOrder = OrderLifeInput & {
  id: string
  display_id: number
  created_at: string | Date
  email: string | null
  currency_code: string
  metadata: Record<string, unknown> | null
  customer?: (Person & { email: string | null }) | null
  shipping_address?: (Person & StoredAddressFields) | null
  items?:
    | {
        id: string
        title: string
        product_title: string | null
        product_id: string | null
        thumbnail: string | null
        quantity: unknown
        unit_price: unknown
        adjustments?: ({ code?: string | null } | null)[] | null
      }[]
    | null
  shipping_methods?: ({ adjustments?: ({ code?: string | null } | null)[] | null } | null)[] | null
  item_subtotal: unknown
  item_total?: unknown
  shipping_subtotal?: unknown
  shipping_total: unknown
  total: unknown
  payment_collections?: { payments?: { provider_id?: string | null; data?: Record<string, unknown> | null }[] | null }[] | null
}

/** How an order is paid: cash to the rider, or bKash before delivery (its transaction id once bKash gave one). */
export type ShopOrderPayment = { method: "cod" } | { method: "bkash"; trx_id: string | null }

function paymentOf(order: StoredShopOrder): ShopOrderPayment {
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? [])
  const bkash = payments.find((payment) => payment?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
  if (!bkash) return { method: "cod" }
  const trxId = bkash.data?.trxID
  return { method: "bkash", trx_id: typeof trxId === "string" && trxId.trim() ? trxId.trim() : null }
}

/** What Query reads of an order for StoredShopOrder. */
export const SHOP_ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "email",
  "currency_code",
  "metadata",
  "customer.first_name",
  "customer.last_name",
  "customer.email",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.province",
  "shipping_address.city",
  "shipping_address.address_1",
  "shipping_address.address_2",
  "shipping_address.phone",
  "items.id",
  "items.title",
  "items.product_title",
  "items.product_id",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.adjustments.code",
  "shipping_methods.adjustments.code",
  "item_subtotal",
  "item_total",
  "shipping_subtotal",
  "shipping_total",
  "total",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
  ...ORDER_LIFE_FIELDS,
]

/** The codes the order's discounts came from (Medusa's adjustments on its lines and delivery), each once. */
function discountCodes(order: StoredShopOrder): string[] {
  const adjustments = [...(order.items ?? []), ...(order.shipping_methods ?? [])].flatMap((line) => line?.adjustments ?? [])
  return [...new Set(adjustments.map((adjustment) => adjustment?.code?.trim()).filter((code): code is string => Boolean(code)))]
}

const fullName = (person?: { first_name: string | null; last_name: string | null } | null) =>
  [person?.first_name, person?.last_name].filter(Boolean).join(" ") || null

/** An order as the admin's "manage orders" screen shows it (spec: Order), with its life. Amounts in taka. */
export function toShopOrder(order: StoredShopOrder) {
  const address = order.shipping_address
  const life = orderLife(order)
  return {
    id: order.id,
    display_id: order.display_id,
    created_at: order.created_at,
    status: life.stage,
    approved_at: (order.metadata?.approved_at as string | undefined) ?? null,
    life,
    customer: {
      name: fullName(order.customer) ?? fullName(address),
      email: order.customer?.email ?? order.email,
    },
    shipping_address: address
      ? {
          name: fullName(address),
          division: address.province,
          district: address.city,
          thana: address.address_2,
          road: address.address_1,
          phone: address.phone,
        }
      : null,
    items: (order.items ?? []).map((item) => ({
      id: item.id,
      product_id: item.product_id,
      title: item.product_title ?? item.title,
      thumbnail: item.thumbnail,
      quantity: Number(item.quantity),
      unit_price: Number(item.unit_price),
    })),
    currency_code: order.currency_code,
    item_subtotal: Number(order.item_subtotal),
    // Promotions (issue 52): what they took off the lines, the codes entered, the delivery before its discount.
    discount_total: Math.max(0, Number(order.item_subtotal) - Number(order.item_total ?? order.item_subtotal)),
    discount_codes: discountCodes(order),
    shipping_subtotal: Math.max(Number(order.shipping_total), Number(order.shipping_subtotal ?? 0)),
    shipping_total: Number(order.shipping_total),
    total: Number(order.total),
    payment: paymentOf(order),
  }
}
export type ShopOrder = ReturnType<typeof toShopOrder>

/** One order as the admin's screen shows it; 404 when there is none (or it was deleted). */
export async function queryShopOrder(container: MedusaContainer, id: string): Promise<ShopOrder> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: SHOP_ORDER_FIELDS, filters: { id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.orderNotFound(id))
  return toShopOrder(data[0] as unknown as StoredShopOrder)
}
