import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminListPolicyPages } from "../../../lib/admin-content"

/** GET: the list in English, each item with its Bangla (`translations`, lib/admin-content.ts). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminListPolicyPages(req))
}
