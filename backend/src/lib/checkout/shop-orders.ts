/*
 * An order as the shop reads it with Query wherever it shows one: the admin's order list
 * (GET /admin/shop-orders) and the compatibility API's order shape (compat/shapes/order.ts).
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

export type StoredShopOrder = {
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
      }[]
    | null
  item_subtotal: unknown
  shipping_total: unknown
  total: unknown
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
  "item_subtotal",
  "shipping_total",
  "total",
]
