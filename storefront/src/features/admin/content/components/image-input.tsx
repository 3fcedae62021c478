import { useEffect, useRef } from "react"
import type { FieldError } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { IMAGE_TYPES } from "../image-file"
import { usePreviewUrl } from "../../../../lib/use-preview-url"

type ImageInputProps = {
  /** Posted under this name without scripts. */
  name: string
  label: string
  hint?: string
  previewAlt: string
  value: File | null
  onChange: (file: File | null) => void
  onBlur?: () => void
  error?: FieldError
  disabled?: boolean
}

/** A file chooser for one picture, with a preview of the chosen one; it empties when the form resets. */
export function ImageInput({ name, label, hint, previewAlt, value, onChange, onBlur, error, disabled }: ImageInputProps) {
  const input = useRef<HTMLInputElement>(null)
  const preview = usePreviewUrl(value && (IMAGE_TYPES as readonly string[]).includes(value.type) ? value : null)

  useEffect(() => {
    if (!value && input.current) input.current.value = ""
  }, [value])

  return (
    <div className="image-input">
      <Field label={label} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            name={name}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            disabled={disabled}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {hint && <p className="form-note">{hint}</p>}
      {preview && <img className="image-input__preview" src={preview} alt={previewAlt} />}
    </div>
  )
}
