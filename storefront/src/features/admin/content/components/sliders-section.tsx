import { shopPicture } from "../../../../lib/picture-sources"
import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { adminContentKeys, contentApi, useAdminSliders, useContentMutation } from "../api/content"
import { contentSchemas, type SliderFormValues, type SliderInput } from "../schemas"
import { ImageInput } from "./image-input"
import { AddButton, ContentSection, DeleteRowButton, RowLink } from "./content-section"

const key = adminContentKeys.sliders

/** The home page's slider: each picture with where it links; add and delete. */
export function SlidersSection() {
  const messages = useMessages()
  const t = messages.adminContent
  const sliders = useAdminSliders()
  const remove = useContentMutation(contentApi.deleteSlider, { key, success: messages.toasts.imageDeleted, toastErrors: true })
  return (
    <ContentSection title={t.sliders} form={<AddSliderForm />} query={sliders} loadingLabel={t.loading(t.slidersLoading)} empty={t.slidersEmpty}>
      {(items) => (
        <ul className="admin-list admin-sliders">
          {items.map((slider, index) => (
            <li key={slider.id} className="admin-row">
              <img className="admin-sliders__image" src={shopPicture(slider.image_url)} alt={t.sliderAlt(index + 1)} loading="lazy" />
              <RowLink url={slider.url} />
              <DeleteRowButton
                label={t.deleteSliderLabel(index + 1)}
                busy={remove.isPending && remove.variables === slider.id}
                onClick={() => remove.mutate(slider.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  )
}

function AddSliderForm() {
  const messages = useMessages()
  const t = messages.adminContent
  const add = useContentMutation(contentApi.addSlider, { key, success: messages.toasts.sliderImageAdded })
  const { register, control, handleSubmit, formState, reset } = useForm<SliderFormValues, unknown, SliderInput>({
    resolver: zodResolver(contentSchemas(messages).sliderSchema),
    defaultValues: { image: null, url: "" },
  })
  const onSubmit = handleSubmit((slider) => add.mutate(slider, { onSuccess: () => reset() }))
  return (
    <form className="form admin-inline-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageInput
            label={t.sliderImage}
            hint={messages.adminNews.imageHint}
            previewAlt={messages.adminNews.imagePreviewAlt}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
            disabled={add.isPending}
          />
        )}
      />
      <Field label={t.sliderUrl} registration={register("url")} error={formState.errors.url} disabled={add.isPending} placeholder={t.sliderUrlPlaceholder} />
      <p className="form-note">{t.urlHint}</p>
      <AddButton label={t.addSlider} mutation={add} />
    </form>
  )
}
