/**
 * Length limits of what this plugin stores and shows publicly (characters). The shop's own
 * limits, and these re-exported, are listed together in backend/src/lib/http/input-limits.ts.
 */
export const CONTENT_LIMITS = {
  newsTitle: 200,
  /** A news article's text. */
  newsDescription: 10_000,
  /** An offer's, a category menu's or a sub-menu's name. */
  name: 100,
  /** What a slide's banner says (its alt text). */
  sliderTitle: 200,
  /** A link: a storefront path or an http(s) URL. */
  url: 2_048,
  /** A policy page's address (lower-case words joined by hyphens). */
  policyHandle: 64,
  policyTitle: 200,
  /** A policy page's text. */
  policyBody: 50_000,
} as const
