import { normaliseBdPhone } from "@chaka/rules"

/**
 * A Bangladeshi mobile number as SMS gateways take it: 8801XXXXXXXXX (13 digits, country code
 * first), from what people type — 01712345678, +8801712345678, 88017…, with spaces or hyphens;
 * null for everything else (landlines, other countries, short numbers). The one rule is
 * @chaka/rules' normaliseBdPhone, shared with the shop's forms and templates.
 */
export function smsNumber(phone: string | null | undefined): string | null {
  return phone ? normaliseBdPhone(phone) : null
}
