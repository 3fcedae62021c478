import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { Form, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import type { ProductReview } from "../api/product-reviews"
import { INTENT_FIELD, type ProductReviewAnswer } from "../api/product-review-form"
import { reviewSchema, type ReviewInput } from "../schemas"
import { StarInput } from "./star-input"

type Props = {
  /** The customer's review of this product, when they wrote one: the form edits it. */
  own?: ProductReview | null
  /** What the page's action answered a refused post. */
  answer?: ProductReviewAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * A product review (half-star rating and text), posted to the product page's action with or
 * without scripts (scripts check it first). With the customer's own review it edits that one.
 * Who may review is the backend's to say: its refusal shows under the form.
 */
export function ProductReviewForm({ own, answer, lost = false }: Props) {
  const messages = useMessages()
  const t = messages.reviews
  const p = messages.productReviews
  const submit = useSubmit()
  const navigation = useNavigation()
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
  const initial = { description: answer?.description ?? own?.description ?? "", rating: answer?.rating ?? own?.rating ?? 0 }
  const { register, control, handleSubmit, formState } = useForm<ReviewInput>({ resolver: zodResolver(reviewSchema(t)), defaultValues: initial })
  const descriptionError = formState.errors.description ?? (answer?.fields.description ? { type: "server", message: answer.fields.description } : undefined)
  const onSubmit = handleSubmit((_input, event) => void submit(event?.target as HTMLFormElement, { method: "post", preventScrollReset: true }))

  return (
    <Form className="form product-review-form" method="post" onSubmit={onSubmit} noValidate preventScrollReset>
      <h3>{own ? p.edit : p.write}</h3>
      {own?.hidden && <p className="product-review-form__note">{p.hiddenNote}</p>}
      <input type="hidden" name={INTENT_FIELD} value={own ? "edit" : "create"} />
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarInput name="rating" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
      />
      <Field label={t.description} error={descriptionError}>
        {(control) => <textarea rows={4} {...control} defaultValue={initial.description} {...register("description")} />}
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? p.saving : p.save}
      </button>
      <FormError message={lost ? messages.auth.networkError : answer?.error} />
    </Form>
  )
}
