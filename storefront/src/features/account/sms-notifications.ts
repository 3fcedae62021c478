import type { HttpTypes } from "@medusajs/types"

/**
 * Whether the customer gets SMS about their orders: the profile's `sms_notifications` (the
 * backend answers it with the customer), else the stored opt-out; on unless turned off.
 */
export function smsNotificationsOf(customer: HttpTypes.StoreCustomer): boolean {
  const answered = (customer as HttpTypes.StoreCustomer & { sms_notifications?: unknown }).sms_notifications
  return typeof answered === "boolean" ? answered : customer.metadata?.sms_opt_out !== true
}
