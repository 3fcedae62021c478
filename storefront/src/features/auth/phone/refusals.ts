import type { Messages } from "../../../i18n"

type T = Messages["phoneSignIn"]

/** Which field a refusal belongs under, or the form's own line (null). */
export type RefusalPlace = "phone" | "code" | "name" | null

/** The wait a 429 asked for, in whole minutes (at least one). */
export const minutesOf = (retryAfterS: number | null) => Math.max(1, Math.ceil((retryAfterS ?? 60) / 60))

/**
 * A refusal of the phone routes in the page's language, from the contract's `code` (the backend's
 * message is English only) — and, for an answer without one, from its status.
 */
export function describePhoneRefusal(
  refusal: { status: number; code: string | null; retryAfterS: number | null },
  t: T,
  unexpected: string
): { place: RefusalPlace; message: string } {
  switch (refusal.code) {
    case "phone_invalid":
      return { place: "phone", message: t.phoneInvalid }
    case "code_invalid":
      return { place: "code", message: t.codeInvalid }
    case "name_invalid":
      return { place: "name", message: t.nameInvalid }
    case "phone_code_limit":
      return { place: null, message: t.codeLimit(minutesOf(refusal.retryAfterS)) }
    case "phone_code_refused":
      return { place: "code", message: t.codeRefused }
    case "phone_taken":
      return { place: "phone", message: t.phoneTaken }
    case "phone_already_yours":
      return { place: "phone", message: t.phoneAlreadyYours }
    case "phone_sign_in_set":
      return { place: "phone", message: t.phoneSignInSet }
  }
  if (refusal.status === 429) return { place: null, message: t.codeLimit(minutesOf(refusal.retryAfterS)) }
  if (refusal.status === 401) return { place: "code", message: t.codeRefused }
  return { place: null, message: unexpected }
}
