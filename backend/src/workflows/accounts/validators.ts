import { z } from "@medusajs/framework/zod"
import { messages } from "../../lib/messages"
import { FIELD_LIMITS } from "../../lib/http/input-limits"

/** POST /admin/make-admin and the compatibility API's PUT /shop/users/admin: whom to make an admin. */
export const MakeAdmin = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(FIELD_LIMITS.email, messages.fieldTooLong("email", FIELD_LIMITS.email))
    .email(messages.emailInvalid),
})
export type MakeAdmin = z.infer<typeof MakeAdmin>
