import { messages } from "../messages"

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`)

/**
 * The first rows of <Layout> (contact strip, header with the logo) as static HTML for
 * index.html's #root: the page shows them as soon as the stylesheet arrives, instead of after
 * the JavaScript has downloaded and run. React replaces them with the same rows on its first
 * render (shell.test.tsx keeps the two alike).
 */
export function shellHtml(): string {
  const { contact, shop } = messages
  return (
    `<div class="page"><div class="contact-strip"><div class="container">` +
    `<a href="tel:${escape(contact.phone.replace(/[^+\d]/g, ""))}">${escape(contact.phone)}</a>` +
    `<a href="mailto:${escape(contact.email)}">${escape(contact.email)}</a>` +
    `<span>${escape(shop.paymentNote)}</span></div></div>` +
    `<header class="site-header"><div class="container site-header__inner"><a class="logo" href="/">${escape(shop.name)}</a></div></header></div>`
  )
}
