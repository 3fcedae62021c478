import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { claimVisitorCartWorkflow } from "../../../../../../workflows/cart/claim-visitor-cart"
import type { StoreClaimCart } from "./validators"

/**
 * POST /store/customers/me/cart/claim `{ cart_id }` — the visitor cart the storefront kept for
 * this shopper before they signed in becomes (or merges into) their cart. Answers `{ cart }` like
 * GET /store/customers/me/cart; a repeated request answers the same cart and writes nothing.
 */
export async function POST(req: AuthenticatedMedusaRequest<StoreClaimCart>, res: MedusaResponse) {
  const { result } = await claimVisitorCartWorkflow(req.scope).run({
    input: { cart_id: req.validatedBody.cart_id, customer_id: req.auth_context.actor_id },
  })
  res.json({ cart: await refetchCart(result.cart_id, req.scope, req.queryConfig.fields) })
}
