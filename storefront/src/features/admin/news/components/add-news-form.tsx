import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { ImageInput } from "../../content/components/image-input"
import { INTENT } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { useNewsRead } from "../api/create-news"
import { ADD_NEWS } from "../forms"
import { newsSchema, today, type NewsFormValues, type NewsInput } from "../schemas"

const emptyForm = (): NewsFormValues => ({ image: null, title: "", description: "", date: today() })

/**
 * /admin/add-news: picture, title, description and a date (today unless changed), posted with the
 * picture (multipart) to the route's action, with or without scripts; empties after adding.
 */
export function AddNewsForm() {
  const messages = useMessages()
  const t = messages.adminNews
  const { register, control, handleSubmit, formState, reset } = useForm<NewsFormValues, unknown, NewsInput>({
    resolver: zodResolver(newsSchema(messages)),
    defaultValues: emptyForm(),
  })
  const newsRead = useNewsRead()
  const create = useAdminForm({
    intent: ADD_NEWS,
    onDone: () => {
      reset(emptyForm())
      newsRead()
    },
  })
  const onSubmit = handleSubmit((news, event) => create.submit(event?.target as HTMLFormElement, { image: news.image }))
  const busy = create.pending
  const posted = create.answer?.values
  const initial = { ...emptyForm(), ...posted }

  return (
    <form method="post" encType="multipart/form-data" className="form admin-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name={INTENT} value={ADD_NEWS} />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageInput
            name="image"
            label={t.image}
            hint={t.imageHint}
            previewAlt={t.imagePreviewAlt}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error ?? create.fieldError("image")}
            disabled={busy}
          />
        )}
      />
      <Field
        label={t.newsTitle}
        defaultValue={initial.title}
        registration={register("title")}
        error={formState.errors.title ?? create.fieldError("title")}
        disabled={busy}
      />
      <Field label={t.description} error={formState.errors.description ?? create.fieldError("description")}>
        {(control) => <textarea {...control} {...register("description")} defaultValue={initial.description} rows={6} disabled={busy} />}
      </Field>
      <Field
        label={t.date}
        type="date"
        defaultValue={initial.date}
        registration={register("date")}
        error={formState.errors.date ?? create.fieldError("date")}
        disabled={busy}
      />
      <p className="form-note">{t.dateHint}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
      <AnswerNote answer={create.answer} />
    </form>
  )
}
