import type { ShopOrder } from "../rules/shop-orders"
import { barcode, CONTENT_BOTTOM, CONTENT_WIDTH, heightOf, MARGIN, rule, write, type Paper } from "./paper-document"
import type { PaperTexts } from "./texts"

/*
 * One order's invoice or packing slip on its own page: the shop, the order number with its
 * barcode, the delivery address and phone, the items, subtotal, discount, delivery charge and
 * total, how it is paid and the cash the rider collects. The invoice prices each line; the
 * packing slip has a box to tick per line and the packer's and checker's signatures instead.
 */

export type OrderPaperKind = "invoice" | "packing-slip"

/** The cash the rider collects at the door: the total for cash on delivery, nothing for bKash. */
export const codAmount = (order: ShopOrder): number => (order.payment.method === "cod" ? order.total : 0)

/** An order's delivery address on one line: road, thana, district, division. */
export const addressLine = (order: ShopOrder): string => {
  const address = order.shipping_address
  return [address?.road, address?.thana, address?.district, address?.division].filter(Boolean).join(", ")
}

const payment = (order: ShopOrder, t: PaperTexts) => (order.payment.method === "cod" ? t.cashOnDelivery : t.bkash(order.payment.trx_id))

function header(doc: Paper, order: ShopOrder, t: PaperTexts, title: string, seller: string): number {
  const top = MARGIN
  write(doc, t.shopName, MARGIN, top, { size: 22, bold: true })
  write(doc, t.shopLine, MARGIN, top + 30, { size: 9, color: "#444444" })
  // The seller block: who sells, where, how to reach them and the trade licence (the owner's settings).
  const shift = seller ? write(doc, seller, MARGIN, top + 42, { size: 8, color: "#444444", width: CONTENT_WIDTH - 160 }) : 0
  write(doc, title, MARGIN, top + 52 + shift, { size: 15, bold: true })
  write(doc, t.orderNumber(order.display_id), MARGIN, top + 74 + shift, { size: 12, bold: true })
  write(doc, `${t.placedOn}: ${t.date(new Date(order.created_at))}`, MARGIN, top + 92 + shift, { size: 9 })
  const codeHeight = barcode(doc, String(order.display_id), MARGIN + CONTENT_WIDTH, top + 4, 40)
  const bottom = Math.max(top + 108 + shift, top + 4 + codeHeight) + 8
  rule(doc, bottom)
  return bottom + 10
}

function addressAndPayment(doc: Paper, order: ShopOrder, t: PaperTexts, y: number): number {
  const half = CONTENT_WIDTH / 2 - 10
  const address = order.shipping_address
  let left = y
  left += write(doc, t.deliverTo, MARGIN, left, { size: 9, bold: true, color: "#444444" })
  left += write(doc, address?.name ?? order.customer.name ?? "", MARGIN, left, { size: 11, bold: true, width: half })
  left += write(doc, addressLine(order), MARGIN, left, { size: 10, width: half })
  if (address?.phone) left += write(doc, `${t.phone}: ${address.phone}`, MARGIN, left, { size: 10, width: half })

  const x = MARGIN + CONTENT_WIDTH / 2 + 10
  let right = y
  right += write(doc, t.payment, x, right, { size: 9, bold: true, color: "#444444" })
  right += write(doc, payment(order, t), x, right, { size: 11, bold: true, width: half })
  if (order.life.courier) right += write(doc, `${t.courier}: ${order.life.courier}`, x, right, { size: 10, width: half })
  if (order.life.trackingNumber) right += write(doc, `${t.trackingNumber}: ${order.life.trackingNumber}`, x, right, { size: 10, width: half })
  const bottom = Math.max(left, right) + 10
  rule(doc, bottom)
  return bottom + 10
}

type Column = { title: string; width: number; align: "left" | "right" | "center" }

