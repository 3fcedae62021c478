import { localeOfPath, type Locale } from "./locales"
import { messagesFor, type Messages } from "./messages"

/** The language a loader's or an action's request is in (its address: `/bn/...` is Bangla). */
export const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname)

/** The texts of a request's language, for loaders, actions and the errors they answer. */
export const messagesOf = (request: Request): Messages => messagesFor(localeOf(request))

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The page's language in a route's `meta` (the root loader says it). */
export function localeOfMatches(matches: Matches): Locale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: Locale } | undefined
  return root?.locale ?? "en"
}
