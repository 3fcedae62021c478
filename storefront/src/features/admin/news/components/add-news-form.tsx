import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Field, FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { ImageInput } from "../../content/components/image-input"
import { useCreateNews } from "../api/create-news"
import { newsSchema, today, type NewsFormValues, type NewsInput } from "../schemas"

const emptyForm = (): NewsFormValues => ({ image: null, title: "", description: "", date: today() })

/** /admin/add-news: picture, title, description and a date (today unless changed); empties after adding. */
export function AddNewsForm() {
  const messages = useMessages()
  const t = messages.adminNews
  const create = useCreateNews()
  const { register, control, handleSubmit, formState, reset } = useForm<NewsFormValues, unknown, NewsInput>({
    resolver: zodResolver(newsSchema(messages)),
    defaultValues: emptyForm(),
  })
  const onSubmit = handleSubmit((news) => create.mutate(news, { onSuccess: () => reset(emptyForm()) }))
  const busy = create.isPending

  return (
    <form className="form admin-form" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageInput
            label={t.image}
            hint={t.imageHint}
            previewAlt={t.imagePreviewAlt}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
            disabled={busy}
          />
        )}
      />
      <Field label={t.newsTitle} registration={register("title")} error={formState.errors.title} disabled={busy} />
      <Field label={t.description} error={formState.errors.description}>
        {(control) => <textarea {...control} {...register("description")} rows={6} disabled={busy} />}
      </Field>
      <Field label={t.date} type="date" registration={register("date")} error={formState.errors.date} disabled={busy} />
      <p className="form-note">{t.dateHint}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
      <FormError message={create.error ? errorMessage(create.error, messages.auth.networkError) : null} />
    </form>
  )
}
