import type { MedusaResponse } from "@medusajs/framework/http"
import { ADD_EMAIL_REFUSALS, asAddEmailRefusal } from "../../../../../workflows/accounts/rules/add-email-refusals"
import { answeringPhoneRefusals } from "../../../../utils/phone-sign-in"

/**
 * Runs an add-email route and answers its refusals with their status and `{ type, code, message }`
 * (the storefront words the code): add-email's own, and the phone sign-in's (a wrong or spent code:
 * 400, as the customer is still signed in; too many codes: 429 with Retry-After).
 */
export async function answeringAddEmailRefusals(res: MedusaResponse, run: () => Promise<void>): Promise<void> {
  await answeringPhoneRefusals(
    res,
    async () => {
      try {
        await run()
      } catch (error) {
        const refusal = asAddEmailRefusal(error)
        if (!refusal) throw error
        const { status, type } = ADD_EMAIL_REFUSALS[refusal.code]
        res.status(status).json({ type, code: refusal.code, message: refusal.message })
      }
    },
    400
  )
}
