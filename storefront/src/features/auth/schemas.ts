import { MIN_PASSWORD_LENGTH } from "@chaka/rules"
import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"

/**
 * The sign-in forms' schemas, their messages in one language: `t` is that language's
 * `useMessages().auth` or `messagesOf(request).auth`. Built once per language.
 */
export const authSchemas = perLanguage((t: Messages["auth"]) => {
  const email = z.string().trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid))

  const logIn = z.object({
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

  const signUp = z.object({ name: z.string().trim().min(1, t.nameRequired), email, ...newPassword }).refine(passwordsMatch, mismatch)

  /** /forgot-password: the email to send a reset link to. */
  const forgotPassword = z.object({ email })

  /** /reset-password: the new password, by the same rules as sign-up. */
  const resetPassword = z.object(newPassword).refine(passwordsMatch, mismatch)

  return { logIn, signUp, forgotPassword, resetPassword }
})

type AuthSchemas = ReturnType<typeof authSchemas>

export const logInSchema = (t: Messages["auth"]) => authSchemas(t).logIn
export const signUpSchema = (t: Messages["auth"]) => authSchemas(t).signUp
export const forgotPasswordSchema = (t: Messages["auth"]) => authSchemas(t).forgotPassword
export const resetPasswordSchema = (t: Messages["auth"]) => authSchemas(t).resetPassword

export type LogInInput = z.infer<AuthSchemas["logIn"]>
export type SignUpInput = z.infer<AuthSchemas["signUp"]>
export type ForgotPasswordInput = z.infer<AuthSchemas["forgotPassword"]>
export type ResetPasswordInput = z.infer<AuthSchemas["resetPassword"]>

// The name helpers live apart so the header can use them without pulling zod into the first download.
export { displayName, splitName } from "../session/names"
