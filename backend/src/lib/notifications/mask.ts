/**
 * A recipient as the dashboard shows it: enough to tell customers apart, not enough to copy.
 * `kamal@example.com` → `k***@example.com`; `8801712346789` → `8801*****6789`.
 */
export function maskRecipient(to: string, channel: string): string {
  if (channel === "email" || to.includes("@")) {
    const at = to.lastIndexOf("@")
    return at > 0 ? `${to[0]}***${to.slice(at)}` : "***"
  }
  return to.length > 8 ? `${to.slice(0, 4)}${"*".repeat(to.length - 8)}${to.slice(-4)}` : "***"
}
