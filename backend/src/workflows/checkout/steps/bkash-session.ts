import { MedusaError, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { messages } from "../../../lib/messages"
import { BKASH_SESSION_REUSE_MS, findBkashSession } from "../rules/bkash-session"
import { bkashRefusal, bkashRefusalError } from "../rules/bkash-outcome"

/** bKash is offered only when this shop registered its provider (BKASH_* set). 400 otherwise, nothing written. */
export const assertBkashOfferedStep = createStep("assert-bkash-offered", async (_: void, { container }) => {
  const providers = await container.resolve(Modules.PAYMENT).listPaymentProviders({ id: BKASH_PAYMENT_PROVIDER_ID, is_enabled: true })
  if (!providers.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.bkashNotOffered)
  return new StepResponse(undefined)
})

/**
 * The cart's bKash payment still worth sending the shopper to: pending, for what the cart costs
 * now, started recently. A second press (a lost answer, a refresh) goes to the same bKash payment
 * instead of starting another. `create`: a new one is needed (never for a cart already ordered).
 */
export const findReusableBkashSessionStep = createStep(
  "find-reusable-bkash-session",
  async ({ cart_id, open }: { cart_id: string; open: boolean }, { container }) => {
    if (!open) return new StepResponse({ create: false })
    const session = await findBkashSession(container, cart_id)
    const fresh = session && Date.now() - new Date(session.created_at).getTime() < BKASH_SESSION_REUSE_MS
    const reusable = Boolean(fresh && session.sameAmount && session.status === PaymentSessionStatus.PENDING && session.data.paymentID && session.data.bkashURL)
    return new StepResponse({ create: !reusable })
  }
)

/** Where to send the shopper: the cart's bKash payment page. */
export const readBkashRedirectStep = createStep("read-bkash-redirect", async ({ cart_id }: { cart_id: string }, { container }) => {
  const session = await findBkashSession(container, cart_id)
  if (!session?.data.paymentID || !session.data.bkashURL) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, messages.bkashFailed())
  return new StepResponse({ payment_id: session.data.paymentID, bkash_url: session.data.bkashURL })
})

/**
 * The shopper came back with this paymentID: it must be this cart's own bKash payment (not
 * another cart's, an old one or a made-up one), else 400 and nothing is written. Whether it was
 * paid is never taken from the callback: completeCartWorkflow asks bKash. A payment bKash already
 * said no to (cancelled, expired, failed: final at bKash) is answered with that reason again, a
 * reload or a late return alike, before anything is begun (workflows/checkout/rules/bkash-outcome.ts).
 */
export const matchBkashPaymentStep = createStep("match-bkash-payment", async (input: { cart_id: string; payment_id: string }, { container }) => {
  const session = await findBkashSession(container, input.cart_id)
  if (!session || session.data.paymentID !== input.payment_id) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.bkashPaymentNotForCart)
  if (session.status === PaymentSessionStatus.ERROR || session.status === PaymentSessionStatus.CANCELED) {
    const refusal = bkashRefusal(session)
    if (refusal) throw bkashRefusalError(refusal)
  }
  return new StepResponse({ session_id: session.id })
})
