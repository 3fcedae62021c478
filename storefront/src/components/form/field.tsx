import { useId, type InputHTMLAttributes, type ReactNode } from "react"
import type { FieldError, UseFormRegisterReturn } from "react-hook-form"

type FieldProps = {
  label: string
  error?: FieldError
  registration?: UseFormRegisterReturn
  children?: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, "children">

/**
 * A labelled form field with its error underneath, wired for screen readers. Pass
 * `registration` for a plain input, or `children` to render a select or another control.
 */
export function Field({ label, error, registration, children, ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const control = { id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children ? children(control) : <input {...input} {...registration} {...control} />}
      {error?.message && (
        <p className="field__error" id={errorId}>
          {error.message}
        </p>
      )}
    </div>
  )
}

/** A form-level error (what the server said), in red under the form. */
export const FormError = ({ message }: { message?: string | null }) =>
  message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null
