/** A product's rating as shoppers see it: visible reviews only. */
export type RatingSummary = {
  /** The mean of the visible ratings, unrounded; null without any. */
  average: number | null
  count: number
  /** How many visible reviews per whole star, 5 to 1: a half star counts with the star below (4.5 → 4, 0.5 and 0 → 1). */
  distribution: Record<"5" | "4" | "3" | "2" | "1", number>
}

export const starOf = (rating: number) => String(Math.min(5, Math.max(1, Math.floor(rating)))) as keyof RatingSummary["distribution"]

/** The summary of these ratings (the visible reviews of one product). */
export function summarize(ratings: number[]): RatingSummary {
  const distribution: RatingSummary["distribution"] = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 }
  let sum = 0
  for (const rating of ratings) {
    sum += rating
    distribution[starOf(rating)] += 1
  }
  return { average: ratings.length ? sum / ratings.length : null, count: ratings.length, distribution }
}
