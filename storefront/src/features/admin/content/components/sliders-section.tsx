import { shopPicture } from "../../../../lib/picture-sources"
import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm, useRecordAnswer } from "../../use-admin-form"
import { adminContentKeys, useAdminSliders, useContentRead, type AdminSlider } from "../api/content"
import { CONTENT_INTENTS } from "../forms"
import { contentSchemas, type SliderFormValues, type SliderInput } from "../schemas"
import { ImageInput } from "./image-input"
import { AddButton, ContentSection, RemoveForm, RowLink } from "./content-section"
import { EditDetails } from "./edit-details"

const list = adminContentKeys.sliders
/** The move forms of every row share one fetcher: a move changes the whole list. */
const MOVES = "admin-content-moves"

/**
 * The home page's slider: each picture with where it links, in the order the home shows them;
 * add (a multipart post), move up or down, edit (link, banner text, a new picture) and delete
 * (confirmed), each a form posted to the route's action.
 */
export function SlidersSection() {
  const t = useMessages().adminContent
  const sliders = useAdminSliders()
  return (
    <ContentSection
      title={t.sliders}
      form={<AddSliderForm />}
      removals={[CONTENT_INTENTS.deleteSlider]}
      query={sliders}
      loadingLabel={t.loading(t.slidersLoading)}
      empty={t.slidersEmpty}
    >
      {(items) => (
        <ul className="admin-list admin-sliders">
          {items.map((slider, index) => (
            <li key={slider.id} className="admin-row">
              <img className="admin-sliders__image" src={shopPicture(slider.image_url)} alt={slider.title || t.sliderAlt(index + 1)} loading="lazy" />
              <RowLink url={slider.url} />
              <MoveForms slider={slider} n={index + 1} first={index === 0} last={index === items.length - 1} />
              <EditDetails label={t.editSliderLabel(index + 1)} intent={CONTENT_INTENTS.editSlider} id={slider.id}>
                <EditSliderForm slider={slider} />
              </EditDetails>
              <RemoveForm
                intent={CONTENT_INTENTS.deleteSlider}
                id={slider.id}
                list={list}
                label={t.deleteSliderLabel(index + 1)}
                confirm={t.confirmDeleteSlider(index + 1)}
              />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  )
}

/** A slide's Move up / Move down: one small form each (the direction is the button's value), none past either end. */
function MoveForms({ slider, n, first, last }: { slider: AdminSlider; n: number; first: boolean; last: boolean }) {
  const t = useMessages().adminContent
  const move = useAdminForm({ intent: CONTENT_INTENTS.moveSlider, id: slider.id, key: MOVES, onDone: useContentRead(list) })
  const answer = useRecordAnswer(MOVES, slider.id)
  const busy = move.fetcher.state !== "idle"
  return (
    <form
      method="post"
      className="admin-row__move"
      onSubmit={(event) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const body = new FormData(event.currentTarget)
        if (submitter?.name) body.set(submitter.name, submitter.value)
        void move.fetcher.submit(body, { method: "post" })
      }}
    >
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.moveSlider} />
      <input type="hidden" name={RECORD_ID} value={slider.id} />
      <button type="submit" name="direction" value="up" className="button button--ghost" aria-label={t.moveSliderUpLabel(n)} disabled={first || busy}>
        {t.moveUp}
      </button>
      <button type="submit" name="direction" value="down" className="button button--ghost" aria-label={t.moveSliderDownLabel(n)} disabled={last || busy}>
        {t.moveDown}
      </button>
      <AnswerNote answer={answer} />
    </form>
  )
}

/** A row's edit: link, banner text and an optional new picture (multipart then), posted to the route's action. */
function EditSliderForm({ slider }: { slider: AdminSlider }) {
  const messages = useMessages()
  const t = messages.adminContent
  const slidersRead = useContentRead(list)
  const save = useAdminForm({
    intent: CONTENT_INTENTS.editSlider,
    id: slider.id,
    onDone: slidersRead,
  })
  const posted = save.answer?.values
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="form admin-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.editSlider} />
      <input type="hidden" name={RECORD_ID} value={slider.id} />
      <Field label={t.sliderUrl} name="url" defaultValue={posted?.url ?? slider.url} error={save.fieldError("url")} disabled={save.pending} />
      <Field label={t.sliderTitle} name="title" defaultValue={posted?.title ?? slider.title ?? ""} error={save.fieldError("title")} disabled={save.pending} />
      <p className="form-note">{t.sliderTitleHint}</p>
      <Field label={t.sliderNewImage} error={save.fieldError("image")}>
        {(control) => <input {...control} name="image" type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={save.pending} />}
      </Field>
      <p className="form-note">{t.sliderNewImageHint}</p>
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.saving : t.save}
      </button>
      <AnswerNote answer={save.answer} />
    </form>
  )
}

function AddSliderForm() {
  const messages = useMessages()
  const t = messages.adminContent
  const { register, control, handleSubmit, formState, reset } = useForm<SliderFormValues, unknown, SliderInput>({
    resolver: zodResolver(contentSchemas(messages).sliderSchema),
    defaultValues: { image: null, url: "" },
  })
  const slidersRead = useContentRead(list)
  const add = useAdminForm({
    intent: CONTENT_INTENTS.addSlider,
    onDone: () => {
      reset()
      slidersRead()
    },
  })
  const onSubmit = handleSubmit((slider, event) => add.submit(event?.target as HTMLFormElement, { image: slider.image }))
  return (
    <form method="post" encType="multipart/form-data" className="form admin-inline-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.addSlider} />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageInput
            name="image"
            label={t.sliderImage}
            hint={messages.adminNews.imageHint}
            previewAlt={messages.adminNews.imagePreviewAlt}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error ?? add.fieldError("image")}
            disabled={add.pending}
          />
        )}
      />
      <Field
        label={t.sliderUrl}
        defaultValue={add.answer?.values?.url}
        registration={register("url")}
        error={formState.errors.url ?? add.fieldError("url")}
        disabled={add.pending}
        placeholder={t.sliderUrlPlaceholder}
      />
      <p className="form-note">{t.urlHint}</p>
      <AddButton label={t.addSlider} form={add} />
    </form>
  )
}
