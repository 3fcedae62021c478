/**
 * Length limits of what this plugin stores and shows publicly (characters). The shop's own
 * limits, and these re-exported, are listed together in backend/src/lib/http/input-limits.ts.
 */
export const REVIEW_LIMITS = {
  /** A review's text: a few paragraphs. */
  text: 2_000,
  /** The author id the original shop sent along. */
  id: 100,
  /** An admin's public reply under a product review. */
  reply: 2_000,
  /** Products whose ratings one request reads (a listing page's cards). */
  ratingsPerRequest: 100,
} as const
