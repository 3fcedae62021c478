import { ArrowDownMini, ArrowUpMini } from "@medusajs/icons"
import { Button, IconButton, Input, Text, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { type Slider, useUpdateSlider } from "../../hooks/api/sliders"
import { fieldErrors, hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { FormField } from "../common/form-field"
import { ImageInput } from "../common/image-input"
import { Thumbnail } from "../common/thumbnail"
import { DeleteButton, errorMessage } from "@chaka/kit/admin"

type RowProps = {
  slider: Slider
  /** Moves it a place up (-1) or down (+1); absent at that end of the list. */
  onMove: { up?: () => void; down?: () => void }
  moving: boolean
  onDelete: () => void
  deleting: boolean
}
const { fields, errors: texts } = messages.sliders

/** One slide: its picture and link, buttons to move it, Edit (link, banner text, a new picture) and Delete (confirmed). */
export const SliderRow = ({ slider, onMove, moving, onDelete, deleting }: RowProps) => {
  const [editing, setEditing] = useState(false)
  const [url, setUrl] = useState(slider.url)
  const [title, setTitle] = useState(slider.title ?? "")
  const [image, setImage] = useState<File | null>(null)
  const [errors, setErrors] = useState<Partial<Record<"url", string>>>({})
  const updateSlider = useUpdateSlider()
  const id = `slider-${slider.id}`

  const open = () => {
    setUrl(slider.url)
    setTitle(slider.title ?? "")
    setImage(null)
    setErrors({})
    setEditing(true)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = fieldErrors<"url">([["url", url.trim() !== "", texts.urlRequired]])
    setErrors(found)
    if (hasErrors(found)) return
    try {
      await updateSlider.mutateAsync({ id: slider.id, url: url.trim(), title: title.trim(), image })
      toast.success(messages.sliders.updated)
      setEditing(false)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  if (!editing)
    return (
      <div className="flex items-center gap-x-4 px-6 py-3">
        <div className="flex flex-col gap-y-1">
          <IconButton size="small" variant="transparent" aria-label={messages.sliders.moveUp(slider.url)} disabled={!onMove.up || moving} onClick={onMove.up}>
            <ArrowUpMini />
          </IconButton>
          <IconButton
            size="small"
            variant="transparent"
            aria-label={messages.sliders.moveDown(slider.url)}
            disabled={!onMove.down || moving}
            onClick={onMove.down}
          >
            <ArrowDownMini />
          </IconButton>
        </div>
        <Thumbnail src={slider.image_url} alt={slider.title ?? slider.url} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Text size="small" className="truncate">
            {slider.url}
          </Text>
          {slider.title && (
            <Text size="small" className="text-ui-fg-subtle truncate">
              {slider.title}
            </Text>
          )}
        </div>
        <Button size="small" variant="transparent" aria-label={messages.sliders.editLabel(slider.url)} onClick={open}>
          {messages.common.edit}
        </Button>
        <DeleteButton label={messages.sliders.deleteLabel(slider.url)} disabled={deleting} onClick={onDelete} />
      </div>
    )

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-4 px-6 py-4 md:grid-cols-2">
      <FormField id={`${id}-url`} label={fields.url} error={errors.url}>
        <Input id={`${id}-url`} name="url" value={url} aria-invalid={Boolean(errors.url) || undefined} onChange={(event) => setUrl(event.target.value)} />
      </FormField>
      <FormField id={`${id}-title`} label={fields.title}>
        <Input id={`${id}-title`} name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField id={`${id}-image`} label={fields.newImage} hint={messages.news.imageKept}>
        <ImageInput id={`${id}-image`} onChange={setImage} />
      </FormField>
      <div className="flex items-end justify-end gap-x-2 md:mt-7">
        <Button size="small" variant="secondary" type="button" onClick={() => setEditing(false)}>
          {messages.common.cancel}
        </Button>
        <Button size="small" type="submit" isLoading={updateSlider.isPending}>
          {messages.common.save}
        </Button>
      </div>
    </form>
  )
}
