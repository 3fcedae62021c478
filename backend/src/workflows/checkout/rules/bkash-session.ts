import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"

/** What bd-commerce's bKash provider keeps in a payment session's data (part of its contract). */
export type BkashSessionData = {
  paymentID?: string
  bkashURL?: string
  amount?: string
  currency?: string
  cart_id?: string
  transactionStatus?: string
  trxID?: string
  failure?: { code?: string; message?: string; reason?: string }
}

export type BkashSession = {
  id: string
  status: string
  amount: unknown
  created_at: Date | string
  data: BkashSessionData
  /** The session is for what the cart costs now (a changed cart makes Medusa drop its sessions). */
  sameAmount: boolean
}

/**
 * A bKash payment page stays usable for a while; after this a new press of "Pay with bKash" starts
 * a fresh payment rather than sending the shopper to one bKash may have let lapse.
 */
export const BKASH_SESSION_REUSE_MS = 15 * 60_000

/** The cart's bKash payment session (the newest), or null. */
export async function findBkashSession(container: MedusaContainer, cartId: string): Promise<BkashSession | null> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: [
      "payment_collection.raw_amount",
      "payment_collection.payment_sessions.id",
      "payment_collection.payment_sessions.provider_id",
      "payment_collection.payment_sessions.status",
      "payment_collection.payment_sessions.raw_amount",
      "payment_collection.payment_sessions.data",
      "payment_collection.payment_sessions.created_at",
    ],
    filters: { id: cartId },
  })
  const collection = (data[0] as unknown as { payment_collection?: Collection | null } | undefined)?.payment_collection
  const sessions = (collection?.payment_sessions ?? [])
    .filter((session): session is Session => session?.provider_id === BKASH_PAYMENT_PROVIDER_ID)
    .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
  const session = sessions[0]
  if (!session) return null
  return {
    id: session.id,
    status: session.status,
    amount: session.raw_amount,
    created_at: session.created_at,
    data: (session.data ?? {}) as BkashSessionData,
    sameAmount: collection?.raw_amount != null && MathBN.eq(session.raw_amount as never, collection.raw_amount as never),
  }
}

type Session = { id: string; provider_id: string; status: string; raw_amount: unknown; data: unknown; created_at: Date | string }
type Collection = { raw_amount?: unknown; payment_sessions?: (Session | null)[] | null }
