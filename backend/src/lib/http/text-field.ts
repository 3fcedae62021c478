import { z } from "@medusajs/framework/zod"
import { messages } from "../messages"

/**
 * A text field's own limit (input-limits.ts) and the NUL refusal, added to its zod schema after
 * `.trim()`: `limited(z.string().trim().min(1, required), "title", FIELD_LIMITS.productTitle)`.
 * Shared by the shop's routes, its domain bodies and the compatibility API.
 */
export function limited<T extends z.ZodString>(schema: T, name: string, max: number): T {
  return schema.max(max, messages.fieldTooLong(name, max)).refine((value) => !value.includes("\0"), messages.inputNulCharacter(`The field "${name}"`)) as T
}

/** A required text field: trimmed, not empty, within its limit, no NUL; `message` when missing or empty. */
export const requiredText = (message: string, name: string, max: number) => limited(z.string({ error: message }).trim().min(1, message), name, max)
