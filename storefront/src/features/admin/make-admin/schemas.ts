import { z } from "zod"
import { perLanguage, type Messages } from "../../../i18n"

/** Spec: make admin by email (required); it must also look like an email. In the page's language. */
export const makeAdminSchema = perLanguage((messages: Messages) => {
  const t = messages.adminMakeAdmin
  return z.object({
    email: z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
  })
})

export type MakeAdminInput = z.infer<ReturnType<typeof makeAdminSchema>>
