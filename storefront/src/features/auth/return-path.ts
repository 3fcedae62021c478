import { useSearchParams } from "react-router"
import { paths, RETURN_TO_PARAM } from "../../config/paths"
import { hasControlCharacter } from "../../lib/control-characters"
import { withoutLocale } from "../../i18n"

/**
 * The page a sign-in goes back to, from `?returnTo=`: a path on this shop only (one leading
 * `/`, no `//` or `\` a browser would read as another host, no scheme, no control characters,
 * which URL parsing drops), and not a sign-in page itself; anything else is none (then home).
 * It is said without a language prefix (`/bn/shop` → `/shop`): `navigate` and `redirect` add the
 * page's, as React Router's basename.
 */
export function returnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return undefined
  const base = "http://shop.invalid"
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return undefined
  }
  // Checked again once parsed: dot segments (`/.//evil.example`, `/%2e//x`) normalise to `//…`.
  if (url.origin !== base || url.pathname.startsWith("//") || url.pathname.includes("\\")) return undefined
  const pathname = withoutLocale(url.pathname)
  // And once the language is taken off: `/bn//evil.example` would leave `//evil.example`.
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.includes("\\")) return undefined
  if (pathname === paths.logIn() || pathname === paths.signUp() || pathname === paths.logInCode()) return undefined
  return `${pathname}${url.search}${url.hash}`
}

/** The page the log-in and sign-up pages go back to after signing in (`?returnTo=`, checked), if any. */
export function useReturnPath(): string | undefined {
  const [search] = useSearchParams()
  return returnPath(search.get(RETURN_TO_PARAM))
}
