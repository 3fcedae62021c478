/** A cookie's value in a request (the first of that name), if it carries one. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

/**
 * A Set-Cookie value for the whole shop: SameSite=Lax, Secure exactly when the shopper reached the
 * shop over https (React Router's request URL is built from the protocol Express trusts, as
 * server/session-cookie.ts reachedOverHttps). `maxAge` 0 forgets it.
 */
export function shopCookie(request: Request, name: string, value: string, options: { httpOnly: boolean; maxAge: number }): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : ""
  return `${name}=${value}; Path=/; Max-Age=${options.maxAge}; SameSite=Lax${options.httpOnly ? "; HttpOnly" : ""}${secure}`
}
