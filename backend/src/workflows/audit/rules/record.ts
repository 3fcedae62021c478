import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { AUDIT_LOG_MODULE } from "../../../modules/audit-log"
import type AuditLogModuleService from "../../../modules/audit-log/service"
import type { AuditAction } from "./actions"
import { currentActor, type AuditActor } from "./actor"

export type AuditRecord = {
  action: AuditAction
  target_type: string
  target_id: string
  details?: Record<string, unknown> | null
  /** Who did it when the container does not know (a workflow's own input, a refund's created_by). */
  actor?: AuditActor | null
}

/** The actor's email at the time, kept beside the id so a later change or removal of the account does not erase who it was. */
async function emailOf(container: MedusaContainer, actor: AuditActor): Promise<string | null> {
  try {
    if (actor.type === "user") return (await container.resolve(Modules.USER).retrieveUser(actor.id)).email
    if (actor.type === "customer") return (await container.resolve(Modules.CUSTOMER).retrieveCustomer(actor.id)).email
  } catch {
    // A removed account: its id is still what is known.
  }
  return null
}

/**
 * Writes one entry: the request's caller when there is one (currentActor), else the actor given.
 * Never fails what it records: an entry that cannot be written is logged as an error instead, so a
 * shipped parcel is never undone because the log was unavailable.
 */
export async function recordAudit(container: MedusaContainer, record: AuditRecord): Promise<void> {
  try {
    const actor = currentActor(container) ?? record.actor ?? null
    const log = container.resolve<AuditLogModuleService>(AUDIT_LOG_MODULE)
    await log.createAuditEntries({
      actor_type: actor?.type ?? null,
      actor_id: actor?.id ?? null,
      actor_email: actor ? await emailOf(container, actor) : null,
      action: record.action,
      target_type: record.target_type,
      target_id: record.target_id,
      details: record.details ?? null,
    })
  } catch (error) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`Audit log: ${record.action} ${record.target_id} not recorded: ${(error as Error).message}`)
  }
}
