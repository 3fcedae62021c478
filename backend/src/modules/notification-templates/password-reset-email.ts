import type { PasswordResetData } from "./order-notice"
import type { RenderedEmail } from "./order-email"
import type { NotificationTexts } from "./texts"
import { button, emailDocument, linkText, paragraph, smallParagraph } from "./email-layout"
import { escapeHtml } from "./format"

/** The reset link's mail: the button, the link written out, how long it works, and "ignore it if you did not ask". */
export function passwordResetEmail(data: PasswordResetData, texts: NotificationTexts): RenderedEmail {
  const t = texts.email["password-reset"]
  const html = emailDocument({
    lang: texts.lang,
    shopName: escapeHtml(texts.shopName),
    title: escapeHtml(t.subject),
    preheader: escapeHtml(t.preheader),
    heading: escapeHtml(t.heading),
    body: [
      paragraph(escapeHtml(texts.greeting(""))),
      ...t.paragraphs.map((text) => paragraph(escapeHtml(text))),
      button(data.url, t.button),
      ...t.notes.map((text) => paragraph(escapeHtml(text))),
      smallParagraph(`${escapeHtml(t.linkFallback)}<br>${linkText(data.url)}`),
    ].join("\n"),
    footer: escapeHtml(t.footer),
  })
  const text = [
    texts.shopName,
    "",
    t.heading,
    "",
    texts.greeting(""),
    "",
    ...t.paragraphs,
    "",
    data.url,
    "",
    ...t.notes.flatMap((note) => [note, ""]),
    "-- ",
    t.footer,
    "",
  ].join("\n")
  return { subject: t.subject, html, text }
}