function itemRows(doc: Paper, order: ShopOrder, t: PaperTexts, kind: OrderPaperKind, y: number): number {
  const columns: Column[] =
    kind === "invoice"
      ? [
          { title: t.product, width: CONTENT_WIDTH - 250, align: "left" },
          { title: t.quantity, width: 60, align: "right" },
          { title: t.unitPrice, width: 90, align: "right" },
          { title: t.amount, width: 100, align: "right" },
        ]
      : [
          { title: t.product, width: CONTENT_WIDTH - 140, align: "left" },
          { title: t.quantity, width: 80, align: "right" },
          { title: "", width: 60, align: "center" },
        ]
  const cellsOf = (item: ShopOrder["items"][number]) =>
    kind === "invoice"
      ? [item.title, t.count(item.quantity), t.money(item.unit_price), t.money(item.unit_price * item.quantity)]
      : [item.title, t.count(item.quantity), ""]

  const drawRow = (cells: string[], top: number, bold: boolean): number => {
    const height = Math.max(...cells.map((cell, index) => heightOf(doc, cell || " ", { size: 10, bold, width: columns[index].width - 8 })))
    let x = MARGIN
    cells.forEach((cell, index) => {
      const column = columns[index]
      if (cell) write(doc, cell, x + 4, top, { size: 10, bold, width: column.width - 8, align: column.align })
      // The packing slip's box to tick.
      if (kind === "packing-slip" && index === 2 && !bold)
        doc
          .rect(x + column.width / 2 - 6, top + 1, 12, 12)
          .lineWidth(0.8)
          .strokeColor("#333333")
          .stroke()
      x += column.width
    })
    return height + 6
  }

  y += drawRow(
    columns.map((column) => column.title),
    y,
    true
  )
  rule(doc, y - 2)
  for (const item of order.items) {
    const next = drawRow(cellsOf(item), y + 4, false)
    if (y + next > CONTENT_BOTTOM - 160) {
      doc.addPage()
      y = MARGIN
    }
    y += next
  }
  rule(doc, y + 2)
  return y + 10
}

function totals(doc: Paper, order: ShopOrder, t: PaperTexts, y: number): number {
  const labelX = MARGIN + CONTENT_WIDTH - 300
  const line = (label: string, value: string, bold = false, size = 10) => {
    write(doc, label, labelX, y, { size, bold, width: 190, align: "right" })
    y += write(doc, value, labelX + 200, y, { size, bold, width: 100, align: "right" }) + 3
  }
  line(t.subtotal, t.money(order.item_subtotal))
  if (order.discount_total > 0) line(t.discount(order.discount_codes), `− ${t.money(order.discount_total)}`)
  line(t.delivery, order.shipping_total > 0 ? t.money(order.shipping_total) : t.freeDelivery)
  line(t.total, t.money(order.total), true, 12)
  return y + 8
}

function codBox(doc: Paper, order: ShopOrder, t: PaperTexts, y: number): number {
  const cod = codAmount(order)
  const text = cod > 0 ? `${t.codToCollect}: ${t.money(cod)}` : t.nothingToCollect
  const height = heightOf(doc, text, { size: 14, bold: true, width: CONTENT_WIDTH - 20 }) + 16
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).lineWidth(1.4).strokeColor("#000000").stroke()
  write(doc, text, MARGIN + 10, y + 8, { size: 14, bold: true, width: CONTENT_WIDTH - 20, align: "center" })
  return y + height + 14
}

function signatures(doc: Paper, t: PaperTexts, y: number): number {
  const width = CONTENT_WIDTH / 2 - 20
  ;[t.packedBy, t.checkedBy].forEach((label, index) => {
    const x = MARGIN + index * (width + 40)
    rule(doc, y + 30, x, width)
    write(doc, label, x, y + 34, { size: 9, color: "#444444" })
  })
  return y + 50
}

/** One order's paper, drawn from the top of the current page. */
export function drawOrderPaper(doc: Paper, order: ShopOrder, t: PaperTexts, kind: OrderPaperKind, seller = "") {
  let y = header(doc, order, t, kind === "invoice" ? t.invoice : t.packingSlip, seller)
  y = addressAndPayment(doc, order, t, y)
  y = itemRows(doc, order, t, kind, y)
  y = totals(doc, order, t, y)
  y = codBox(doc, order, t, y)
  if (kind === "packing-slip") signatures(doc, t, y)
  else write(doc, t.keepInvoice, MARGIN, y, { size: 9, color: "#444444", width: CONTENT_WIDTH })
}
