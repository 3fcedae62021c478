import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { AUDIT_ACTIONS } from "./rules/actions"

export const MAX_AUDIT_LIMIT = 100
export const MAX_AUDIT_OFFSET = 1_000_000

/** A whole number written in digits only (no sign, point or exponent), from min to max. */
const wholeText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

/** The text's day exists (JavaScript's Date reads 2026-02-30 as 2 March). */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.slice(0, 10).split("-").map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A date (2026-12-05) or a date and time with its zone (2026-12-05T14:30:00Z, +06:00). */
const dateText = (name: string) =>
  z
    .string({ error: messages.auditDateInvalid(name) })
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, messages.auditDateInvalid(name))
    .refine(isCalendarDay, messages.auditDateInvalid(name))
    .transform((text) => new Date(text))
    .refine((date) => !Number.isNaN(date.getTime()), messages.auditDateInvalid(name))

/** GET /admin/audit-log?action=&target_id=&since=&until=&limit=&offset= */
export const AuditLogQuery = z
  .strictObject(
    {
      action: z.enum(AUDIT_ACTIONS, { error: messages.auditActionInvalid(AUDIT_ACTIONS) }).optional(),
      target_id: z
        .string({ error: messages.auditTargetInvalid })
        .regex(/^[A-Za-z0-9_-]{1,100}$/, messages.auditTargetInvalid)
        .optional(),
      since: dateText("since").optional(),
      until: dateText("until").optional(),
      limit: wholeText(1, MAX_AUDIT_LIMIT, messages.auditLimitInvalid(MAX_AUDIT_LIMIT)).optional(),
      offset: wholeText(0, MAX_AUDIT_OFFSET, messages.auditOffsetInvalid(MAX_AUDIT_OFFSET)).optional(),
    },
    { error: messages.auditQueryUnknown }
  )
  .refine((query) => !query.since || !query.until || query.since <= query.until, messages.auditRangeInvalid)
export type AuditLogQuery = z.infer<typeof AuditLogQuery>
