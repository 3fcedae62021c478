/** What the audit log records (the `action` of an entry). */
export const AUDIT_ACTIONS = [
  "order.approved",
  "order.shipped",
  "order.delivered",
  "order.canceled",
  "payment.refunded",
  "price.changed",
  "stock.changed",
  "admin.made",
  "admin.removed",
  "content.changed",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
