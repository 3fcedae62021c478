import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, PaymentSessionStatus } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { finishBkashCheckout } from "../workflows/checkout/rules/bkash-checkout"
import type { BkashSessionData } from "../workflows/checkout/rules/bkash-session"
import { ensurePaymentProviders } from "../workflows/shop/rules/payment-providers"

/** Older than this, the shopper is not coming back from bKash's page (a closed tab, a lost signal). */
const ABANDONED_MS = 2 * 60_000
/** bKash payments older than this are long expired: not asked about again. */
const LOOK_BACK_MS = 24 * 60 * 60_000

/**
 * A shopper who paid on bKash's page but never came back to the shop (closed tab) has paid for
 * no order. The worker finishes those carts (each asked at widening intervals, isAskingMinute) exactly as the return would
 * (workflows/checkout/rules/bkash-checkout.ts): bKash's status query decides; Completed for the cart's amount
 * → the order; the stock gone meanwhile → the payment dropped and refunded; not paid → left alone
 * until it lapses. Under each cart's lock, so running twice (or beside the shopper's return)
 * makes one order. It also keeps the region's payment providers in step with the settings.
 */
export default async function bkashPayments(container: MedusaContainer) {
  // BKASH_* set or unset since the seed: the region offers what this boot registered.
  await ensurePaymentProviders(container).catch((error: Error) =>
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Could not update the region's payment providers: ${error.message}`)
  )
  const now = Date.now()
  await finishAbandonedBkashPayments(container, new Date(now - ABANDONED_MS), (session) => dueForAsking(session.id, now - session.createdAt.getTime()))
}

/** The asking points, in minutes: 2, 3, 4, 6, 8, 12, 16, 24… (each wait half as long again as the one before). */
function askingPointsUpTo(minute: number): number {
  let points = 0
  for (let step = 2; step <= minute; step *= 2) points += minute >= step + step / 2 ? 2 : 1
  return points
}

/** Whether a payment this old is at an asking point (in its minute). */
export function isAskingMinute(ageMs: number): boolean {
  const minute = Math.floor(ageMs / 60_000)
  return askingPointsUpTo(minute) > askingPointsUpTo(minute - 1)
}

/** The asking point each waiting session was last asked at (this worker's memory; after a restart each is asked once more). */
const lastAsked = new Map<string, number>()

/**
 * Finishing a cart bKash has not completed makes its order and rolls it back (Medusa authorizes
 * the payment after the order exists), so a waiting payment is asked about at widening intervals
 * — about 20 times in its day — not every minute. A run that was missed (a restart, a long run)
 * is made up at the next one: the session has passed a point it was not asked at.
 */
export function dueForAsking(sessionId: string, ageMs: number): boolean {
  const point = askingPointsUpTo(Math.floor(ageMs / 60_000))
  if (point === 0 || lastAsked.get(sessionId) === point) return false
  lastAsked.set(sessionId, point)
  if (lastAsked.size > 10_000) lastAsked.delete(lastAsked.keys().next().value as string)
  return true
}

export async function finishAbandonedBkashPayments(
  container: MedusaContainer,
  before: Date,
  /** Which sessions this run asks bKash about; every one unless told. */
  due: (session: { id: string; createdAt: Date }) => boolean = () => true
): Promise<string[]> {
  const recent = await container.resolve(Modules.PAYMENT).listPaymentSessions(
    {
      provider_id: BKASH_PAYMENT_PROVIDER_ID,
      created_at: { $gte: new Date(before.getTime() - LOOK_BACK_MS).toISOString(), $lte: before.toISOString() },
    },
    { select: ["id", "payment_collection_id", "status", "data", "created_at"] }
  )
  // Still waiting for bKash's word (a failed or cancelled one has had it).
  const sessions = recent.filter(
    (session) => session.status === PaymentSessionStatus.PENDING && due({ id: session.id, createdAt: new Date(session.created_at as Date | string) })
  )
  if (!sessions.length) return []
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id", "payment_collection_id", "cart.completed_at"],
    filters: { payment_collection_id: sessions.map((session) => session.payment_collection_id) },
  })
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const finished: string[] = []
  for (const session of sessions) {
    const link = links.find((l) => l.payment_collection_id === session.payment_collection_id) as
      { cart_id: string; cart?: { completed_at?: unknown } | null } | undefined
    const paymentId = (session.data as BkashSessionData | null)?.paymentID
    if (!link || link.cart?.completed_at || !paymentId) continue
    try {
      const result = await finishBkashCheckout(container, { cart_id: link.cart_id, payment_id: paymentId })
      if ("order_id" in result) finished.push(link.cart_id)
      // Cancelled, failed, expired: the cart stays for its shopper; nothing to retry.
      else if ("refused" in result) logger.info(`bKash payment ${paymentId} of cart ${link.cart_id} made no order: ${result.refused.message}`)
    } catch (error) {
      // Sold out (refunded), or bKash could not be asked: the cart stays for its shopper.
      logger.info(`bKash payment ${paymentId} of cart ${link.cart_id} made no order: ${(error as Error).message}`)
    }
  }
  return finished
}

export const config = { name: "bkash-payments", schedule: "* * * * *" }
