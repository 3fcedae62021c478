import { FormProvider } from "react-hook-form"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { useProductsRead } from "../api/products-read"
import { PRODUCT_INTENTS } from "../forms"
import { emptyProductForm } from "../schemas"
import { ProductFields, useProductForm, type ProductTexts } from "./product-form"

/**
 * /admin/add-product: every field required; posted with its pictures (multipart) to the route's
 * action, which uploads them and creates the product, with or without scripts. Empties after adding.
 */
export function AddProductForm() {
  const t = useMessages().adminProducts
  const productsRead = useProductsRead()
  const create = useAdminForm({
    intent: PRODUCT_INTENTS.create,
    onDone: () => {
      form.reset(emptyProductForm())
      productsRead()
    },
  })
  // A refused post without scripts comes back with the fields as they were sent.
  const posted = (create.answer?.error || create.answer?.fields ? create.answer.values : undefined) as ProductTexts | undefined
  const form = useProductForm({ required: true, defaultValues: { ...emptyProductForm(), ...posted } })
  const onSubmit = form.handleSubmit((values, event) => create.submit(event?.target as HTMLFormElement, { thumbnail: values.thumbnail, images: values.images }))

  return (
    <FormProvider {...form}>
      <form method="post" encType="multipart/form-data" className="form admin-product-form" onSubmit={onSubmit} noValidate aria-label={t.addTitle}>
        <input type="hidden" name={INTENT} value={PRODUCT_INTENTS.create} />
        <ProductFields disabled={create.pending} initial={posted} serverError={create.fieldError} />
        <button type="submit" className="button" disabled={create.pending}>
          {create.pending ? t.adding : t.add}
        </button>
        <AnswerNote answer={create.answer} />
      </form>
    </FormProvider>
  )
}
