import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentAdminOffer } from "../../../../lib/present"
import { deleteOfferWorkflow, updateOfferWorkflow } from "../../../../workflows/offers"
import type { AdminUpdateOfferType } from "../../../validators"

/** POST: changes the card's name or link, or attaches it to a promotion or price list, or detaches it (validators.ts). */
export async function POST(req: MedusaRequest<AdminUpdateOfferType>, res: MedusaResponse) {
  const { result } = await updateOfferWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody } })
  res.json({ offer: presentAdminOffer(result) })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await deleteOfferWorkflow(req.scope).run({ input: { id: req.params.id } })
  res.json({ id: req.params.id, object: "offer", deleted: true })
}
