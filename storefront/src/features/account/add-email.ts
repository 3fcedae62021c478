import { MIN_PASSWORD_LENGTH } from "@chaka/rules"
import { z } from "zod"
import { perLanguage, type Messages } from "../../i18n"

/**
 * The update-profile page's add-email form posts this `intent` to the page's action (urlencoded;
 * the profile form posts multipart and has none). Not the address: a form without an action posts
 * to the page's address as it stands, so one marked there would catch the profile form's next post.
 */
export const ADD_EMAIL_INTENT = "add-email"
/** The update-profile page opened with this (after the add-email redirect) says the email was added. */
export const EMAIL_ADDED_PARAM = "email_added"

/** The add-email form's fields (the browser posts these, with or without scripts). */
export const ADD_EMAIL_FIELDS = ["email", "password", "confirmPassword"] as const
export type AddEmailField = (typeof ADD_EMAIL_FIELDS)[number]

/** What the page shows after a refused add-email post: each field's error, or the form's own line; the email as typed (never the passwords). */
export type AddEmailAnswer = { form: "add-email"; error: string | null; fields: Partial<Record<AddEmailField, string>>; email: string }

export const isAddEmailAnswer = (value: unknown): value is AddEmailAnswer => (value as { form?: unknown } | null)?.form === "add-email"

/** The longest email (RFC 5321; the backend refuses longer: FIELD_LIMITS.email). */
export const EMAIL_MAX_LENGTH = 254
/** Longer than any password anyone types: a longer one is refused, never cut to fit. */
export const PASSWORD_MAX_LENGTH = 1024

const hasNul = (value: string) => value.includes("\u0000")

/**
 * The add-email form's schema in a language's messages: sign-up's rules (a valid email, a password
 * of at least MIN_PASSWORD_LENGTH characters, typed twice alike), which the backend holds too, and
 * the longest each may be (as typed: the length before trimming, as the backend counts it).
 */
export const addEmailSchema = perLanguage((messages: Messages) => {
  const t = messages.auth
  const own = messages.addEmail
  return z
    .object({
      email: z
        .string()
        .max(EMAIL_MAX_LENGTH, own.emailTooLong(EMAIL_MAX_LENGTH))
        .trim()
        .min(1, t.emailRequired)
        .pipe(z.email(t.emailInvalid)),
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
