import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { cartHasVariant } from "../../lib/carts"
import { messages } from "../../lib/messages"

/**
 * POST /store/carts/:id/line-items: a product already in the cart is not added again (Medusa
 * would add to its quantity); 422 "Already added", the cart unchanged. The quantity is
 * changed through POST /store/carts/:id/line-items/:line_id.
 */
export async function refuseVariantAlreadyInCart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const variantId = (req.body as { variant_id?: unknown } | undefined)?.variant_id
    if (typeof variantId === "string" && variantId && (await cartHasVariant(req.scope, req.params.id, variantId))) {
      throw new MedusaError(MedusaError.Types.DUPLICATE_ERROR, messages.alreadyInCart)
    }
    next()
  } catch (error) {
    next(error)
  }
}
