import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { deletePaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { completeBkashCheckoutWorkflow } from "../complete-bkash-checkout"
import { isOutOfStock } from "./interrupted-checkout"
import { messages } from "../../../lib/messages"
import { findBkashSession } from "./bkash-session"
import { bkashRefusal, isBkashRefusalError, type BkashCallbackStatus, type BkashRefusal } from "./bkash-outcome"

export type { BkashCallbackStatus } from "./bkash-outcome"

export type BkashCheckoutResult = { order_id: string } | { pending: true; message: string } | { refused: BkashRefusal }

/**
 * The cart's bKash payment, finished: the order (completeBkashCheckoutWorkflow, which asks bKash),
 * `pending` when bKash has not confirmed it yet, or `refused` with why (bkash-outcome.ts:
 * cancelled, expired, failed with bKash's reason, another amount), the cart intact and payable.
 * The same answer on every repeat of the return. Other refusals (not this cart's payment, a busy
 * cart) are thrown as they are. A product sold out meanwhile: the bKash payment is dropped, which
 * has bd-commerce's provider refund it if bKash took the money (its deletePayment), and 400.
 */
export async function finishBkashCheckout(
  container: MedusaContainer,
  input: { cart_id: string; payment_id: string; status?: BkashCallbackStatus }
): Promise<BkashCheckoutResult> {
  try {
    const { result } = await completeBkashCheckoutWorkflow(container).run({ input: { cart_id: input.cart_id, payment_id: input.payment_id } })
    return result
  } catch (error) {
    if (isOutOfStock(error)) {
      const session = await findBkashSession(container, input.cart_id)
      if (session) await deletePaymentSessionsWorkflow(container).run({ input: { ids: [session.id] } })
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.bkashOutOfStockRefunded)
    }
    const session = await findBkashSession(container, input.cart_id)
    // Refused before bKash was asked (not this cart's payment, an address or delivery rule, a busy
    // cart...): the reason as it is. Only a refusal of the payment itself is bKash's answer.
    if (!session || session.data.paymentID !== input.payment_id || !(isPaymentRefusal(error) || isBkashRefusalError(error))) throw error
    const refusal = bkashRefusal(session, input.status)
    if (refusal) return { refused: refusal }
    // bKash says Initiated (not paid yet) or could not be asked: the order follows when it confirms (the job).
    if (session.status === PaymentSessionStatus.PENDING) return { pending: true, message: messages.bkashPending }
    throw error
  }
}

/**
 * The payment module's own refusal when the provider did not authorize (Medusa 2.21's
 * authorizePaymentSession: "Session: <id> was not authorized with the provider."), after it saved
 * the provider's status and reason on the session.
 */
function isPaymentRefusal(error: unknown): boolean {
  return MedusaError.isMedusaError(error) && error.type === MedusaError.Types.NOT_ALLOWED && /was not authorized with the provider/.test(error.message)
}
