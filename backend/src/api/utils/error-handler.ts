import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"

const medusaErrorHandler = errorHandler()

/**
 * Medusa's error handler, with its out-of-stock errors (which name inventory item and stock
 * location ids) said in words a shopper understands.
 */
export function shopErrorHandler(error: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  return medusaErrorHandler(isOutOfStock(error) ? new MedusaError(MedusaError.Types.NOT_ALLOWED, messages.outOfStock) : error, req, res, next)
}

// Errors from a workflow run may arrive as plain objects, so they are read by shape.
function isOutOfStock(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === MedusaError.Codes.INSUFFICIENT_INVENTORY || (typeof message === "string" && message.startsWith("Not enough stock available for item"))
}
