import { HELD_BACK_SMS_CHANNEL } from "../../../lib/config/held-back-sms"
import { maskRecipient } from "./mask"

/**
 * Why the shop held back a message instead of sending it; stored in the held-back row's data
 * (send.ts) and shown in the dashboard's words (admin/lib/messages.ts, orderNotifications.reasons).
 */
export const HELD_BACK_REASONS = {
  /** The phone number had had its SMS_PER_NUMBER_PER_DAY messages in 24 hours. */
  dailySmsLimit: "daily_sms_limit",
} as const
export type HeldBackReason = (typeof HELD_BACK_REASONS)[keyof typeof HELD_BACK_REASONS]

/** The status the admin's list gives a held-back message (Medusa's are pending, success, failure). */
export const HELD_BACK_STATUS = "held_back"

export type StoredNotification = {
  id: string
  template: string | null
  channel: string
  to: string
  status: string
  data?: Record<string, unknown> | null
  created_at: Date | string
}

export type ListedNotification = {
  id: string
  kind: string | null
  channel: string
  to: string
  status: string
  /** Why it was not sent (a held-back message); null for any other. */
  reason: HeldBackReason | null
  created_at: Date | string
}

const isReason = (value: unknown): value is HeldBackReason => (Object.values(HELD_BACK_REASONS) as unknown[]).includes(value)

/**
 * One row of an order's notifications as an admin sees it (GET /admin/orders/:id/notifications):
 * kind, channel, masked recipient, status, time, and for a held-back SMS the channel "sms",
 * the status "held_back" and its reason. Never the data a message was rendered from.
 */
export function listedNotification(row: StoredNotification): ListedNotification {
  const heldBack = row.channel === HELD_BACK_SMS_CHANNEL
  const reason = heldBack && isReason(row.data?.reason) ? row.data.reason : null
  return {
    id: row.id,
    kind: row.template,
    channel: heldBack ? "sms" : row.channel,
    to: maskRecipient(row.to),
    status: heldBack ? HELD_BACK_STATUS : row.status,
    reason,
    created_at: row.created_at,
  }
}
