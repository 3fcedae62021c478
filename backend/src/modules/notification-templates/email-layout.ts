import { escapeHtml } from "./format"

/**
 * The shop's look in a mail (storefront/src/styles.css): teal brand, dark text on a warm grey
 * page, white rounded card. Mail clients drop <style> and CSS variables, so every colour is
 * written out and every style is inline, laid out with tables.
 */
export const EMAIL_COLOURS = {
  brand: "#0f766e",
  brandDark: "#115e59",
  text: "#1f2937",
  muted: "#6b7280",
  surface: "#ffffff",
  background: "#f7f7f5",
  border: "#e5e7eb",
} as const

// Bangla letters fall through the Latin fonts to the first Bengali one the reader has (phones
// and Windows carry Noto Sans Bengali or Vrinda); English keeps its look.
const FONT = `font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,'Noto Sans Bengali','Hind Siliguri',Vrinda,sans-serif`
const c = EMAIL_COLOURS

/** One mail's parts, each already HTML (the caller escapes what it was given). */
export type EmailParts = {
  lang: string
  shopName: string
  title: string
  preheader: string
  heading: string
  /** The card's content: paragraphs, tables, the button. */
  body: string
  footer: string
}

export const paragraph = (html: string) => `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${c.text}">${html}</p>`

export const smallParagraph = (html: string) => `<p style="margin:0 0 12px;${FONT};font-size:14px;line-height:20px;color:${c.muted}">${html}</p>`

/** A button that is a link (a table cell with the brand's colour: the one way Outlook draws it). */
export const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>` +
  `<td align="center" bgcolor="${c.brand}" style="border-radius:8px;background:${c.brand}">` +
  `<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>` +
  `</td></tr></table>`

/** A link written out, breakable on a phone's narrow screen. */
export const linkText = (href: string) =>
  `<a href="${escapeHtml(href)}" target="_blank" style="color:${c.brandDark};word-break:break-all">${escapeHtml(href)}</a>`

/** The whole document: the shop's name on top, the white card, the footer. */
export function emailDocument(parts: EmailParts): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(parts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${parts.title}</title>
</head>
<body style="margin:0;padding:0;background:${c.background}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${parts.preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.background}" style="background:${c.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px">
<tr><td style="padding:0 8px 16px;${FONT};font-size:28px;font-weight:800;letter-spacing:-0.5px;color:${c.brand}">${parts.shopName}</td></tr>
<tr><td bgcolor="${c.surface}" style="background:${c.surface};border:1px solid ${c.border};border-radius:12px;padding:32px 24px">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:28px;font-weight:700;color:${c.text}">${parts.heading}</h1>
${parts.body}
</td></tr>
<tr><td style="padding:16px 8px;${FONT};font-size:12px;line-height:18px;color:${c.muted}">${parts.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

const cell = (html: string, style = "") =>
  `<td style="padding:8px 0;border-bottom:1px solid ${c.border};${FONT};font-size:14px;line-height:20px;color:${c.text};${style}">${html}</td>`

/** The order's lines and its totals, each cell already HTML. */
export function orderTable(
  heading: string,
  columns: [string, string, string],
  rows: [string, string, string][],
  totals: { label: string; amount: string; strong?: boolean }[]
): string {
  const head = columns
    .map(
      (label, index) =>
        `<th align="${index === 0 ? "left" : "right"}" style="padding:0 0 8px;border-bottom:2px solid ${c.border};${FONT};font-size:12px;font-weight:600;text-transform:uppercase;color:${c.muted}">${label}</th>`
    )
    .join("")
  const body = rows
    .map(
      ([title, quantity, amount]) =>
        `<tr>${cell(title)}${cell(quantity, "text-align:right;white-space:nowrap;padding-left:12px")}${cell(amount, "text-align:right;white-space:nowrap;padding-left:12px")}</tr>`
    )
    .join("\n")
  const sums = totals
    .map(
      ({ label, amount, strong }) =>
        `<tr><td colspan="2" align="right" style="padding:6px 0;${FONT};font-size:${strong ? 16 : 14}px;font-weight:${strong ? 700 : 400};color:${strong ? c.text : c.muted}">${label}</td>` +
        `<td align="right" style="padding:6px 0 6px 12px;white-space:nowrap;${FONT};font-size:${strong ? 16 : 14}px;font-weight:${strong ? 700 : 400};color:${strong ? c.brandDark : c.text}">${amount}</td></tr>`
    )
    .join("\n")
  return `<h2 style="margin:8px 0 12px;${FONT};font-size:18px;line-height:24px;color:${c.text}">${heading}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
<tr>${head}</tr>
${body}
${sums}
</table>`
}

/** Label and value lines (courier, tracking number, address, payment) in a grey box. */
export function detailsBox(details: { label: string; value: string }[]): string {
  if (details.length === 0) return ""
  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><td valign="top" style="padding:4px 12px 4px 0;white-space:nowrap;${FONT};font-size:14px;line-height:20px;color:${c.muted}">${label}</td>` +
        `<td valign="top" style="padding:4px 0;${FONT};font-size:14px;line-height:20px;color:${c.text}">${value}</td></tr>`
    )
    .join("\n")
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.background}" style="background:${c.background};border-radius:8px;margin:0 0 16px">
<tr><td style="padding:12px 16px"><table role="presentation" cellpadding="0" cellspacing="0" border="0">
${rows}
</table></td></tr>
</table>`
}
