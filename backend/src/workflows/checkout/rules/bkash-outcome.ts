import { MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { messages } from "../../../lib/messages"
import type { BkashSession } from "./bkash-session"

/** What bKash's redirect said; it only picks the words shown, never what happens. */
export type BkashCallbackStatus = "success" | "failure" | "cancel"

/**
 * Why a bKash payment made no order, for the shopper: `code` lets the storefront say it in the
 * page's language, `message` is the shop's English, `reason` bKash's own words when it gave them
 * ("Insufficient Balance") and `bkash_code` its code ("2023").
 */
export type BkashRefusal = { code: BkashRefusalCode; message: string; reason?: string; bkash_code?: string }

export const BKASH_REFUSAL_CODES = {
  cancelled: "bkash_cancelled",
  expired: "bkash_expired",
  failed: "bkash_failed",
  /** bKash completed another amount (or another cart's invoice): no order, and what it took is refunded. */
  mismatch: "bkash_mismatch",
} as const
export type BkashRefusalCode = (typeof BKASH_REFUSAL_CODES)[keyof typeof BKASH_REFUSAL_CODES]

const REFUSAL_CODES: ReadonlySet<string> = new Set(Object.values(BKASH_REFUSAL_CODES))

/**
 * The payment's state as bd-commerce's provider last heard it from bKash, said to the shopper.
 * Cancelled, expired and failed are final for a bKash payment, so a repeated or late return
 * answers the same words every time without asking bKash again. A payment bKash has not settled
 * (pending) is refused only when the redirect itself said the shopper cancelled or failed on
 * bKash's page; otherwise null (it may yet complete).
 *
 * Why not let Medusa answer: completeCartWorkflow begins the order before it authorizes the
 * payment, withdraws it when bKash says no, and keeps the provider's status on the session; a
 * second completion then finds no session it can process ("Payment sessions are required to
 * complete cart"), which says nothing to a shopper.
 */
export function bkashRefusal(session: Pick<BkashSession, "status" | "data">, callback?: BkashCallbackStatus): BkashRefusal | null {
  const failure = session.data.failure
  switch (session.status) {
    case PaymentSessionStatus.CANCELED:
      return failure?.code === "expired"
        ? { code: BKASH_REFUSAL_CODES.expired, message: messages.bkashExpired }
        : { code: BKASH_REFUSAL_CODES.cancelled, message: messages.bkashCancelled }
    case PaymentSessionStatus.ERROR: {
      if (failure?.code === "amount_mismatch" || failure?.code === "invoice_mismatch") {
        return { code: BKASH_REFUSAL_CODES.mismatch, message: messages.bkashFailed(failure.message) }
      }
      const fromBkash = failure?.reason ? { reason: failure.reason, ...(failure.code && /^\d+$/.test(failure.code) ? { bkash_code: failure.code } : {}) } : {}
      return { code: BKASH_REFUSAL_CODES.failed, message: messages.bkashFailed(failure?.message), ...fromBkash }
    }
    case PaymentSessionStatus.PENDING:
      if (callback === "cancel") return { code: BKASH_REFUSAL_CODES.cancelled, message: messages.bkashCancelled }
      if (callback === "failure") return { code: BKASH_REFUSAL_CODES.failed, message: messages.bkashFailed() }
      return null
    default:
      return null
  }
}

/** A refusal thrown from a workflow step (it keeps only the type, message and code). */
export const bkashRefusalError = (refusal: BkashRefusal) => new MedusaError(MedusaError.Types.INVALID_DATA, refusal.message, refusal.code)

/** An error (or a workflow's plain copy of one) that is a bkashRefusalError. */
export function isBkashRefusalError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === "string" && REFUSAL_CODES.has(code)
}
