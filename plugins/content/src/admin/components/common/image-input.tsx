import { clx } from "@medusajs/ui"
import type { ChangeEvent } from "react"

type ImageInputProps = {
  id: string
  invalid?: boolean
  onChange: (file: File | null) => void
}

/** A file picker for one picture. Remount it (change its `key`) to clear it. */
export const ImageInput = ({ id, invalid, onChange }: ImageInputProps) => (
  <input
    id={id}
    name={id}
    type="file"
    accept="image/*"
    aria-invalid={invalid || undefined}
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
    className={clx(
      "txt-compact-small text-ui-fg-subtle rounded-md border border-dashed p-2",
      "file:bg-ui-button-neutral file:text-ui-fg-base file:mr-3 file:rounded-md file:border-0 file:px-2 file:py-1",
      invalid ? "border-ui-border-error" : "border-ui-border-strong"
    )}
  />
)
