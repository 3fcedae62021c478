import { z } from "zod"
import { messages } from "../../../messages"

const t = messages.adminMakeAdmin

/** Spec: make admin by email (required); it must also look like an email. */
export const makeAdminSchema = z.object({
  email: z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
})

export type MakeAdminInput = z.infer<typeof makeAdminSchema>
