import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { withSmsPreference } from "../rules/sms-preference"

export type SetSmsPreferenceInput = {
  customer_id: string
  /** The metadata the update writes so far (undefined: none). */
  metadata: Record<string, unknown> | null | undefined
  /** The profile's "Send me SMS about my orders" (undefined: not asked). */
  sms_notifications?: boolean
}

export const setSmsPreferenceStepId = "set-sms-preference"
/**
 * The customer's SMS choice into the metadata to write (metadata.sms_opt_out =
 * !sms_notifications), merged with the stored metadata so no other key is lost; a metadata
 * update that does not name the choice keeps it. Writes nothing itself.
 */
export const setSmsPreferenceStep = createStep(setSmsPreferenceStepId, async (input: SetSmsPreferenceInput, { container }) => {
  if (input.sms_notifications === undefined && input.metadata === undefined) return new StepResponse(input.metadata)
  const stored = (await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customer_id, { select: ["id", "metadata"] })).metadata
  return new StepResponse(withSmsPreference(input.metadata, stored, input.sms_notifications))
})
