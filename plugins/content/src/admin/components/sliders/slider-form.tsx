import { Button, Input, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { useCreateSlider } from "../../hooks/api/sliders"
import { fieldErrors, hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { FormField } from "../common/form-field"
import { ImageInput } from "../common/image-input"
import { errorMessage } from "@chaka/kit/admin"

type SliderErrors = Partial<Record<"image" | "url", string>>
const { fields, errors: texts } = messages.sliders

export const SliderForm = () => {
  const [image, setImage] = useState<File | null>(null)
  const [url, setUrl] = useState("")
  const [errors, setErrors] = useState<SliderErrors>({})
  // A file input can only be cleared by remounting it.
  const [imageKey, setImageKey] = useState(0)
  const createSlider = useCreateSlider()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = fieldErrors<"image" | "url">([
      ["image", image !== null, texts.imageRequired],
      ["url", url.trim() !== "", texts.urlRequired],
    ])
    setErrors(found)
    if (hasErrors(found) || !image) return
    try {
      await createSlider.mutateAsync({ image, url: url.trim() })
      toast.success(messages.sliders.created)
      setImage(null)
      setUrl("")
      setImageKey((key) => key + 1)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-4 px-6 py-4 md:grid-cols-[1fr_1fr_auto]">
      <FormField id="slider-image" label={fields.image} error={errors.image} hint={messages.common.fileHint}>
        <ImageInput key={imageKey} id="slider-image" invalid={Boolean(errors.image)} onChange={setImage} />
      </FormField>
      <FormField id="slider-url" label={fields.url} error={errors.url}>
        <Input
          id="slider-url"
          name="url"
          value={url}
          placeholder={messages.sliders.urlPlaceholder}
          aria-invalid={Boolean(errors.url) || undefined}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <Button size="small" type="submit" className="md:mt-7" isLoading={createSlider.isPending}>
        {messages.common.add}
      </Button>
    </form>
  )
}
