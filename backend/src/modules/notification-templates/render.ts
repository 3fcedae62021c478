import type { z } from "@medusajs/framework/zod"
import { isNotificationKind, isSmsKind, NOTIFICATION_KINDS, SMS_KINDS } from "./kinds"
import { OrderNoticeData, PasswordResetData } from "./order-notice"
import { orderEmail, type RenderedEmail } from "./order-email"
import { orderSms } from "./order-sms"
import { passwordResetEmail } from "./password-reset-email"
import type { NotificationTexts } from "./texts"
import { textsFor } from "./languages"

export { NOTIFICATION_KINDS, SMS_KINDS, type NotificationKind, type SmsKind } from "./kinds"
export { OrderNoticeData, PasswordResetData } from "./order-notice"
export type { RenderedEmail } from "./order-email"

/**
 * The notification templates: what the email and SMS providers send for a notification's
 * `template` and `data`. Pure (no I/O); a template the shop does not have, or data it cannot
 * show, throws, so the Notification module records the notification as failed instead of a
 * customer receiving a broken message. The words come from a catalogue: the data's `language`
 * (texts.ts for English, texts-bn.ts for Bangla), unless a `NotificationTexts` is given.
 */
export function renderEmail(template: string, data: Record<string, unknown>, texts?: NotificationTexts): RenderedEmail {
  const kind = knownKind(template)
  if (kind === "password-reset") {
    const reset = parse(template, PasswordResetData, data)
    return passwordResetEmail(reset, texts ?? textsFor(reset.language))
  }
  const order = parse(template, OrderNoticeData, data)
  return orderEmail(kind, order, texts ?? textsFor(order.language))
}

/**
 * What an email provider sends: the content it was given (a message rendered by its sender so
 * that nothing secret is stored with the row: the Notification module stores `data` but not
 * `content`), else its template rendered with its data.
 */
export function renderedEmail(notification: {
  template?: string | null
  data?: Record<string, unknown> | null
  content?: { subject?: string; text?: string; html?: string } | null
}): RenderedEmail {
  const content = notification.content
  if (content?.subject && content.text && content.html) return { subject: content.subject, text: content.text, html: content.html }
  return renderEmail(notification.template ?? "", notification.data ?? {})
}

/**
 * The SMS text of an order notification (placed, shipped, canceled), in the data's language:
 * one GSM-7 message of at most 160 characters in English, at most two UCS-2 parts in Bangla.
 */
export function renderSms(template: string, data: Record<string, unknown>, texts?: NotificationTexts): string {
  const kind = knownKind(template)
  if (!isSmsKind(kind)) throw new Error(`The notification template "${kind}" has no SMS: SMS go out for ${SMS_KINDS.join(", ")}`)
  const order = parse(template, OrderNoticeData, data)
  return orderSms(kind, order, texts ?? textsFor(order.language))
}

function knownKind(template: string) {
  if (!isNotificationKind(template)) {
    throw new Error(`Unknown notification template ${JSON.stringify(template)}: the templates are ${NOTIFICATION_KINDS.join(", ")}`)
  }
  return template
}

function parse<S extends z.ZodType>(template: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "data"}: ${issue.message}`)
  throw new Error(`The data of the notification template "${template}" cannot be shown: ${problems.join("; ")}`)
}
