import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { SHOP_LANGUAGES } from "../../lib/languages/shop-language"
import { messages } from "../../lib/messages"
import { valueProblem } from "../../lib/http/input-check"
import { asPhoneRefusal, PHONE_REFUSALS, phoneRefusal, type PhoneRefusalCode } from "../../workflows/accounts/phone/refusals"

/*
 * The bodies of the phone sign-in routes (contract: /work/briefs/57-contract.md). Only their
 * shape: the number's rule (01[3-9]…, any spelling) is the workflows' (workflows/accounts/phone).
 */
const phone = z.string({ error: messages.phoneSignInInvalid }).max(40, { error: messages.phoneSignInInvalid })
const code = z.string({ error: messages.phoneCodeInvalid }).regex(/^[0-9]{6}$/, { error: messages.phoneCodeInvalid })
const lang = z.enum(SHOP_LANGUAGES, { error: messages.phoneSignInInvalid }).optional()
const name = z.string({ error: messages.phoneNameInvalid }).max(100, { error: messages.phoneNameInvalid }).nullish()

export const PhoneCodeRequest = z.strictObject({ phone, lang }, { error: messages.phoneSignInInvalid })
export type PhoneCodeRequest = z.infer<typeof PhoneCodeRequest>
export const PhoneSignIn = z.strictObject({ phone, code, name, lang }, { error: messages.phoneCodeInvalid })
export type PhoneSignIn = z.infer<typeof PhoneSignIn>
export const PhoneAdd = z.strictObject({ phone, code }, { error: messages.phoneCodeInvalid })
export type PhoneAdd = z.infer<typeof PhoneAdd>

const codeOfMessage = (message: string): PhoneRefusalCode =>
  (Object.entries(PHONE_REFUSALS).find(([, refusal]) => refusal.message === message)?.[0] as PhoneRefusalCode | undefined) ?? "phone_invalid"

/** A body of the schema, else 400 with the refusal's code (the input guard's checks first: NUL, length). */
export const validatePhoneBody = (schema: z.ZodType) => (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
  const problem = valueProblem(req.body, "body")
  if (problem) return next(Object.assign(phoneRefusal("phone_invalid"), { message: problem }))
  const result = schema.safeParse(req.body ?? {})
  if (!result.success) return next(phoneRefusal(codeOfMessage(result.error.issues[0].message)))
  req.validatedBody = result.data
  next()
}

/**
 * Runs a phone sign-in workflow and answers its refusal with the contract's status and code
 * (Medusa's handler would answer a duplicate 422 and drop the code, and knows no Retry-After).
 * `refusedStatus` overrides the status of a refused code (400 for a signed-in customer adding a number).
 */
export async function answeringPhoneRefusals(res: MedusaResponse, run: () => Promise<void>, refusedStatus?: number): Promise<void> {
  try {
    await run()
  } catch (error) {
    const refusal = asPhoneRefusal(error)
    if (!refusal) throw error
    const { status, type, message } = PHONE_REFUSALS[refusal.code]
    if (refusal.retry_after !== undefined) res.setHeader("Retry-After", String(refusal.retry_after))
    const answered = refusal.code === "phone_code_refused" && refusedStatus ? refusedStatus : status
    res.status(answered).json({ type: answered === 400 ? "invalid_data" : type, code: refusal.code, message })
  }
}
