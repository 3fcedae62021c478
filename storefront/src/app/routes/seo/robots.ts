import type { LoaderFunctionArgs } from "react-router"
import { robotsTxt } from "../../../features/seo/sitemap"
import { sharedWithVisitors } from "../../../lib/page-cache"

/** The same for every visitor, and it reads nothing from the backend (src/lib/page-cache.ts). */
export const handle = sharedWithVisitors([], { readsNothing: true })

/** /robots.txt: account, checkout and admin screens closed to crawlers; where the sitemap is. */
export function loader({ context }: LoaderFunctionArgs) {
  const { origin } = context
  return new Response(robotsTxt(origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
