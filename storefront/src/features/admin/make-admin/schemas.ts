import { z } from "zod"
import type { Messages } from "../../../i18n"

const build = (t: Messages["adminMakeAdmin"]) =>
  z.object({
    email: z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
  })

const built = new WeakMap<Messages, ReturnType<typeof build>>()

/** Spec: make admin by email (required); it must also look like an email. In the page's language. */
export function makeAdminSchema(messages: Messages) {
  let schema = built.get(messages)
  if (!schema) built.set(messages, (schema = build(messages.adminMakeAdmin)))
  return schema
}

export type MakeAdminInput = z.infer<ReturnType<typeof makeAdminSchema>>
