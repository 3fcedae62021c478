import { inLocale } from "../i18n/locales"
import type { loader as rootLoader } from "./root"

/** A route's `meta` matches (Route.MetaArgs["matches"]): the root's is the one read here. */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/**
 * The absolute URL of a path on the shop's public origin (the root loader's), in the page's
 * language (`/bn/...` on a Bangla page), for canonical links, share previews and structured data.
 * `path` is a route's own (a `meta`'s `location.pathname` is without the language prefix).
 */
export function shopUrl(matches: Matches, path: string): URL {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined
  const origin = root?.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin)
  return new URL(inLocale(path, root?.locale ?? "en"), origin)
}
