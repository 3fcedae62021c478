import type { LoaderFunctionArgs } from "react-router"
import { robotsTxt } from "../../../features/seo/sitemap"
import type { ShopLoadContext } from "../../entry.server"

/** /robots.txt: account, checkout and admin screens closed to crawlers; where the sitemap is. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = (context as Partial<ShopLoadContext>).origin ?? new URL(request.url).origin
  return new Response(robotsTxt(origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
