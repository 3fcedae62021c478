import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listAuditEntries } from "../../../workflows/audit/rules/list-audit-entries"
import type { AuditLogQuery } from "../../../workflows/audit/validators"

/**
 * GET /admin/audit-log?action=&target_id=&since=&until=&limit=&offset= — who approved, shipped,
 * delivered, canceled, refunded, changed a price or stock, or made an admin, and when: newest
 * first, `{ entries, count, limit, offset }`. Admins only (Medusa's /admin). Read only: the log
 * has no route that writes, and its table refuses changes.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listAuditEntries(req.scope, req.validatedQuery as AuditLogQuery))
}
