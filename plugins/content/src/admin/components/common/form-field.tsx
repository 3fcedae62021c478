import { Label, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type FormFieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}

/** A labelled control with its hint or its validation error underneath. */
export const FormField = ({ id, label, error, hint, className, children }: FormFieldProps) => (
  <div className={className ?? "flex flex-col gap-y-2"}>
    <Label htmlFor={id} size="small" weight="plus">
      {label}
    </Label>
    {children}
    {error ? (
      <Text size="small" className="text-ui-fg-error" role="alert">
        {error}
      </Text>
    ) : hint ? (
      <Text size="small" className="text-ui-fg-subtle">
        {hint}
      </Text>
    ) : null}
  </div>
)
