import type { LoaderFunctionArgs } from "react-router"
import { sitemapEntries, sitemapXml } from "../../../features/seo/sitemap"
import { asShopper } from "../../../lib/store.server"
import { sharedWithVisitors } from "../../../lib/page-cache"

/** The same for every visitor (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors()

/** /sitemap.xml: read from the store when first asked for and again whenever a product changes (the page cache). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { origin } = context
  // As a visitor (no session): a crawler sees what a visitor sees.
  const entries = await asShopper(new Request(request.url), sitemapEntries)
  return new Response(sitemapXml(origin, entries), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } })
}
