import { paths } from "../../config/paths"
import { inLocale, LANGUAGE_TAG, LOCALES } from "../../i18n/locales"
import { storeGet } from "../../lib/medusa"

/** One address of the sitemap, with the day it last changed when known. */
export type SitemapEntry = { path: string; lastModified?: string }

/** The store API's largest page. */
const PAGE = 100
/** The sitemaps.org limit for one file. */
export const SITEMAP_MAX_URLS = 50_000
/** Each page is listed once per language. */
const PAGES_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / LOCALES.length)

/** Every row of a paged store list (Medusa's limit/offset/count). */
async function everyRow<T>(path: string, key: string, query: Record<string, string>): Promise<T[]> {
  const rows: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await storeGet<Record<string, unknown>>(path, { ...query, limit: PAGE, offset })
    const found = (page[key] as T[] | undefined) ?? []
    rows.push(...found)
    // The last page, everything counted, or as many as one sitemap can list.
    if (found.length < PAGE || rows.length >= Number(page.count ?? Infinity) || rows.length >= PAGES_PER_SITEMAP) return rows
  }
}

const day = (date: string | null | undefined) => (date ? new Date(date).toISOString().slice(0, 10) : undefined)

const newest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)

/**
 * Every page a search engine should know, read from the store as it is now: the home page, the
 * shop, every published product, every category and the news page (news items have no page of
 * their own: the news page lists them all, and changes with the newest).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [products, categories, news] = await Promise.all([
    everyRow<{ id: string; updated_at: string | null }>("/store/products", "products", { fields: "id,updated_at" }),
    everyRow<{ name: string; updated_at: string | null }>("/store/product-categories", "product_categories", { fields: "name,updated_at" }),
    // Only the dates: the sitemap lists the news page, not its items.
    everyRow<{ date: string }>("/store/news", "news", {}),
  ])
  const latestProduct = newest(products.map((product) => product.updated_at))
  const entries = [
    { path: paths.home(), lastModified: day(latestProduct) },
    { path: paths.shop(), lastModified: day(latestProduct) },
    { path: paths.news(), lastModified: day(newest(news.map((item) => item.date))) },
    ...categories.map((category) => ({ path: paths.shopCategory(category.name), lastModified: day(category.updated_at) })),
    ...products.map((product) => ({ path: paths.product(product.id), lastModified: day(product.updated_at) })),
  ]
  return entries.slice(0, PAGES_PER_SITEMAP)
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`)

/**
 * The sitemaps.org XML of `entries` on `origin`: each page in English and in Bangla (`/bn/...`),
 * each `<url>` naming both with `xhtml:link` alternates, as Google reads hreflang in sitemaps.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const address = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(new URL(inLocale(path, locale), origin).toString())
  const urls = entries.flatMap(({ path, lastModified }) => {
    const alternates = [...LOCALES.map((locale) => [LANGUAGE_TAG[locale], address(path, locale)]), ["x-default", address(path, "en")]]
      .map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${href}"/>`)
      .join("")
    return LOCALES.map((locale) => `  <url><loc>${address(path, locale)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}${alternates}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`
}

/** Paths no crawler should walk: the customer's and the admin's screens, checkout, the API. */
export const PRIVATE_PATHS = [
  "/admin",
  "/my-account",
  "/place-order",
  "/log-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/auth/",
  "/store/",
  "/medusa/",
]

export function robotsTxt(origin: string): string {
  const bangla = PRIVATE_PATHS.filter((path) => !/^\/(store|medusa|auth)\//.test(path)).map((path) => `/bn${path}`)
  return [
    "User-agent: *",
    ...[...PRIVATE_PATHS, ...bangla].map((path) => `Disallow: ${path}`),
    "Disallow: /language/",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin)}`,
    "",
  ].join("\n")
}
