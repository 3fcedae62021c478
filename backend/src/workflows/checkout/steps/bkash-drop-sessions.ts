import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { messages } from "../../../lib/messages"

/**
 * Before cash on delivery replaces a bKash payment: the cart's bKash sessions are dropped here,
 * in the shop's words. bd-commerce's provider drops one it never executed without asking bKash
 * (bKash down or not), and gives back what bKash took; it refuses only while bKash may have taken
 * the money and cannot say (executed, then bKash unreachable). That refusal is a 400 telling the
 * shopper to wait, instead of Medusa's "Could not delete all payment sessions" (500) from
 * createPaymentSessionsWorkflow. Not compensated: a dropped bKash payment took nothing, or was given back.
 */
export const dropBkashSessionsStep = createStep("drop-bkash-sessions", async ({ payment_collection_id }: { payment_collection_id?: string }, { container }) => {
  if (!payment_collection_id) return new StepResponse(undefined)
  const payments = container.resolve(Modules.PAYMENT)
  const sessions = await payments.listPaymentSessions({ payment_collection_id, provider_id: BKASH_PAYMENT_PROVIDER_ID }, { select: ["id"] })
  for (const session of sessions) {
    try {
      await payments.deletePaymentSession(session.id)
    } catch {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.bkashStillSettling)
    }
  }
  return new StepResponse(undefined)
})
