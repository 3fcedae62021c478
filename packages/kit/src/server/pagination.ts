import { MedusaError } from "@medusajs/framework/utils"

export type PaginationOptions = {
  /** The 400 message for a `limit` or `offset` that is not a whole number from 0 to `max`. */
  invalid: (key: "limit" | "offset", max: number) => string
  /** The page size when `limit` is missing (default 20). */
  defaultLimit?: number
  /** The largest `limit` (default 100). */
  maxLimit?: number
}

/**
 * `?limit=&offset=` of a list route as Medusa's list options: limit 1 to `maxLimit` (default
 * 20), offset ≥ 0; anything else → 400 with the caller's message.
 */
export function pagination(query: Record<string, unknown>, options: PaginationOptions) {
  const read = (key: "limit" | "offset", fallback: number, max: number) => {
    const raw = query[key]
    if (raw === undefined || raw === "") return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, options.invalid(key, max))
    }
    return value
  }
  return {
    take: Math.max(1, read("limit", options.defaultLimit ?? 20, options.maxLimit ?? 100)),
    skip: read("offset", 0, Number.MAX_SAFE_INTEGER),
  }
}
