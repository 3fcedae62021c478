import { shopPicture } from "../../../../lib/picture-sources"
import { useEffect, useRef, useState } from "react"
import { Controller, useFormContext } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { IMAGE_TYPES } from "../api/types"
import type { ProductFormValues } from "../schemas"

type ImagePickerProps = {
  name: "thumbnail" | "images"
  label: string
  multiple?: boolean
  disabled: boolean
  /** The images the product has now (update form), and their alt texts. */
  current?: string[]
  currentAlt?: (n: number) => string
  /** The route action's refusal of these files (too large, not a picture). */
  serverError?: { type: string; message: string }
}

/** A file chooser for the main image (one file) or the gallery (several), with previews. */
export function ImagePicker({ name, label, multiple = false, disabled, current, currentAlt = () => "", serverError }: ImagePickerProps) {
  const t = useMessages().adminProducts
  const { control } = useFormContext<ProductFormValues>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const files = (multiple ? field.value : field.value ? [field.value] : []) as File[]
        return (
          <div className="image-picker">
            <Field label={label} error={fieldState.error ?? serverError}>
              {(controlProps) => (
                <FileInput
                  {...controlProps}
                  name={name}
                  multiple={multiple}
                  disabled={disabled}
                  empty={files.length === 0}
                  onFiles={(chosen) => field.onChange(multiple ? chosen : (chosen[0] ?? null))}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
            <p className="form-note">{current?.length ? `${t.imageHint}. ${t.newImagesNote}` : t.imageHint}</p>
            {files.length > 0 ? (
              <Previews files={files} />
            ) : current?.length ? (
              <ul className="image-picker__previews" aria-label={`${t.currentImages}: ${label}`}>
                {current.map((url, index) => (
                  <li key={url}>
                    <img src={shopPicture(url)} alt={currentAlt(index + 1)} width={72} height={72} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )
      }}
    />
  )
}

type FileInputProps = {
  id: string
  /** Posted under this name without scripts (the action reads `thumbnail` and `images`). */
  name: string
  "aria-invalid": boolean
  "aria-describedby"?: string
  multiple: boolean
  disabled: boolean
  empty: boolean
  onFiles: (files: File[]) => void
  onBlur: () => void
}

function FileInput({ empty, onFiles, ...props }: FileInputProps) {
  const input = useRef<HTMLInputElement>(null)
  // The form was reset (after adding): the chooser forgets its files too.
  useEffect(() => {
    if (empty && input.current) input.current.value = ""
  }, [empty])
  return <input {...props} ref={input} type="file" accept={IMAGE_TYPES.join(",")} onChange={(event) => onFiles(Array.from(event.target.files ?? []))} />
}

function Previews({ files }: { files: File[] }) {
  const t = useMessages().adminProducts
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    if (typeof URL.createObjectURL !== "function") return setUrls([])
    const next = files.map((file) => URL.createObjectURL(file))
    setUrls(next)
    return () => next.forEach((url) => URL.revokeObjectURL(url))
  }, [files])
  return (
    <ul className="image-picker__previews">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`}>
          {urls[index] ? <img src={urls[index]} alt={t.previewAlt(file.name)} width={72} height={72} /> : <span>{file.name}</span>}
        </li>
      ))}
    </ul>
  )
}
