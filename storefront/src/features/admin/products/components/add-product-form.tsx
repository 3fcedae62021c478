import { FormProvider } from "react-hook-form"
import { FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { useCreateProduct } from "../api/create-product"
import { emptyProductForm } from "../schemas"
import { ProductFields, useProductForm } from "./product-form"

/** /admin/add-product: every field required; the images are uploaded, then the product created. */
export function AddProductForm() {
  const t = useMessages().adminProducts
  const form = useProductForm({ required: true, defaultValues: emptyProductForm() })
  const create = useCreateProduct(() => form.reset(emptyProductForm()))
  const onSubmit = form.handleSubmit((values) => create.mutate(values))

  return (
    <FormProvider {...form}>
      <form className="form admin-product-form" onSubmit={onSubmit} noValidate aria-label={t.addTitle}>
        <ProductFields disabled={create.isPending} />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t.adding : t.add}
        </button>
        <FormError message={create.error ? errorMessage(create.error, t.networkError) : null} />
      </form>
    </FormProvider>
  )
}
