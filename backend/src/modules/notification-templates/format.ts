// Bangladesh groups digits in lakhs and crores (1,25,000), as the en-IN locale does; the
// storefront shows prices the same way (storefront/src/lib/money.ts).
const lakhs = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/** A BDT amount (Medusa v2 keeps whole taka, not paisa) grouped in lakhs: 1,25,000. */
export const groupLakhs = (amount: number): string => lakhs.format(amount)

// Bangla: Bangla digits, lakh grouping and the taka sign after the amount, as Intl writes
// bn-BD ("৭৯,৬০০৳"); paisa only when there are any.
const banglaTaka = new Intl.NumberFormat("bn-BD", { style: "currency", currency: "BDT", minimumFractionDigits: 0, maximumFractionDigits: 2 })
const banglaNumber = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 })

/** A BDT amount in Bangla: ৭৯,৬০০৳. */
export const banglaMoney = (amount: number): string => banglaTaka.format(amount)

/** A count or quantity in Bangla digits (১৫). Order numbers and phone numbers stay in Latin digits. */
export const banglaCount = (value: number): string => banglaNumber.format(value)

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** Text (a product's title, a name, a link) made safe inside HTML, both as content and as an attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

// Control characters (NUL and the like) have no business in a mail; tabs and new lines stay.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** Customer-given text without control characters, spaces collapsed to one line. */
export const oneLine = (text: string): string => text.replace(CONTROL, "").replace(/\s+/g, " ").trim()

/** Customer-given text without control characters, keeping its lines (an address). */
export const lines = (text: string): string[] =>
  text
    .replace(CONTROL, "")
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
