/**
 * The text with the `LIKE`/`ILIKE` wildcards `%` and `_` (and the escape character `\`)
 * escaped, so it matches only itself: `a_b@x.com` does not match `axb@x.com`.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&")

/** A `LIKE` pattern matching the text anywhere, its own `%` and `_` taken literally. */
export const containingPattern = (text: string) => `%${escapeLike(text)}%`
