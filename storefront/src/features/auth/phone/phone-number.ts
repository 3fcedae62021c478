import { normaliseBdPhone } from "@chaka/rules"

/** The longest spelling taken from a form (the backend refuses more than 40 characters). */
const LONGEST = 40

/**
 * A Bangladeshi mobile number in any spelling (01…, +880…, 880…, spaces, hyphens) as the shop
 * writes it, `01XXXXXXXXX`, or null: the backend's rule (@chaka/rules normaliseBdPhone), checked
 * first here so a typo is said without a call.
 */
export function localPhone(value: unknown): string | null {
  if (typeof value !== "string" || value.length > LONGEST) return null
  const international = normaliseBdPhone(value)
  return international ? `0${international.slice(3)}` : null
}

/** The SMS code as typed: 6 digits, spaces or dashes between them forgiven ("123 456"). */
export const typedCode = (value: unknown) => (typeof value === "string" ? value.slice(0, 64).replace(/[\s-]/g, "") : "")

export const SIX_DIGITS = /^[0-9]{6}$/

/** A name as the backend keeps it: trimmed, at most 100 characters (longer is refused, not cut). */
export const NAME_LONGEST = 100
