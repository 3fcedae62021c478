import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"

const medusaErrorHandler = errorHandler()

/**
 * Medusa's error handler, with two errors said in words a shopper understands: out of stock
 * (Medusa's names inventory item and stock location ids) and a stock lock not acquired in time
 * (many shoppers buying the same product at once; the in-memory locking provider throws it as
 * a plain Error, so a 500, the Redis one as a 409). Nothing was ordered, the cart is intact.
 */
export function shopErrorHandler(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const shown = shopError(error)
  // Medusa's handler answers every conflict with its own Idempotency-Key sentence, so the
  // shopper's "try again" is sent from here.
  if (shown instanceof MedusaError && shown.type === MedusaError.Types.CONFLICT && shown.message === messages.busy) {
    res.status(409).json({ type: shown.type, code: "invalid_state_error", message: shown.message })
    return
  }
  medusaErrorHandler(shown, req, res, next)
}

export function shopError(error: unknown) {
  if (isOutOfStock(error)) return new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock)
  if (isLockTimeout(error)) return new MedusaError(MedusaError.Types.CONFLICT, messages.busy)
  return error
}

// Errors from a workflow run may arrive as plain objects, so they are read by shape.
function isOutOfStock(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || (typeof message === "string" && message.startsWith("Not enough stock available for item"))
}

const isLockTimeout = (error: unknown) => (error as { message?: unknown } | null)?.message === "Timed-out acquiring lock."
