import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { recordAudit, type AuditRecord } from "../rules/record"

/**
 * One audit entry, written as the last step of the workflow it records (an entry is never taken
 * back, so it is written once everything before it has succeeded). No compensation: the log
 * cannot be changed.
 */
export const recordAuditEntryStep = createStep("record-audit-entry", async (record: AuditRecord, { container }) => {
  await recordAudit(container, record)
  return new StepResponse(undefined)
})
