import { messages } from "../../../lib/messages"
import { detailsBox, emailDocument, paragraph } from "../../../modules/notification-templates/email-layout"
import { escapeHtml } from "../../../modules/notification-templates/format"
import type { LowStockItem } from "./low-stock"

/** The email the admins get when products cross the low-stock threshold (English: the dashboard's language). */
export function lowStockEmail(items: LowStockItem[], threshold: number) {
  const m = messages.lowStockEmail
  const subject = m.subject(items.length)
  const intro = m.intro(threshold)
  const rows = items.map((item) => ({ label: item.title, value: m.available(item.available) }))
  const text = [intro, "", ...rows.map((row) => `- ${row.label}: ${row.value}`), "", m.outro].join("\n")
  const html = emailDocument({
    lang: "en",
    shopName: m.shopName,
    title: escapeHtml(subject),
    preheader: escapeHtml(intro),
    heading: escapeHtml(m.heading),
    body:
      paragraph(escapeHtml(intro)) +
      detailsBox(rows.map((row) => ({ label: escapeHtml(row.label), value: escapeHtml(row.value) }))) +
      paragraph(escapeHtml(m.outro)),
    footer: escapeHtml(m.footer),
  })
  return { subject, text, html }
}
