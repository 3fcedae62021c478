import type { StoredShopOrder } from "../../workflows/orders/rules/shop-orders"
import { orderLife, type OrderStage } from "@chaka/rules"
import type { CompatProduct } from "./product"
import { displayNameOf } from "./user"
import { shopDay } from "./shop-day"

/**
 * The order's stage as the original shop spelled its status: its two values ("pending", then
 * "Approved" once an admin approved it) kept, the later stages in the same style.
 */
export type CompatOrderStatus = "pending" | "Approved" | "Shipped" | "Delivered" | "Canceled"
const COMPAT_STATUS: Record<OrderStage, CompatOrderStatus> = {
  placed: "pending",
  approved: "Approved",
  shipped: "Shipped",
  delivered: "Delivered",
  canceled: "Canceled",
}

/** Spec section 3's order. */
export type CompatOrder = {
  _id: string
  name: string | null
  email: string | null
  division: string | null
  district: string | null
  policeStation: string | null
  rodeOrVillage: string | null
  phone: string | null
  date: string
  status: CompatOrderStatus
  products: (CompatProduct & { quantity: number })[]
  totalBDT: number
}

type StoredItem = NonNullable<StoredShopOrder["items"]>[number]

/** A line whose product no longer exists: what the order itself remembers of it. */
function productFromLine(item: StoredItem): CompatProduct {
  const image = { imgUrl: item.thumbnail ?? "", imgId: "" }
  return {
    _id: item.product_id ?? item.id,
    name: item.product_title ?? item.title,
    category: "",
    subCategory: "",
    brand: "",
    price: Number(item.unit_price),
    stock: 0,
    description: "",
    vendor: "",
    type: "",
    productImg: image,
    imgGallery: [],
    imgId: "",
  }
}

/**
 * A Medusa order in the original shape: the delivery address's parts, the spec's status
 * (its stage in the order's life, @chaka/rules orderLife), each line as the product (as it is now) plus its quantity, and
 * the order's total in taka (items plus shipping), as Medusa computed it.
 */
export function toCompatOrder(order: StoredShopOrder, products: Map<string, CompatProduct>): CompatOrder {
  const address = order.shipping_address
  return {
    _id: order.id,
    name: displayNameOf(address) ?? displayNameOf(order.customer),
    email: order.email,
    division: address?.province ?? null,
    district: address?.city ?? null,
    policeStation: address?.address_2 ?? null,
    rodeOrVillage: address?.address_1 ?? null,
    phone: address?.phone ?? null,
    date: shopDay(order.created_at),
    status: COMPAT_STATUS[orderLife(order).stage],
    products: (order.items ?? []).map((item) => ({
      ...((item.product_id && products.get(item.product_id)) || productFromLine(item)),
      quantity: Number(item.quantity),
    })),
    totalBDT: Number(order.total),
  }
}
