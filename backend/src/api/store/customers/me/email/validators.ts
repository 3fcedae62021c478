import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { FIELD_LIMITS } from "../../../../../lib/http/input-limits"
import { valueProblem } from "../../../../../lib/http/input-check"
import { messages } from "../../../../../lib/messages"
import { addEmailRefusal } from "../../../../../workflows/accounts/rules/add-email-refusals"

/**
 * POST /store/customers/me/email's body: its shape only (two texts, nothing else). Whether the
 * email is valid and free and the password long enough is the workflow's rule
 * (workflows/accounts/add-email-sign-in.ts).
 */
export const StoreAddEmail = z.strictObject(
  {
    email: z.string({ error: messages.emailRequired }).max(FIELD_LIMITS.email, { error: messages.emailInvalid }),
    password: z.string({ error: messages.passwordRequired }),
  },
  { error: messages.addEmailFieldsOnly }
)
export type StoreAddEmail = z.infer<typeof StoreAddEmail>

/** The body, else 400 with the refusal's code (the input guard's checks first: NUL, length). */
export function validateAddEmailBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const problem = valueProblem(req.body, "body")
  if (problem) return next(addEmailRefusal("add_email_invalid", problem))
  const result = StoreAddEmail.safeParse(req.body ?? {})
  if (!result.success) {
    const [issue] = result.error.issues
    const field = issue.code === "unrecognized_keys" ? undefined : issue.path[0]
    return next(addEmailRefusal(field === "email" ? "email_invalid" : field === "password" ? "password_invalid" : "add_email_invalid", issue.message))
  }
  req.validatedBody = result.data
  next()
}
