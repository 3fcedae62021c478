import { NOTIFICATION_KINDS, SMS_KINDS } from "./kinds"
import type { OrderNoticeData } from "./order-notice"
import { escapeHtml } from "./format"
import { renderEmail, renderSms } from "./render"
import { smsSegments } from "./gsm7"
import { textsFor } from "./languages"
import { SHOP_LANGUAGES } from "../../lib/languages/shop-language"

/** A realistic order for previews and tests: two bicycles and a helmet, a courier, a two-line address. */
export const sampleOrder: OrderNoticeData = {
  orderNumber: 1042,
  customerName: "Karim Rahman",
  items: [
    { title: 'Veloce Legion 30 Mountain Bike 27.5"', quantity: 1, total: 52_500 },
    { title: "Phoenix Kids 16 with training wheels", quantity: 2, total: 25_000 },
    { title: "Helmet (Adult, Red)", quantity: 1, total: 1_850 },
  ],
  subtotal: 79_350,
  delivery: 250,
  total: 79_600,
  orderUrl: "http://localhost:5173/my-account/my-order/order_01JD8X4Q2V7N9K3M5P6R8T0W2Y",
  courier: "Steadfast Courier",
  trackingNumber: "SFC-1734-889201",
  address: "House 12, Road 5, Dhanmondi\nDhaka, Dhaka 1205",
  paymentMethod: "Cash on delivery",
}

export const sampleResetLink = { url: "http://localhost:5173/reset-password?token=eyJhbGciOi.sample.token&email=karim%40example.com" }

/**
 * Every mail and SMS on one page, in each language, each mail in a sandboxed frame as a mail client would show it:
 * `npx tsx backend/src/modules/notification-templates/preview.ts > /tmp/notifications.html`, then open the file.
 * No scripts: the page is plain HTML.
 */
export function previewPage(): string {
  const languages = SHOP_LANGUAGES.map((language) => {
    const order = { ...sampleOrder, language, paymentMethod: textsFor(language).order.cashOnDelivery }
    const mails = NOTIFICATION_KINDS.map((kind) => {
      const email = renderEmail(kind, kind === "password-reset" ? { ...sampleResetLink, language } : order)
      return `<section><h3>${kind}: ${escapeHtml(email.subject)}</h3>
<iframe sandbox title="${kind} (${language})" srcdoc="${escapeHtml(email.html)}" style="width:100%;height:900px;border:1px solid #ccc"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(email.text)}</pre></details></section>`
    })
    const sms = SMS_KINDS.map((kind) => {
      const text = renderSms(kind, order)
      return `<li><strong>${kind}</strong> (${text.length} characters, ${smsSegments(text)} SMS): <code>${escapeHtml(text)}</code></li>`
    })
    return `<h2 lang="${language}">${language === "bn" ? "বাংলা" : "English"}</h2>\n<h3>SMS</h3><ul>${sms.join("\n")}</ul>\n${mails.join("\n")}`
  })
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Chaka notifications</title></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto">
<h1>Chaka notifications</h1>
${languages.join("\n")}
</body></html>
`
}

if (require.main === module) process.stdout.write(previewPage())
