import { hasControlCharacter, withoutControlCharacters } from "../../lib/control-characters"

/** Spec section 9: search after 3 characters, 500 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 500
/** The backend's own limit for search text (backend/src/lib/http/input-limits.ts, searchText). */
export const SEARCH_MAX_LENGTH = 200

export type SearchProblem = "tooShort" | "tooLong" | "invalid"

/** The search a URL asks for, as the backend will read it (trimmed, single spaces), and why it cannot run, if so. */
export type Search = { q: string; problem?: SearchProblem }

export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, " ")
}

/** /search?q=: what to search for, or the reason the page shows a message instead of results. */
export function readSearch(params: URLSearchParams): Search {
  const q = normaliseSearch(params.get("q") ?? "")
  if (q.length > SEARCH_MAX_LENGTH) return { q: q.slice(0, SEARCH_MAX_LENGTH), problem: "tooLong" }
  if (hasControlCharacter(q)) return { q: withoutControlCharacters(q), problem: "invalid" }
  if (q.length < SEARCH_MIN_LENGTH) return { q, problem: "tooShort" }
  return { q }
}
