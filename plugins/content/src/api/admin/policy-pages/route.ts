import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listPolicyPages } from "../../../lib/list-content"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listPolicyPages(req))
}
