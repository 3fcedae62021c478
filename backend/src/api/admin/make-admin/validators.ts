import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"
import { ROLE_KEYS, type RoleKey } from "../../../lib/roles"
import { MakeAdmin } from "../../../workflows/accounts/validators"

/**
 * POST /admin/make-admin: whom (email), with which role, and the second confirmation the screen
 * asks for (`confirm: true`: a slip of the hand on the first button makes nobody an admin).
 */
export const MakeAdminConfirmed = z.strictObject(
  {
    email: MakeAdmin.shape.email,
    role: z.enum(ROLE_KEYS as [RoleKey, ...RoleKey[]], { error: messages.makeAdminRoleInvalid }),
    confirm: z.literal(true, { error: messages.makeAdminConfirmRequired }),
  },
  { error: messages.makeAdminUnknownFields }
)
export type MakeAdminConfirmed = z.infer<typeof MakeAdminConfirmed>
