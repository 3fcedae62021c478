import { MIN_PASSWORD_LENGTH } from "@chaka/rules"
import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"

/**
 * The update-profile page's add-email form posts one of these `intent`s to the page's action
 * (urlencoded; the profile form posts multipart and has none): first "Send me a code" (an SMS to
 * the account's number), then the code with the email and password. Not the address: a form
 * without an action posts to the page's address as it stands, so one marked there would catch the
 * profile form's next post.
 */
export const ADD_EMAIL_CODE_INTENT = "add-email-code"
export const ADD_EMAIL_INTENT = "add-email"
export const isAddEmailIntent = (intent: unknown) => intent === ADD_EMAIL_INTENT || intent === ADD_EMAIL_CODE_INTENT
/** The update-profile page opened with this (after the add-email redirect) says the email was added. */
export const EMAIL_ADDED_PARAM = "email_added"

/** The add-email form's fields (the browser posts these, with or without scripts). */
export const ADD_EMAIL_FIELDS = ["code", "email", "password", "confirmPassword"] as const
export type AddEmailField = (typeof ADD_EMAIL_FIELDS)[number]

/**
 * What the page shows after an add-email post that did not end in the redirect: `step` "code" once
 * a code was sent (the code, email and password fields, `sent` right after sending), else "send";
 * each field's error, or the form's own line; the email as typed (never the passwords).
 */
export type AddEmailAnswer = {
  form: "add-email"
  step: "send" | "code"
  sent?: boolean
  /** The number the code went to (the account's sign-in number, as the backend answered). */
  sentTo?: string
  error: string | null
  fields: Partial<Record<AddEmailField, string>>
  email: string
}

export const isAddEmailAnswer = (value: unknown): value is AddEmailAnswer => (value as { form?: unknown } | null)?.form === "add-email"

/** A code as typed (spaces and dashes between digits dropped), at most 64 characters looked at. */
export const typedCode = (value: string) => value.slice(0, 64).replace(/[\s-]/g, "")

/** The longest email (RFC 5321; the backend refuses longer: FIELD_LIMITS.email). */
export const EMAIL_MAX_LENGTH = 254
/** Longer than any password anyone types: a longer one is refused, never cut to fit. */
export const PASSWORD_MAX_LENGTH = 1024

const hasNul = (value: string) => value.includes("\u0000")

/**
 * The add-email form's schema in a language's messages: the SMS code's shape (6 digits), sign-up's
 * rules (a valid email, a password of at least MIN_PASSWORD_LENGTH characters, typed twice alike),
 * which the backend holds too, and the longest each may be (as typed: the length before trimming,
 * as the backend counts it).
 */
export const addEmailSchema = perLanguage((messages: Messages) => {
  const t = messages.auth
  const own = messages.addEmail
  const phone = messages.phoneSignIn
  return z
    .object({
      code: z
        .string()
        .transform(typedCode)
        .pipe(
          z
            .string()
            .min(1, phone.codeRequired)
            .regex(/^[0-9]{6}$/, phone.codeInvalid)
        ),
      email: z.string().max(EMAIL_MAX_LENGTH, own.emailTooLong(EMAIL_MAX_LENGTH)).trim().min(1, t.emailRequired).pipe(z.email(t.emailInvalid)),
      password: z
        .string()
        .min(1, t.passwordRequired)
        .min(MIN_PASSWORD_LENGTH, t.passwordTooShort)
        .max(PASSWORD_MAX_LENGTH, own.passwordTooLong(PASSWORD_MAX_LENGTH))
        .refine((password) => !hasNul(password), own.badCharacter),
      confirmPassword: z.string().min(1, t.confirmRequired),
    })
    .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: t.passwordMismatch })
})
