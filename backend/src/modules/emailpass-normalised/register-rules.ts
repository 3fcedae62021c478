import { z } from "@medusajs/framework/zod"
import { MIN_PASSWORD_LENGTH } from "@chaka/rules"
import { messages } from "../../lib/messages"

/** "Longer than 6" (@chaka/rules: the storefront checks the same). */
export { MIN_PASSWORD_LENGTH }

const password = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort(MIN_PASSWORD_LENGTH))

/**
 * What registering an email-and-password sign-in must carry before one is created: a valid
 * email and a password of at least MIN_PASSWORD_LENGTH characters (Medusa itself takes any
 * non-empty string). The rule lives in the shop's emailpass provider
 * (modules/emailpass-normalised), so every route that reaches its register() meets it.
 */
export const Register = z.object({
  email: z.string({ error: messages.emailRequired }).min(1, messages.emailRequired).email(messages.emailInvalid),
  password,
})

/**
 * A new password set from a reset link (POST /auth/:actor/emailpass/update) meets the same
 * rule; the email comes from the reset token, so the body's own is not checked.
 */
export const NewPassword = z.object({ password })

/** The first broken rule's message for the body (Register, NewPassword), or null when it meets them all. */
export function firstProblem(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body ?? {})
  return result.success ? null : (result.error.issues[0]?.message ?? null)
}
