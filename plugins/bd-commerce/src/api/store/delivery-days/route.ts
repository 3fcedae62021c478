import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentDeliveryDays } from "../../../lib/delivery-days"

/** GET /store/delivery-days: how many days home delivery takes inside Dhaka and elsewhere. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ delivery_days: await currentDeliveryDays(req.scope) })
}
