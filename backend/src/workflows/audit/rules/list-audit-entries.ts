import type { MedusaContainer } from "@medusajs/framework/types"
import { AUDIT_LOG_MODULE } from "../../../modules/audit-log"
import type AuditLogModuleService from "../../../modules/audit-log/service"
import type { AuditLogQuery } from "../validators"

export const DEFAULT_AUDIT_LIMIT = 50

/** The audit log newest first, filtered by action, target and time (`since` and `until` included). */
export async function listAuditEntries(container: MedusaContainer, query: AuditLogQuery) {
  const log = container.resolve<AuditLogModuleService>(AUDIT_LOG_MODULE)
  const created_at: Record<string, Date> = {}
  if (query.since) created_at.$gte = query.since
  if (query.until) created_at.$lte = query.until
  const filters = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.target_id ? { target_id: query.target_id } : {}),
    ...(Object.keys(created_at).length ? { created_at } : {}),
  }
  const limit = query.limit ?? DEFAULT_AUDIT_LIMIT
  const offset = query.offset ?? 0
  const [entries, count] = await log.listAndCountAuditEntries(filters, { take: limit, skip: offset, order: { created_at: "DESC", id: "DESC" } })
  return { entries, count, limit, offset }
}
