import { z } from "zod"
import { messages } from "../../messages"

const t = messages.auth

/** Spec: a password must be longer than 6 characters (the backend checks the same). */
export const MIN_PASSWORD_LENGTH = 7

const email = z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid))

export const logInSchema = z.object({
  email,
  password: z.string().min(1, t.passwordRequired),
})

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, t.nameRequired),
    email,
    password: z.string().min(1, t.passwordRequired).min(MIN_PASSWORD_LENGTH, t.passwordTooShort),
    confirmPassword: z.string().min(1, t.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: t.passwordMismatch })

export type LogInInput = z.infer<typeof logInSchema>
export type SignUpInput = z.infer<typeof signUpSchema>

// The name helpers live apart so the header can use them without pulling zod into the first download.
export { displayName, splitName } from "./names"
