import type { MetaArgs } from "react-router"
import type { RootData } from "./root"

/**
 * The absolute URL of a path on the shop's public origin (the root loader's), for canonical
 * links, share previews and structured data.
 */
export function shopUrl(matches: MetaArgs["matches"], path: string): URL {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined
  const origin = root?.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin)
  return new URL(path, origin)
}
