/**
 * STUB until the templates (lib/notifications, issue 39's templates helper) land: the two
 * functions the providers call, with the same signatures, rendering plain English. The data is
 * what send.ts builds (OrderNotificationData) or, for `password-reset`, `{ url }`.
 */
export type RenderedEmail = { subject: string; html: string; text: string }

type Item = { title?: unknown; quantity?: unknown; total?: unknown }

const SUBJECTS: Record<string, string> = {
  "order-placed": "We have your order",
  "order-approved": "Your order is approved",
  "order-shipped": "Your order is on its way",
  "order-delivered": "Your order was delivered",
  "order-canceled": "Your order was canceled",
  "password-reset": "Reset your password",
}

const taka = (value: unknown) => `${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(Number(value ?? 0))} ৳`
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function lines(template: string, data: Record<string, unknown>): string[] {
  if (template === "password-reset") return [`Reset your password: ${String(data.url)}`]
  const order = `Order #${String(data.order_number)}`
  const items = Array.isArray(data.items) ? (data.items as Item[]) : []
  return [
    `${order}: ${SUBJECTS[template] ?? template}`,
    ...items.map((item) => `${String(item.quantity)} × ${String(item.title)}: ${taka(item.total)}`),
    `Delivery charge: ${taka(data.delivery_charge)}`,
    `Total: ${taka(data.total)}`,
    ...(data.courier ? [`Courier: ${String(data.courier)}`] : []),
    ...(data.tracking_number ? [`Tracking number: ${String(data.tracking_number)}`] : []),
    `Your order: ${String(data.link)}`,
  ]
}

export function renderEmail(template: string, data: Record<string, unknown>): RenderedEmail {
  const body = lines(template, data)
  const subject = template === "password-reset" ? SUBJECTS[template] : `${SUBJECTS[template] ?? template} (#${String(data.order_number)})`
  return { subject, text: body.join("\n"), html: body.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n") }
}

export function renderSms(template: string, data: Record<string, unknown>): string {
  return `Chaka: order #${String(data.order_number)} ${(SUBJECTS[template] ?? template).toLowerCase()}. Total ${taka(data.total)}. ${String(data.link)}`
}
