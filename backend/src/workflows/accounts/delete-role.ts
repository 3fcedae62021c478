import { deleteRbacRolesStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { detachRolePoliciesStep } from "./steps/detach-role-policies"

/**
 * Deleting an admin role (DELETE /admin/rbac/roles/:id, the dashboard's Roles screen): its
 * policies first (steps/detach-role-policies.ts), then Medusa's own deletion of the role; if that
 * fails the policies are linked again.
 */
export const deleteRoleWorkflow = createWorkflow("delete-admin-role", (input: { id: string }) => {
  detachRolePoliciesStep(input.id)
  deleteRbacRolesStep(transform({ input }, ({ input }) => [input.id]))
  return new WorkflowResponse(transform({ input }, ({ input }) => ({ id: input.id })))
})
