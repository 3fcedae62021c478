import { SHOP_TIME_ZONE } from "@chaka/rules"
import { messages } from "../../../lib/messages"
import type { ShopOrder } from "./shop-orders"

/*
 * The dashboard's order export (POST /admin/orders/export) as the shop reads its orders: one CSV
 * line per order with the shop's stage (not Medusa's "pending" status), the phone, courier and
 * tracking number, the items, and the subtotal (the items), discount and delivery apart.
 * Amounts in taka, dates in Dhaka time.
 */

const c = messages.orderExport.columns

/** "2026-12-05 14:30" in Dhaka; empty for no date. */
const dhakaTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})
export const atDhaka = (at: string | Date | null | undefined): string => {
  if (!at) return ""
  const date = new Date(at)
  return Number.isNaN(date.getTime()) ? "" : dhakaTime.format(date)
}

const stepAt = (order: ShopOrder, stage: string) => order.life.steps.find((step) => step.stage === stage)?.at ?? null

/** The export's columns: a header and how to read it from an order. */
export const ORDER_EXPORT_COLUMNS: [string, (order: ShopOrder) => string | number][] = [
  [c.order, (o) => o.display_id],
  [c.placedAt, (o) => atDhaka(o.created_at)],
  [c.status, (o) => o.status],
  [c.customer, (o) => o.customer.name ?? ""],
  [c.email, (o) => o.customer.email ?? ""],
  [c.phone, (o) => o.shipping_address?.phone ?? ""],
  [c.division, (o) => o.shipping_address?.division ?? ""],
  [c.district, (o) => o.shipping_address?.district ?? ""],
  [c.thana, (o) => o.shipping_address?.thana ?? ""],
  [c.address, (o) => o.shipping_address?.road ?? ""],
  [c.items, (o) => o.items.map((item) => `${item.title} × ${item.quantity}`).join("; ")],
  [c.quantity, (o) => o.items.reduce((sum, item) => sum + item.quantity, 0)],
  [c.subtotal, (o) => o.item_subtotal],
  [c.discount, (o) => o.discount_total],
  [c.delivery, (o) => o.shipping_total],
  [c.total, (o) => o.total],
  [c.currency, (o) => o.currency_code.toUpperCase()],
  [c.payment, (o) => (o.payment.method === "bkash" ? messages.paidWithBkash() : messages.paidWithCash)],
  [c.bkashTransaction, (o) => (o.payment.method === "bkash" ? (o.payment.trx_id ?? "") : "")],
  [c.courier, (o) => o.life.courier ?? ""],
  [c.trackingNumber, (o) => o.life.trackingNumber ?? ""],
  [c.approvedAt, (o) => atDhaka(stepAt(o, "approved"))],
  [c.shippedAt, (o) => atDhaka(stepAt(o, "shipped"))],
  [c.deliveredAt, (o) => atDhaka(stepAt(o, "delivered"))],
  [c.canceledAt, (o) => atDhaka(stepAt(o, "canceled"))],
  [c.orderId, (o) => o.id],
]

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) is prefixed with ' (OWASP's CSV injection).
 */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const csvLine = (values: (string | number)[]) => values.map(csvField).join(",")

export const orderExportHeader = (): string => csvLine(ORDER_EXPORT_COLUMNS.map(([header]) => header))

export const orderExportLine = (order: ShopOrder): string => csvLine(ORDER_EXPORT_COLUMNS.map(([, read]) => read(order)))
