import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import { FIELD_LIMITS } from "../../../lib/http/input-limits"

export const MAX_LIST_LIMIT = 100

/** ?q=&limit=&offset= of the admin's lists (limit 20 unless given). */
export function listParams(query: Record<string, unknown>, { search = false } = {}) {
  const single = (name: string) => {
    const value = query[name]
    if (value === undefined || value === "") return undefined
    if (typeof value !== "string") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, name === "q" ? messages.shopListTextInvalid : messages.shopListOffsetInvalid)
    }
    return value
  }
  const whole = (value: string | undefined, fallback: number, min: number, max: number, error: string) => {
    if (value === undefined) return fallback
    const number = Number(value)
    if (!/^\d+$/.test(value.trim()) || number < min || number > max) throw new MedusaError(MedusaError.Types.INVALID_DATA, error)
    return number
  }
  const limitError = messages.shopListLimitInvalid(MAX_LIST_LIMIT)
  const limitText = typeof query.limit === "string" || query.limit === undefined ? (query.limit as string | undefined) : "x"
  const offsetText = typeof query.offset === "string" || query.offset === undefined ? (query.offset as string | undefined) : "x"
  const q = search ? single("q")?.trim() || undefined : undefined
  if (q && q.length > FIELD_LIMITS.searchText) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.fieldTooLong("q", FIELD_LIMITS.searchText))
  }
  return {
    q,
    limit: whole(limitText || undefined, 20, 1, MAX_LIST_LIMIT, limitError),
    offset: whole(offsetText || undefined, 0, 0, Number.MAX_SAFE_INTEGER, messages.shopListOffsetInvalid),
  }
}
