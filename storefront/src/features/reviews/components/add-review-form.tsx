import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import { useNavigate } from "react-router"
import { toast } from "../../../lib/toast"
import { Field, FormError } from "../../../components/form/field"
import { paths } from "../../../config/paths"
import { errorMessage } from "../../../lib/errors"
import { useMessages } from "../../../i18n"
import { useAddReview } from "../api/add-review"
import { reviewSchema, type ReviewInput } from "../schemas"
import { StarInput } from "./star-input"

/** A review (description and a half-star rating); afterwards the customer sees their reviews. */
export function AddReviewForm() {
  const messages = useMessages()
  const t = messages.reviews
  const navigate = useNavigate()
  const addReview = useAddReview()
  const { register, control, handleSubmit, formState } = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema(t)),
    defaultValues: { description: "", rating: 0 },
  })

  const onSubmit = handleSubmit((input) =>
    addReview.mutate(input, {
      onSuccess: () => {
        toast.success(messages.toasts.reviewAdded)
        navigate(paths.account.reviews())
      },
    })
  )

  return (
    <form className="form account-form" onSubmit={onSubmit} noValidate>
      <Field label={t.description} error={formState.errors.description}>
        {(control) => <textarea rows={5} {...control} {...register("description")} />}
      </Field>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
      />
      <button type="submit" className="button" disabled={addReview.isPending}>
        {addReview.isPending ? t.submitting : t.submit}
      </button>
      <FormError message={addReview.error ? errorMessage(addReview.error, messages.auth.networkError) : null} />
    </form>
  )
}
