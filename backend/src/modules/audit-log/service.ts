import { MedusaError, MedusaService } from "@medusajs/framework/utils"
import AuditEntry from "./models/audit-entry"

const refused = async () => {
  throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The audit log cannot be changed")
}

/**
 * The audit log: entries are created and listed (createAuditEntries, listAndCountAuditEntries,
 * retrieveAuditEntry), never changed. Medusa's generated update, delete, soft delete and restore
 * are replaced by a refusal, and the table's trigger refuses them even to code that goes round
 * the service.
 */
class AuditLogModuleService extends MedusaService({ AuditEntry }) {
  override updateAuditEntries = refused as never
  override deleteAuditEntries = refused as never
  override softDeleteAuditEntries = refused as never
  override restoreAuditEntries = refused as never
}

export default AuditLogModuleService
