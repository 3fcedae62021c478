import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListSliders } from "../../../../lib/admin-content"
import { reorderSlidersWorkflow } from "../../../../workflows/update-slider"
import type { AdminReorderSlidersType } from "../../../validators"

/** POST /admin/sliders/reorder { ids }: every slide's id once, first shown first; answers the list in its new order. */
export async function POST(req: MedusaRequest<AdminReorderSlidersType>, res: MedusaResponse) {
  await reorderSlidersWorkflow(req.scope).run({ input: { ids: req.validatedBody.ids } })
  res.json(await adminListSliders(req))
}
