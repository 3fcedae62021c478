import { shopPicture } from "../../../../lib/picture-sources"
import { zodResolver } from "@hookform/resolvers/zod"
import { useId } from "react"
import { Controller, useForm } from "react-hook-form"
import { Field, FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { messages } from "../../../../messages"
import { adminContentKeys, contentApi, useAdminSliders, useContentMutation } from "../api/content"
import { sliderSchema, type SliderFormValues, type SliderInput } from "../schemas"
import { ImageInput } from "./image-input"
import { ListState } from "./list-state"

const t = messages.adminContent
const key = adminContentKeys.sliders

/** The home page's slider: each picture with where it links; add and delete. */
export function SlidersSection() {
  const headingId = useId()
  const sliders = useAdminSliders()
  const remove = useContentMutation(contentApi.deleteSlider, { key, success: messages.toasts.imageDeleted, toastErrors: true })
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.sliders}</h2>
      <AddSliderForm />
      <ListState query={sliders} loadingLabel={t.loading(t.slidersLoading)} empty={t.slidersEmpty}>
        {(items) => (
          <ul className="admin-list admin-sliders">
            {items.map((slider, index) => (
              <li key={slider.id} className="admin-row">
                <img className="admin-sliders__image" src={shopPicture(slider.image_url)} alt={t.sliderAlt(index + 1)} loading="lazy" />
                <span className="admin-row__url">
                  {t.links} <a href={slider.url}>{slider.url}</a>
                </span>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t.deleteSliderLabel(index + 1)}
                  disabled={remove.isPending && remove.variables === slider.id}
                  onClick={() => remove.mutate(slider.id)}
                >
                  {t.delete}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  )
}

function AddSliderForm() {
  const add = useContentMutation(contentApi.addSlider, { key, success: messages.toasts.sliderImageAdded })
  const { register, control, handleSubmit, formState, reset } = useForm<SliderFormValues, unknown, SliderInput>({
    resolver: zodResolver(sliderSchema),
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
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? t.adding : t.addSlider}
      </button>
      <FormError message={add.error ? errorMessage(add.error, messages.auth.networkError) : null} />
    </form>
  )
}
