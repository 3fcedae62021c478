// --- Phones: Bangladeshi mobiles ---------------------------------------------------------------

/**
 * A Bangladeshi mobile as people write it: 01 and an operator digit 3–9 (Grameenphone 013/017,
 * Banglalink 014/019, Teletalk 015, Airtel 016, Robi 018) and eight digits, with or without the
 * country code 88 (or +88), spaces and dashes anywhere. The storefront's forms accept the same.
 */
const BD_MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/

/**
 * The one spelling SMS gateways take, 8801XXXXXXXXX, from a phone as a customer typed it
 * ("01712345678", "+880 1712-345678"); null when it is not a Bangladeshi mobile.
 */
export function normaliseBdPhone(input: string): string | null {
  const match = BD_MOBILE.exec(input.replace(/[\s-]/g, ""))
  return match ? `88${match[1]}` : null
}
