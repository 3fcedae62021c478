import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { renderCourierSheet, renderDayOrderPapers } from "../../../../workflows/orders/papers/render-papers"
import { sendPdf } from "../../../utils/send-pdf"
import { currentShopIdentity } from "../../../../workflows/shop/rules/shop-identity"
import { ordersShippedOn } from "../../../../workflows/orders/papers/shipped-on"
import type { DayPapersQuery } from "../../../../workflows/orders/papers/validators"

/**
 * GET /admin/shop-orders/papers?date=YYYY-MM-DD&kind=invoices|slips|courier&lang=en|bn — the
 * papers of the orders shipped on that day in Dhaka (not canceled), as one PDF: every invoice,
 * every packing slip, or the courier sheet (name, phone, address, cash to collect). A day with
 * none gives a page that says so. Admins only (Medusa's /admin).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { date, kind, lang } = req.validatedQuery as DayPapersQuery
  const orders = await ordersShippedOn(req.scope, date)
  const pdf =
    kind === "courier"
      ? await renderCourierSheet(orders, date, lang)
      : await renderDayOrderPapers(orders, date, kind === "invoices" ? "invoice" : "packing-slip", lang, await currentShopIdentity(req.scope))
  sendPdf(res, pdf, `chaka-${kind}-${date}-${lang}.pdf`)
}
