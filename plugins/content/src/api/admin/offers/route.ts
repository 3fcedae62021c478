import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListOffers } from "../../../lib/admin-content"
import { presentAdminOffer } from "../../../lib/present"
import { createOfferWorkflow } from "../../../workflows/offers"
import type { AdminCreateOfferType } from "../../validators"

/** GET: the list in English, each item with its Bangla (`translations`, lib/admin-content.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminListOffers(req))
}

export async function POST(req: MedusaRequest<AdminCreateOfferType>, res: MedusaResponse) {
  const { result } = await createOfferWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ offer: presentAdminOffer(result) })
}
