import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"

/**
 * The refusals of adding an email to a phone-only account (POST /store/customers/me/email), each
 * with the code the storefront words in the page's language and the status it is answered with.
 * A refusal survives a workflow as a MedusaError or a plain object with these fields.
 */
export const ADD_EMAIL_REFUSALS = {
  /** The body: an unknown field, a NUL byte, an overlong value (the message says which). */
  add_email_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.addEmailFieldsOnly },
  email_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.emailInvalid },
  password_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.passwordRequired },
  /** Any sign-in or customer has it, in any letter case: said without whose. */
  email_taken: { status: 409, type: MedusaError.Types.DUPLICATE_ERROR, message: messages.emailSignInTaken },
  email_already_set: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.addEmailAlreadySet },
  /** The body's code is not 6 digits (a wrong code is the phone sign-in's phone_code_refused). */
  code_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.phoneCodeInvalid },
  /** The caller's sign-in is no phone sign-in: there is no number to send the code to. */
  phone_missing: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.addEmailNoPhone },
  /** Another add for this account still holds its lock after the wait: try again. */
  account_busy: { status: 409, type: MedusaError.Types.CONFLICT, message: messages.accountChangeInProgress },
} as const

export type AddEmailRefusalCode = keyof typeof ADD_EMAIL_REFUSALS

/** The refusal as an error; `message` overrides the default one (a rule's own words, e.g. the password's length). */
export function addEmailRefusal(code: AddEmailRefusalCode, message?: string): MedusaError {
  const refusal = ADD_EMAIL_REFUSALS[code]
  return new MedusaError(refusal.type, message ?? refusal.message, code)
}

/** An add-email refusal as it comes out of a workflow (possibly as a plain object), with its message. */
export function asAddEmailRefusal(error: unknown): { code: AddEmailRefusalCode; message: string } | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code !== "string" || !(code in ADD_EMAIL_REFUSALS)) return undefined
  const known = code as AddEmailRefusalCode
  return { code: known, message: typeof message === "string" && message ? message : ADD_EMAIL_REFUSALS[known].message }
}

/**
 * Whether an error is the database refusing a second row with the same unique value (an email
 * another request stored a moment earlier): PostgreSQL's 23505, or Medusa's mapping of it
 * ("<Table> with <key>: <value>, already exists.").
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === "23505" || (typeof message === "string" && /already exists/i.test(message))
}
