import type { LoaderFunctionArgs } from "react-router"
import { currentSitemapEntries, sitemapXml } from "../../../features/seo/sitemap"
import { asShopper } from "../../../lib/store.server"

/** /sitemap.xml: read from the store on each request, so a product added a moment ago is in it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { origin } = context
  // As a visitor (no session): a crawler sees what a visitor sees.
  const entries = await asShopper(new Request(request.url), currentSitemapEntries)
  return new Response(sitemapXml(origin, entries), { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } })
}
