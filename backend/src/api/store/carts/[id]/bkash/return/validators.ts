import { z } from "@medusajs/framework/zod"
import { messages } from "../../../../../../lib/messages"

/**
 * POST /store/carts/:id/bkash/return: the paymentID bKash's redirect carried (letters, digits,
 * a few marks; bKash's are about 30 characters) and, optionally, the redirect's `status`, which
 * only picks the words of a refusal. Anything else in `status` is ignored.
 */
export const StoreBkashReturn = z.object({
  payment_id: z.string({ error: messages.bkashPaymentIdInvalid }).regex(/^[A-Za-z0-9_-]{1,100}$/, messages.bkashPaymentIdInvalid),
  status: z.enum(["success", "failure", "cancel"]).optional().catch(undefined),
})
export type StoreBkashReturn = z.infer<typeof StoreBkashReturn>
