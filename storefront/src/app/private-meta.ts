import type { MetaDescriptor } from "react-router"
import type { Locale } from "../i18n/locales"
import { pageTitle } from "../lib/seo"

/**
 * The head of a page for one shopper (account, checkout, admin, sign-in): its title, and kept
 * out of search engines' index as robots.txt asks (features/seo/sitemap.ts PRIVATE_PATHS).
 */
export const privateMeta = (name: string, pathname: string, locale: Locale): MetaDescriptor[] => [
  { title: pageTitle(name, pathname, locale) },
  { name: "robots", content: "noindex" },
]
