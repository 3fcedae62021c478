import { normaliseBdPhone } from "@chaka/rules"

export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, "")

/**
 * A Bangladeshi mobile number: 01XXXXXXXXX (operators use 013-019), optionally written with
 * +88/88 and with spaces or hyphens. One rule with the server's (@chaka/rules' normaliseBdPhone,
 * which bd-commerce checks addresses with), so a number accepted here is accepted there.
 */
export const isBangladeshiMobile = (phone: string) => normaliseBdPhone(phone) !== null
