import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listPolicyPages } from "../../../lib/list-content"

/** GET /store/policy-pages: each policy page's handle and title. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await listPolicyPages(req))
}
