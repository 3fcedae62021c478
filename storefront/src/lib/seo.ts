import type { MetaDescriptor } from "react-router"
import { inLocale, LANGUAGE_TAG, LOCALES, localeOfPath, type Locale } from "../i18n/locales"
import { messagesFor } from "../i18n/messages"

/**
 * Spec: the page title is the product or page name plus the path. `pathname` is the page's own
 * (a `meta`'s, without the language prefix) or its full address; `locale` the page's language,
 * whose prefix the title's path shows (the address in the browser's bar).
 */
export function pageTitle(name: string | undefined, pathname: string, locale: Locale = localeOfPath(pathname)): string {
  const messages = messagesFor(locale)
  if (!name) return messages.shop.name
  let path = inLocale(pathname, locale)
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed address keeps its encoding in the title.
  }
  return `${name} · ${path} · ${messages.shop.name}`
}

export type PageSeo = {
  /** The page's name (the title adds the path). */
  name?: string
  description?: string
  /** Absolute URL of the page's picture (a share preview's image). */
  image?: string | null
  type?: "website" | "product"
  /** Structured data for search engines (schema.org), one JSON-LD block each. */
  jsonLd?: object[]
}

/**
 * What a crawler and a share preview (Facebook, Messenger, X) read in the HTML before any script
 * runs: title, description, canonical address, Open Graph and Twitter card tags, JSON-LD.
 * `url` is the page's absolute address (the shop's public origin and the path, `/bn/...` for
 * Bangla): the canonical address is the page in its own language, with `hreflang` alternates
 * naming both languages (English the default for everyone else).
 */
export function pageMeta(url: URL, seo: PageSeo): MetaDescriptor[] {
  const locale = localeOfPath(url.pathname)
  const messages = messagesFor(locale)
  const title = pageTitle(seo.name, url.pathname)
  const description = seo.description?.trim() || messages.shop.description
  const canonical = `${url.origin}${url.pathname}`
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: LANGUAGE_TAG[other], href: `${url.origin}${inLocale(url.pathname, other)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${url.origin}${inLocale(url.pathname, "en")}` },
    { property: "og:locale", content: locale === "bn" ? "bn_BD" : "en_US" },
    { property: "og:site_name", content: messages.shop.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.name ?? messages.shop.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.name ?? messages.shop.name },
    { name: "twitter:description", content: description },
  ]
  if (seo.image) tags.push({ property: "og:image", content: seo.image }, { name: "twitter:image", content: seo.image })
  for (const block of seo.jsonLd ?? []) tags.push({ "script:ld+json": block })
  return tags
}

/** An absolute URL for a picture address that may be the shop's own path (/static/…). */
export const absoluteUrl = (origin: string, address: string) => new URL(address, origin).toString()

/** schema.org BreadcrumbList: Home › … › the page; `page` is the page's URL, whose language the crumbs keep. */
export function breadcrumbs(page: URL, trail: { name: string; path: string }[]): object {
  const { origin } = page
  const locale = localeOfPath(page.pathname)
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, inLocale(crumb.path, locale)),
    })),
  }
}
