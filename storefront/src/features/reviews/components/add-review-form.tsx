import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Form, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import type { ReviewAnswer } from "../api/add-review.server"
import { reviewSchema, type ReviewInput } from "../schemas"
import { StarInput } from "./star-input"

type Props = {
  /** What the page's action answered a refused post: the text as typed, its error, or the backend's reason. */
  answer?: ReviewAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * A review (description and a half-star rating), posted to the page's action
 * (routes/my-account/add-review.tsx) with or without scripts (scripts check it first); afterwards
 * the customer sees their reviews.
 */
export function AddReviewForm({ answer, lost = false }: Props) {
  const messages = useMessages()
  const t = messages.reviews
  const submit = useSubmit()
  const navigation = useNavigation()
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
  const initial = { description: answer?.description ?? "", rating: answer?.rating ?? 0 }
  const { register, control, handleSubmit, formState } = useForm<ReviewInput>({ resolver: zodResolver(reviewSchema(t)), defaultValues: initial })
  const descriptionError = formState.errors.description ?? (answer?.fields.description ? { type: "server", message: answer.fields.description } : undefined)
  // Checked here first, then the same post a browser without scripts sends.
  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post" }))

  return (
    <Form className="form account-form" method="post" onSubmit={onSubmit} noValidate>
      <Field label={t.description} error={descriptionError}>
        {(control) => <textarea rows={5} {...control} defaultValue={initial.description} {...register("description")} />}
      </Field>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarInput name="rating" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.submitting : t.submit}
      </button>
      <FormError message={lost ? messages.auth.networkError : answer?.error} />
    </Form>
  )
}
