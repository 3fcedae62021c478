import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { RoleKey } from "../../lib/roles"
import { normaliseEmail } from "../../modules/emailpass-normalised/emails"
import { recordAuditEntryStep } from "../audit/steps/record-audit-entry"
import { findCustomerLoginStep } from "./steps/find-customer-login"
import { grantAdminStep } from "./steps/grant-admin"
import { markMadeAdminStep } from "./steps/mark-made-admin"
import { revokeAdminStep } from "./steps/revoke-admin"
import { setAdminRoleStep } from "./steps/set-admin-role"

/**
 * `role`: the admin role to give (lib/roles.ts), replacing any other. `newAdminRole` (the
 * compatibility API's PUT /shop/users/admin, whose original knew no roles): the role of someone who
 * becomes an admin now, listed on the make-admin screen like one made there; an existing admin
 * keeps their roles and their place. Without either, a new admin is an owner and an existing one
 * keeps their roles. `mark`: list them on the make-admin screen, from where they can be removed again.
 */
export type MakeAdminInput = { email: string; role?: RoleKey; mark?: boolean; newAdminRole?: RoleKey }

/** Spec "make admin": the sign-ins that proved this email (not a customer record carrying it) also open the admin, with a role. */
export const makeAdminWorkflow = createWorkflow("make-admin", (input: MakeAdminInput) => {
  const email = transform({ input }, ({ input }) => normaliseEmail(input.email))
  const login = findCustomerLoginStep(email)
  const granted = grantAdminStep(login)
  const given = transform({ granted, input }, ({ granted, input }) => {
    const madeNow = !granted.already_admin && !!input.newAdminRole
    return { role: input.role ?? (madeNow ? input.newAdminRole : undefined), mark: !!input.mark || madeNow }
  })
  const roles = setAdminRoleStep(transform({ granted, given }, ({ granted, given }) => ({ user_id: granted.user_id, role: given.role })))
  markMadeAdminStep(
    transform({ granted, given }, ({ granted, given }) => ({ user_id: granted.user_id, at: given.mark ? new Date().toISOString() : null, keep: !given.mark }))
  )
  recordAuditEntryStep(
    transform({ granted, email, roles, given }, ({ granted, email, roles, given }) => ({
      action: "admin.made" as const,
      target_type: "user",
      target_id: granted.user_id,
      details: { email, created: granted.created, already_admin: granted.already_admin, role: given.role ?? null, role_ids: roles.role_ids },
    }))
  )
  return new WorkflowResponse(transform({ granted, roles }, ({ granted, roles }) => ({ ...granted, role_ids: roles.role_ids })))
})

/** Undoing "make admin" from the same screen (steps/revoke-admin.ts), recorded in the audit log. */
export const removeAdminWorkflow = createWorkflow("remove-admin", (input: { user_id: string; actor_id: string | null }) => {
  const revoked = revokeAdminStep(input)
  recordAuditEntryStep(
    transform({ revoked }, ({ revoked }) => ({
      action: "admin.removed" as const,
      target_type: "user",
      target_id: revoked.user_id,
      details: { email: revoked.email, role_ids: revoked.role_ids },
    }))
  )
  return new WorkflowResponse(revoked)
})
