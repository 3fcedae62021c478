import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getPolicyPage } from "../../../../lib/list-content"

/** GET /store/policy-pages/:handle: one policy page (plain text). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await getPolicyPage(req, req.params.handle))
}
