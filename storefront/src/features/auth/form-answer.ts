import type { FieldError } from "react-hook-form"

/** A plain-form post's refusal as the page shows it (features/auth/api/form-sign-in.server.ts). */
export type AnsweredFields = { fields: Partial<Record<string, string>> } | undefined

/** The server's message for one field of a plain-form post, shaped like the form's own errors. */
export function answeredError(answer: AnsweredFields, field: string): FieldError | undefined {
  const message = answer?.fields[field]
  return message ? { type: "server", message } : undefined
}
