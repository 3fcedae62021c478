import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"

/**
 * The refusals of the phone sign-in (contract: /work/briefs/57-contract.md), each with the code
 * the storefront translates and the status it is answered with. A refusal survives a workflow
 * as a MedusaError or a plain object with these fields.
 */
export const PHONE_REFUSALS = {
  phone_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.phoneSignInInvalid },
  code_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.phoneCodeInvalid },
  name_invalid: { status: 400, type: MedusaError.Types.INVALID_DATA, message: messages.phoneNameInvalid },
  phone_code_refused: { status: 401, type: MedusaError.Types.UNAUTHORIZED, message: messages.phoneCodeRefused },
  phone_code_limit: { status: 429, type: MedusaError.Types.NOT_ALLOWED, message: messages.tooManyPhoneCodes },
  phone_taken: { status: 409, type: MedusaError.Types.DUPLICATE_ERROR, message: messages.phoneTaken },
  phone_already_yours: { status: 409, type: MedusaError.Types.DUPLICATE_ERROR, message: messages.phoneAlreadyYours },
  phone_sign_in_set: { status: 409, type: MedusaError.Types.DUPLICATE_ERROR, message: messages.phoneSignInSet },
} as const

export type PhoneRefusalCode = keyof typeof PHONE_REFUSALS

export function phoneRefusal(code: PhoneRefusalCode, extra: { retry_after?: number } = {}): MedusaError {
  const { type, message } = PHONE_REFUSALS[code]
  return Object.assign(new MedusaError(type, message, code), extra)
}

/** A phone refusal as it comes out of a workflow (possibly as a plain object). */
export function asPhoneRefusal(error: unknown): { code: PhoneRefusalCode; retry_after?: number } | undefined {
  const { code, retry_after } = (error ?? {}) as { code?: unknown; retry_after?: unknown }
  if (typeof code !== "string" || !(code in PHONE_REFUSALS)) return undefined
  return { code: code as PhoneRefusalCode, ...(typeof retry_after === "number" ? { retry_after } : {}) }
}
