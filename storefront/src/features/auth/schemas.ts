import { MIN_PASSWORD_LENGTH } from "@chaka/rules"
import { z } from "zod"
import { messages } from "../../messages"

const t = messages.auth

const email = z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid))

export const logInSchema = z.object({
  email,
  password: z.string().min(1, t.passwordRequired),
})

/** A password being chosen (sign-up, or a new one from a reset link) and its re-entry. */
const newPassword = {
  password: z.string().min(1, t.passwordRequired).min(MIN_PASSWORD_LENGTH, t.passwordTooShort),
  confirmPassword: z.string().min(1, t.confirmRequired),
}
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword
const mismatch = { path: ["confirmPassword"], message: t.passwordMismatch }

export const signUpSchema = z.object({ name: z.string().trim().min(1, t.nameRequired), email, ...newPassword }).refine(passwordsMatch, mismatch)

/** /forgot-password: the email to send a reset link to. */
export const forgotPasswordSchema = z.object({ email })

/** /reset-password: the new password, by the same rules as sign-up. */
export const resetPasswordSchema = z.object(newPassword).refine(passwordsMatch, mismatch)

export type LogInInput = z.infer<typeof logInSchema>
export type SignUpInput = z.infer<typeof signUpSchema>
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

// The name helpers live apart so the header can use them without pulling zod into the first download.
export { displayName, splitName } from "../../lib/names"
