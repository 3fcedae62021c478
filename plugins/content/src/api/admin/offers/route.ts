import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contentService } from "../../../lib/content-service"
import { presentOffer } from "../../../lib/present"
import { createOfferWorkflow } from "../../../workflows/offers"
import type { AdminCreateOfferType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const offers = await contentService(req).listOffers({}, { order: { created_at: "ASC" } })
  res.json({ offers: offers.map(presentOffer) })
}

export async function POST(req: MedusaRequest<AdminCreateOfferType>, res: MedusaResponse) {
  const { result } = await createOfferWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ offer: presentOffer(result) })
}
