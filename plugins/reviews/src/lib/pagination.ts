import { MedusaError } from "@medusajs/framework/utils"

/** `?limit=&offset=` of a list route: limit 1–100 (default 20), offset ≥ 0. */
export function pagination(query: Record<string, unknown>, defaultLimit = 20) {
  const read = (key: string, fallback: number, max: number) => {
    const raw = query[key]
    if (raw === undefined || raw === "") return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `${key} must be a whole number from 0 to ${max}`)
    }
    return value
  }
  return { take: Math.max(1, read("limit", defaultLimit, 100)), skip: read("offset", 0, Number.MAX_SAFE_INTEGER) }
}
