import { Button, Input, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { type CreateOfferInput, useCreateOffer } from "../../hooks/api/offers"
import { fieldErrors, hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { FormField } from "../common/form-field"
import { errorMessage } from "@chaka/kit/admin"

type OfferField = keyof CreateOfferInput
const EMPTY: CreateOfferInput = { name: "", url: "" }
const { fields, errors: texts } = messages.offers

export const OfferForm = () => {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({})
  const createOffer = useCreateOffer()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = { name: values.name.trim(), url: values.url.trim() }
    const found = fieldErrors<OfferField>([
      ["name", input.name !== "", texts.nameRequired],
      ["url", input.url !== "", texts.urlRequired],
    ])
    setErrors(found)
    if (hasErrors(found)) return
    try {
      await createOffer.mutateAsync(input)
      toast.success(messages.offers.created)
      setValues(EMPTY)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  const input = (field: OfferField, placeholder: string) => (
    <FormField id={`offer-${field}`} label={fields[field]} error={errors[field]}>
      <Input
        id={`offer-${field}`}
        name={field}
        value={values[field]}
        placeholder={placeholder}
        aria-invalid={Boolean(errors[field]) || undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
    </FormField>
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-4 px-6 py-4 md:grid-cols-[1fr_1fr_auto]">
      {input("name", messages.offers.namePlaceholder)}
      {input("url", messages.offers.urlPlaceholder)}
      <Button size="small" type="submit" className="md:mt-7" isLoading={createOffer.isPending}>
        {messages.common.add}
      </Button>
    </form>
  )
}
