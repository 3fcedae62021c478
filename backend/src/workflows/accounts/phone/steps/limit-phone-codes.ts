import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { phoneCodeLimits } from "../../rules/phone-code-limits"
import { phoneRefusal } from "../refusals"

/** One more code for the number from the address, within the limits (rules/phone-code-limits.ts); else 429. */
export const limitPhoneCodesStep = createStep("limit-phone-codes", async (input: { number: string; ip?: string }) => {
  const attempt = await phoneCodeLimits().admit(input.number, input.ip)
  if (!attempt.allowed) throw phoneRefusal("phone_code_limit", { retry_after: attempt.retryAfterSeconds })
  return new StepResponse(true)
})
