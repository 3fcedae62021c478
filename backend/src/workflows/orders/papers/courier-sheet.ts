import type { ShopOrder } from "../rules/shop-orders"
import { addressLine, codAmount } from "./order-paper"
import { CONTENT_BOTTOM, CONTENT_WIDTH, heightOf, MARGIN, rule, write, type Paper } from "./paper-document"
import type { PaperTexts } from "./texts"

/*
 * The day's courier sheet: one row per parcel handed over (order number with courier and
 * tracking number, name, phone, address, cash to collect), the day's cash to collect at the
 * foot and a line for the courier to sign for them.
 */

const COLUMNS = [
  { key: "index", width: 22, align: "right" },
  { key: "order", width: 78, align: "left" },
  { key: "name", width: 95, align: "left" },
  { key: "phone", width: 80, align: "left" },
  { key: "address", width: CONTENT_WIDTH - 22 - 78 - 95 - 80 - 80, align: "left" },
  { key: "cod", width: 80, align: "right" },
] as const

type Row = Record<(typeof COLUMNS)[number]["key"], string>

function drawRow(doc: Paper, row: Row, y: number, bold: boolean): number {
  const height = Math.max(...COLUMNS.map((column) => heightOf(doc, row[column.key] || " ", { size: 9, bold, width: column.width - 6 })))
  let x = MARGIN
  for (const column of COLUMNS) {
    if (row[column.key]) write(doc, row[column.key], x + 3, y, { size: 9, bold, width: column.width - 6, align: column.align })
    x += column.width
  }
  return height + 6
}

export function drawCourierSheet(doc: Paper, orders: ShopOrder[], day: string, t: PaperTexts) {
  const heading: Row = { index: "", order: t.column.order, name: t.column.name, phone: t.column.phone, address: t.column.address, cod: t.column.cod }
  const top = () => {
    write(doc, `${t.shopName} · ${t.courierSheet}`, MARGIN, MARGIN, { size: 16, bold: true })
    write(doc, t.shippedOn(day), MARGIN, MARGIN + 24, { size: 11 })
    const y = MARGIN + 46 + drawRow(doc, heading, MARGIN + 46, true)
    rule(doc, y - 2)
    return y + 2
  }
  let y = top()
  if (orders.length === 0) {
    write(doc, t.noOrders(day), MARGIN, y + 10, { size: 11 })
    return
  }
  orders.forEach((order, index) => {
    const life = [order.life.courier, order.life.trackingNumber].filter(Boolean).join(" ")
    const row: Row = {
      index: t.count(index + 1),
      order: [`#${order.display_id}`, life].filter(Boolean).join("\n"),
      name: order.shipping_address?.name ?? order.customer.name ?? "",
      phone: order.shipping_address?.phone ?? "",
      address: addressLine(order),
      cod: codAmount(order) > 0 ? t.money(codAmount(order)) : t.money(0),
    }
    const height = heightOf(doc, row.address || " ", { size: 9, width: COLUMNS[4].width - 6 }) + 8
    if (y + height > CONTENT_BOTTOM - 60) {
      doc.addPage()
      y = top()
    }
    y += drawRow(doc, row, y, false)
    rule(doc, y - 3)
  })
  const cash = orders.reduce((sum, order) => sum + codAmount(order), 0)
  y += 6
  write(doc, t.totalCod(orders.length), MARGIN, y, { size: 11, bold: true, width: CONTENT_WIDTH - 110, align: "right" })
  write(doc, t.money(cash), MARGIN + CONTENT_WIDTH - 100, y, { size: 11, bold: true, width: 100, align: "right" })
  rule(doc, y + 60, MARGIN, CONTENT_WIDTH / 2)
  write(doc, t.receivedBy, MARGIN, y + 64, { size: 9, color: "#444444" })
}
