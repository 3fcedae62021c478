import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listOffers } from "../../../lib/list-content"
import { presentOffer } from "../../../lib/present"
import { createOfferWorkflow } from "../../../workflows/offers"
import type { AdminCreateOfferType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listOffers(req))
}

export async function POST(req: MedusaRequest<AdminCreateOfferType>, res: MedusaResponse) {
  const { result } = await createOfferWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ offer: presentOffer(result) })
}
