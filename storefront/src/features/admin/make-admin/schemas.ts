import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"
import { ROLE_KEYS } from "./forms"

/** Spec: make admin by email (required; it must also look like an email), with one of the three roles. In the page's language. */
export const makeAdminSchema = perLanguage((messages: Messages) => {
  const t = messages.adminMakeAdmin
  return z.object({
    email: z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
    role: z.enum(ROLE_KEYS, { error: t.roleRequired }),
  })
})

export type MakeAdminInput = z.infer<ReturnType<typeof makeAdminSchema>>
