import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { DIVISIONS } from "../../../../data/bangladesh-divisions"

/**
 * GET /store/bangladesh/divisions — every division with its districts and their police
 * stations (thanas), each `{ name, bn }` (its official English name, the one an address
 * stores, and its Bengali one, which Bangla pages show), for address pickers. The data changes only with a release of this
 * plugin, so browsers and proxies may keep it for a day.
 */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.set("Cache-Control", "public, max-age=86400")
  res.json({ divisions: DIVISIONS })
}
