import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateOfferType } from "@chaka/content/api"
import { createOfferWorkflow } from "@chaka/content/workflows"
import { compatOffers } from "../../../compat/queries/content"
import { inserted } from "../../../compat/shapes/content"

/** GET /shop/offers — `[{_id, name, url}]`. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await compatOffers(req))
}

/** POST /shop/offers (admin; JSON name, url). */
export async function POST(req: MedusaRequest<AdminCreateOfferType>, res: MedusaResponse) {
  const { result } = await createOfferWorkflow(req.scope).run({ input: req.validatedBody })
  res.json(inserted(result.id))
}
