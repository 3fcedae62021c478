import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ContentLocale } from "../../lib/locale"
import { presentPolicyPage } from "../../lib/present"
import { policyPageOfHandle } from "../../lib/policy-page-of-handle"
import { inLanguage } from "../../lib/translations"

export type ReadPolicyPageInput = { handle: string; locale?: ContentLocale }

export const readPolicyPageStepId = "read-policy-page"
/** One policy page as stored, in the language asked for (Bangla where translated): 400 for a malformed handle, 404 for an unknown one. */
export const readPolicyPageStep = createStep(readPolicyPageStepId, async ({ handle, locale }: ReadPolicyPageInput, { container }) => {
  const page = await policyPageOfHandle(container, handle)
  const [shown] = await inLanguage(container, "policy_page", [page], locale)
  return new StepResponse(presentPolicyPage(shown))
})
