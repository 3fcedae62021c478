import { useEffect, useRef } from "react"
import type { FieldError } from "react-hook-form"
import { Field } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { Avatar } from "../../../components/ui/avatar"
import { AVATAR_TYPES } from "../schemas"
import { usePreviewUrl } from "../../../lib/use-preview-url"

type AvatarInputProps = {
  name: string
  /** The file chooser's field name: the form posts the chosen picture under it. */
  inputName?: string
  currentUrl?: unknown
  value: File | null
  onChange: (file: File | null) => void
  error?: FieldError
}

/** The current picture (or initials), a file chooser, and a preview of the chosen picture. */
export function AvatarInput({ name, inputName, currentUrl, value, onChange, error }: AvatarInputProps) {
  const t = useMessages().profile
  const input = useRef<HTMLInputElement>(null)
  const preview = usePreviewUrl(value && (AVATAR_TYPES as readonly string[]).includes(value.type) ? value : null)

  // The form was reset (after a save): the chooser forgets its file too.
  useEffect(() => {
    if (!value && input.current) input.current.value = ""
  }, [value])

  return (
    <div className="avatar-input">
      {preview ? (
        <img className="avatar avatar-input__preview" src={preview} alt={t.avatarPreviewAlt} width={96} height={96} />
      ) : (
        <Avatar name={name} url={currentUrl} size={96} />
      )}
      <div className="avatar-input__controls">
        <Field label={t.avatar} error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              name={inputName}
              type="file"
              accept={AVATAR_TYPES.join(",")}
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <p className="form-note">{t.avatarHint}</p>
        {value && (
          <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
            {t.removeAvatar}
          </button>
        )}
      </div>
    </div>
  )
}
