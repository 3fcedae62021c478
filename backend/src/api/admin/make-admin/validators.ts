import { z } from "@medusajs/framework/zod"
import { messages } from "../../../lib/messages"

export const MakeAdmin = z.object({
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .email(messages.emailInvalid),
})
export type MakeAdmin = z.infer<typeof MakeAdmin>
