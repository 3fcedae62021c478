import { compactPhone, isBangladeshiMobile } from "./bangladesh-address"

/**
 * A Bangladeshi mobile number as SMS gateways take it: 8801XXXXXXXXX (13 digits, country code
 * first). Accepts what people type — 01712345678, +8801712345678, 88017…, with spaces or
 * hyphens — and refuses everything else (landlines, other countries, short numbers): null.
 */
export function smsNumber(phone: string | null | undefined): string | null {
  if (!phone || !isBangladeshiMobile(phone)) return null
  const digits = compactPhone(phone).replace(/^\+/, "")
  return digits.startsWith("88") ? digits : `88${digits}`
}
