import { Module } from "@medusajs/framework/utils"
import AuditLogModuleService from "./service"

export const AUDIT_LOG_MODULE = "audit_log"

/** The audit log (issue 55): who did what to which record, when; read by admins, changed by nobody. */
export default Module(AUDIT_LOG_MODULE, { service: AuditLogModuleService })
