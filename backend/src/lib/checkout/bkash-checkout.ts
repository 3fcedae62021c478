import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { deletePaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { completeBkashCheckoutWorkflow } from "../../workflows/checkout/complete-bkash-checkout"
import { isOutOfStock } from "./interrupted-checkout"
import { messages } from "../messages"
import { findBkashSession } from "./bkash-session"

/** What bKash's redirect said; it only picks the words shown, never what happens. */
export type BkashCallbackStatus = "success" | "failure" | "cancel"

export type BkashCheckoutResult = { order_id: string } | { pending: true; message: string }

/**
 * The cart's bKash payment, finished: the order (completeBkashCheckoutWorkflow, which asks bKash),
 * or — when bKash has not confirmed it yet — `pending`. Refusals are 400s in the shop's words
 * with the cart intact: cancelled, failed (bKash's reason), not this cart's payment. A product
 * sold out meanwhile: the bKash payment is dropped, which has bd-commerce's provider refund it if
 * bKash took the money (its deletePayment), and 409.
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
    // cart...): the reason as it is. Only Medusa's refusal of the payment itself is bKash's answer.
    if (!session || session.data.paymentID !== input.payment_id || !isPaymentRefusal(error)) throw error
    switch (session.status) {
      case PaymentSessionStatus.PENDING:
        // bKash says Initiated: the shopper who pressed Cancel or failed on bKash's page is told so.
        if (input.status === "cancel") throw refused(messages.bkashCancelled)
        if (input.status === "failure") throw refused(messages.bkashFailed())
        return { pending: true, message: messages.bkashPending }
      case PaymentSessionStatus.CANCELED:
        throw refused(session.data.failure?.code === "expired" ? messages.bkashExpired : messages.bkashCancelled)
      case PaymentSessionStatus.ERROR:
        throw refused(messages.bkashFailed(session.data.failure?.message))
      default:
        throw error
    }
  }
}

const refused = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

/**
 * The payment module's own refusal when the provider did not authorize (Medusa 2.21's
 * authorizePaymentSession: "Session: <id> was not authorized with the provider."), after it saved
 * the provider's status and reason on the session.
 */
function isPaymentRefusal(error: unknown): boolean {
  return MedusaError.isMedusaError(error) && error.type === MedusaError.Types.NOT_ALLOWED && /was not authorized with the provider/.test(error.message)
}
