import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { FIELD_LIMITS } from "../../../../../lib/http/input-limits"
import { SHOP_LANGUAGES } from "../../../../../lib/languages/shop-language"
import { valueProblem } from "../../../../../lib/http/input-check"
import { messages } from "../../../../../lib/messages"
import { addEmailRefusal } from "../../../../../workflows/accounts/rules/add-email-refusals"

/**
 * POST /store/customers/me/email's body: its shape only (three texts, nothing else; the code is
 * the SMS one from POST /store/customers/me/email/code). Whether the email is valid and free, the
 * password long enough and the code right is the workflow's rule (workflows/accounts/add-email-sign-in.ts).
 */
export const StoreAddEmail = z.strictObject(
  {
    email: z.string({ error: messages.emailRequired }).max(FIELD_LIMITS.email, { error: messages.emailInvalid }),
    password: z.string({ error: messages.passwordRequired }),
    code: z.string({ error: messages.phoneCodeInvalid }).regex(/^[0-9]{6}$/, { error: messages.phoneCodeInvalid }),
  },
  { error: messages.addEmailFieldsOnly }
)
export type StoreAddEmail = z.infer<typeof StoreAddEmail>

/** POST /store/customers/me/email/code's body: the SMS's language only. */
export const StoreAddEmailCode = z.strictObject(
  { lang: z.enum(SHOP_LANGUAGES, { error: messages.addEmailCodeFieldsOnly }).optional() },
  {
    error: messages.addEmailCodeFieldsOnly,
  }
)
export type StoreAddEmailCode = z.infer<typeof StoreAddEmailCode>

/** The code's body, else 400 add_email_invalid (the input guard's checks first). */
export function validateAddEmailCodeBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const problem = valueProblem(req.body, "body")
  if (problem) return next(addEmailRefusal("add_email_invalid", problem))
  const result = StoreAddEmailCode.safeParse(req.body ?? {})
  if (!result.success) return next(addEmailRefusal("add_email_invalid", result.error.issues[0]?.message))
  req.validatedBody = result.data
  next()
}

/** The body, else 400 with the refusal's code (the input guard's checks first: NUL, length). */
export function validateAddEmailBody(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const problem = valueProblem(req.body, "body")
  if (problem) return next(addEmailRefusal("add_email_invalid", problem))
  const result = StoreAddEmail.safeParse(req.body ?? {})
  if (!result.success) {
    const [issue] = result.error.issues
    const field = issue.code === "unrecognized_keys" ? undefined : issue.path[0]
    const code = field === "email" ? "email_invalid" : field === "password" ? "password_invalid" : field === "code" ? "code_invalid" : "add_email_invalid"
    return next(addEmailRefusal(code, issue.message))
  }
  req.validatedBody = result.data
  next()
}
