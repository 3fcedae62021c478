/**
 * A recipient as the admin's notification list shows it (GET /admin/orders/:id/notifications):
 * enough to tell which address or phone a message went to, not enough to harvest it.
 * Email: the first character of the name and the domain (k***@example.com).
 * Phone: the country and operator prefix and the last four digits (8801*****6789).
 */
export function maskRecipient(to: string): string {
  const value = to.trim()
  const at = value.lastIndexOf("@")
  if (at > 0) return `${value[0]}***${value.slice(at)}`
  const digits = value.replace(/\D/g, "")
  if (digits.length >= 9) return `${digits.slice(0, 4)}${"*".repeat(digits.length - 8)}${digits.slice(-4)}`
  // Too short to keep any part of it without showing most of it.
  return "***"
}
