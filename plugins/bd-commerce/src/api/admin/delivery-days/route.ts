import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentDeliveryDays } from "../../../lib/delivery-days"
import { setDeliveryDaysWorkflow } from "../../../workflows/set-delivery-days"
import type { AdminSetDeliveryDaysType } from "../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ delivery_days: await currentDeliveryDays(req.scope) })
}

/** POST /admin/delivery-days { inside_dhaka: { min, max }, elsewhere: { min, max } } */
export async function POST(req: MedusaRequest<AdminSetDeliveryDaysType>, res: MedusaResponse) {
  const { result } = await setDeliveryDaysWorkflow(req.scope).run({ input: req.validatedBody })
  res.json({ delivery_days: result })
}
