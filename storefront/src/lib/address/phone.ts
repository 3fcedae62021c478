/**
 * A Bangladeshi mobile number: 01XXXXXXXXX (operators use 013-019), optionally written with
 * +88/88 and with spaces or hyphens. The server's bd-commerce plugin checks the same
 * (plugins/bd-commerce/src/lib/bangladesh-address.ts), so a number accepted here is accepted there.
 */
const MOBILE = /^(?:\+?88)?01[3-9]\d{8}$/

export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, "")

export const isBangladeshiMobile = (phone: string) => MOBILE.test(normalizePhone(phone))
