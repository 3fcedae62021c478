/**
 * A form posted from another site's page would act on the shopper's (or the admin's) behalf with
 * their cookies: every action that changes data refuses it (403) before reading the body. Browsers
 * name the posting page's origin (`Origin`) on every cross-site POST, "null" included for a
 * sandboxed or privacy-stripped one; where a client sends none, the browser's `Sec-Fetch-Site:
 * cross-site` still tells. A request with neither is a same-site browser's or not a browser's.
 */
export function fromOtherSite(request: Request, shopOrigin: string | undefined): boolean {
  const origin = request.headers.get("origin")
  if (origin !== null) return origin !== shopOrigin && origin !== new URL(request.url).origin
  return request.headers.get("sec-fetch-site") === "cross-site"
}
