/**
 * A customer's choice about SMS (issue 39): kept in Medusa's own customer record as
 * `metadata.sms_opt_out` (true: send no SMS), so a customer who never chose gets SMS. The
 * profile speaks of it the other way round, as the storefront's checkbox reads:
 * `sms_notifications`.
 */
export const SMS_OPT_OUT_KEY = "sms_opt_out"

/** Whether the customer gets SMS about their orders. */
export const smsNotificationsOf = (metadata: Record<string, unknown> | null | undefined) => metadata?.[SMS_OPT_OUT_KEY] !== true

/**
 * The metadata to write for a profile update: `writing` is what the update would write
 * (undefined: it does not touch the metadata), `stored` the customer's metadata now. The
 * choice, when given, is set without dropping other keys; when not given, a metadata update
 * keeps the stored choice unless it names the key itself.
 */
export function withSmsPreference(
  writing: Record<string, unknown> | null | undefined,
  stored: Record<string, unknown> | null | undefined,
  smsNotifications: boolean | undefined
): Record<string, unknown> | null | undefined {
  if (smsNotifications !== undefined) return { ...(writing === undefined ? (stored ?? {}) : (writing ?? {})), [SMS_OPT_OUT_KEY]: !smsNotifications }
  if (writing === undefined || !stored || !(SMS_OPT_OUT_KEY in stored) || (writing && SMS_OPT_OUT_KEY in writing)) return writing
  return { ...(writing ?? {}), [SMS_OPT_OUT_KEY]: stored[SMS_OPT_OUT_KEY] }
}
