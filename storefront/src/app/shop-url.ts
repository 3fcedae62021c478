import type { loader as rootLoader } from "./root"

/** A route's `meta` matches (Route.MetaArgs["matches"]): the root's is the one read here. */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/**
 * The absolute URL of a path on the shop's public origin (the root loader's), for canonical
 * links, share previews and structured data.
 */
export function shopUrl(matches: Matches, path: string): URL {
  const root = matches.find((match) => match?.id === "root")?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined
  const origin = root?.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin)
  return new URL(path, origin)
}
