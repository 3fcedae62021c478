/** What the shop tells customers about: one template (kind) per moment of an order's life, and the reset link. */
export const ORDER_NOTICE_KINDS = ["order-placed", "order-approved", "order-shipped", "order-delivered", "order-canceled"] as const
export type OrderNoticeKind = (typeof ORDER_NOTICE_KINDS)[number]

export const NOTIFICATION_KINDS = [...ORDER_NOTICE_KINDS, "password-reset"] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds that also go out by SMS (issue 39): the ones a customer must act on or wait for. */
export const SMS_KINDS = ["order-placed", "order-shipped", "order-canceled"] as const
export type SmsKind = (typeof SMS_KINDS)[number]

export const isNotificationKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind)
export const isSmsKind = (kind: string): kind is SmsKind => (SMS_KINDS as readonly string[]).includes(kind)
