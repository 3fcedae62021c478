import type { ShopOrder } from "../rules/shop-orders"
import { drawCourierSheet } from "./courier-sheet"
import { drawOrderPaper, type OrderPaperKind } from "./order-paper"
import { finish, MARGIN, newPaper, write } from "./paper-document"
import { paperTexts, type PaperLanguage } from "./texts"
import { EMPTY_SHOP_IDENTITY, phoneForReading, type ShopIdentity } from "../../shop/rules/shop-identity"

/** A YYYY-MM-DD Dhaka day as the paper writes dates (5 Dec 2026; ৫ ডিসেম্বর, ২০২৬). */
const dayShown = (day: string, lang: PaperLanguage) => paperTexts(lang).date(new Date(`${day}T12:00:00+06:00`))

/**
 * The seller block of an invoice or slip, one line in the paper's language: the address, phone,
 * email and trade licence the owner set (workflows/shop/rules/shop-identity.ts); empty when none is set.
 */
export function sellerLine(identity: ShopIdentity, lang: PaperLanguage): string {
  const t = paperTexts(lang)
  const address = lang === "bn" ? (identity.address_bn ?? identity.address_en) : identity.address_en
  return [address, identity.phone && phoneForReading(identity.phone), identity.email, identity.trade_licence && `${t.tradeLicence}: ${identity.trade_licence}`]
    .filter(Boolean)
    .join(" · ")
}

/** An order's invoice or packing slip as a PDF. */
export function renderOrderPaper(order: ShopOrder, kind: OrderPaperKind, lang: PaperLanguage, identity: ShopIdentity = EMPTY_SHOP_IDENTITY): Promise<Buffer> {
  const t = paperTexts(lang)
  const doc = newPaper(`${kind === "invoice" ? t.invoice : t.packingSlip} · ${t.orderNumber(order.display_id)}`, lang)
  drawOrderPaper(doc, order, t, kind, sellerLine(identity, lang))
  return finish(doc)
}

/** A day's invoices or packing slips in one PDF, one order from the top of each page. */
export function renderDayOrderPapers(
  orders: ShopOrder[],
  date: string,
  kind: OrderPaperKind,
  lang: PaperLanguage,
  identity: ShopIdentity = EMPTY_SHOP_IDENTITY
): Promise<Buffer> {
  const t = paperTexts(lang)
  const day = dayShown(date, lang)
  const doc = newPaper(`${kind === "invoice" ? t.invoice : t.packingSlip} · ${t.shippedOn(day)}`, lang)
  if (orders.length === 0) write(doc, t.noOrders(day), MARGIN, MARGIN, { size: 12 })
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage()
    drawOrderPaper(doc, order, t, kind, sellerLine(identity, lang))
  })
  return finish(doc)
}

/** A day's courier sheet as a PDF. */
export function renderCourierSheet(orders: ShopOrder[], date: string, lang: PaperLanguage): Promise<Buffer> {
  const t = paperTexts(lang)
  const day = dayShown(date, lang)
  const doc = newPaper(`${t.courierSheet} · ${t.shippedOn(day)}`, lang)
  drawCourierSheet(doc, orders, day, t)
  return finish(doc)
}
