import type { OrderNoticeKind } from "./kinds"
import type { OrderNoticeData } from "./order-notice"
import type { NotificationTexts, OrderTextValues } from "./texts"
import { button, detailsBox, emailDocument, orderTable, paragraph } from "./email-layout"
import { escapeHtml, lines, oneLine } from "./format"

export type RenderedEmail = { subject: string; html: string; text: string }

/** An order's values in a mail: money formatted, customer text on one line (not yet escaped). */
const mailValues = (data: OrderNoticeData, texts: NotificationTexts): OrderTextValues => ({
  orderNumber: String(data.orderNumber),
  customerName: oneLine(data.customerName),
  total: texts.money(data.total),
  discount: data.discount ? texts.money(data.discount) : null,
  courier: data.courier ? oneLine(data.courier) || null : null,
  trackingNumber: data.trackingNumber ? oneLine(data.trackingNumber) || null : null,
  orderUrl: data.orderUrl,
})

/** An order's mail for one moment of its life, as HTML and as plain text. */
export function orderEmail(kind: OrderNoticeKind, data: OrderNoticeData, texts: NotificationTexts): RenderedEmail {
  const values = mailValues(data, texts)
  const kindTexts = texts.email[kind]
  const o = texts.order
  const greeting = texts.greeting(values.customerName)
  const paragraphs = kindTexts.paragraphs(values)
  const items = data.items.map((item) => ({ title: oneLine(item.title), quantity: texts.count(item.quantity), amount: texts.money(item.total) }))
  // Subtotal − discount + delivery = total: the discount is the products' (a free delivery shows as its own line's "Free").
  const codes = (data.discountCodes ?? []).map(oneLine).filter(Boolean).join(", ")
  const totals = [
    { label: o.subtotal, amount: texts.money(data.subtotal) },
    ...(values.discount ? [{ label: o.discount(codes), amount: `−${values.discount}` }] : []),
    { label: o.delivery, amount: data.delivery === 0 ? o.freeDelivery : texts.money(data.delivery) },
    { label: o.total, amount: values.total, strong: true },
  ]
  const address = data.address ? lines(data.address) : []
  const payment = data.paymentMethod ? oneLine(data.paymentMethod) : ""
  const details = [
    ...(values.courier ? [{ label: o.courier, value: values.courier }] : []),
    ...(values.trackingNumber ? [{ label: o.trackingNumber, value: values.trackingNumber }] : []),
    ...(address.length ? [{ label: o.deliverTo, value: address.join("\n") }] : []),
    ...(payment ? [{ label: o.payment, value: payment }] : []),
  ]
  const heading = o.heading(values.orderNumber)
  const contact = data.shopContact ? oneLine(data.shopContact) : ""
  const footer = contact ? `${o.footer} ${o.contactUs(contact)}` : o.footer

  const html = emailDocument({
    lang: texts.lang,
    shopName: escapeHtml(texts.shopName),
    title: escapeHtml(kindTexts.subject(values)),
    preheader: escapeHtml(kindTexts.preheader(values)),
    heading: escapeHtml(kindTexts.heading),
    body: [
      paragraph(escapeHtml(greeting)),
      ...paragraphs.map((text) => paragraph(escapeHtml(text))),
      button(data.orderUrl, o.viewOrder),
      orderTable(
        escapeHtml(heading),
        [escapeHtml(o.product), escapeHtml(o.quantity), escapeHtml(o.amount)],
        items.map((item) => [escapeHtml(item.title), escapeHtml(item.quantity), escapeHtml(item.amount)]),
        totals.map((total) => ({ ...total, label: escapeHtml(total.label), amount: escapeHtml(total.amount) }))
      ),
      detailsBox(details.map(({ label, value }) => ({ label: escapeHtml(label), value: escapeHtml(value).replace(/\n/g, "<br>") }))),
    ].join("\n"),
    footer: escapeHtml(footer),
  })

  const text = [
    texts.shopName,
    "",
    kindTexts.heading,
    "",
    greeting,
    "",
    ...paragraphs.flatMap((line) => [line, ""]),
    heading,
    ...items.map((item) => `- ${item.title} × ${item.quantity}: ${item.amount}`),
    ...totals.map((total) => `${total.label}: ${total.amount}`),
    "",
    ...details.flatMap(({ label, value }) => [`${label}: ${value.replace(/\n/g, ", ")}`]),
    ...(details.length ? [""] : []),
    o.viewOrderText,
    data.orderUrl,
    "",
    "-- ",
    footer,
    "",
  ].join("\n")

  return { subject: oneLine(kindTexts.subject(values)), html, text }
}
