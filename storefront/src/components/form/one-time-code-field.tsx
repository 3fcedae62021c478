import type { FieldError } from "react-hook-form"
import { Field } from "./field"

/**
 * A one-time code's field, posted as `code`: the six digits of an SMS (phone sign-in, adding an
 * email) or of an authenticator app. The phone's number pad and its code autofill; room for the
 * spaces and dashes people type (the server reads the digits).
 */
export function OneTimeCodeField({ label, error, autoFocus = true }: { label: string; error?: FieldError; autoFocus?: boolean }) {
  return (
    <Field label={label} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={16} autoFocus={autoFocus} required error={error} />
  )
}
