import { Button, Input, Text, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { type Offer, useUpdateOffer } from "../../hooks/api/offers"
import { fieldErrors, hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { FormField } from "../common/form-field"
import { DeleteButton, errorMessage } from "@chaka/kit/admin"

type OfferField = "name" | "url"
const { fields, errors: texts } = messages.offers

/** One offer card: its name and link, an Edit button that turns the row into a form, and Delete (confirmed). */
export const OfferRow = ({ offer, onDelete, deleting }: { offer: Offer; onDelete: () => void; deleting: boolean }) => {
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState({ name: offer.name, url: offer.url })
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({})
  const updateOffer = useUpdateOffer()

  const open = () => {
    setValues({ name: offer.name, url: offer.url })
    setErrors({})
    setEditing(true)
  }

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
      await updateOffer.mutateAsync({ id: offer.id, ...input })
      toast.success(messages.offers.updated)
      setEditing(false)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  if (!editing)
    return (
      <div className="flex items-center gap-x-4 px-6 py-3">
        <Text size="small" weight="plus" className="w-1/3 truncate">
          {offer.name}
        </Text>
        <Text size="small" className="text-ui-fg-subtle flex-1 truncate">
          {offer.url}
        </Text>
        <Button size="small" variant="transparent" aria-label={messages.offers.editLabel(offer.name)} onClick={open}>
          {messages.common.edit}
        </Button>
        <DeleteButton label={messages.offers.deleteLabel(offer.name)} disabled={deleting} onClick={onDelete} />
      </div>
    )

  const input = (field: OfferField) => (
    <FormField id={`offer-${offer.id}-${field}`} label={fields[field]} error={errors[field]}>
      <Input
        id={`offer-${offer.id}-${field}`}
        name={field}
        value={values[field]}
        aria-invalid={Boolean(errors[field]) || undefined}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      />
    </FormField>
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 items-start gap-4 px-6 py-4 md:grid-cols-[1fr_1fr_auto_auto]">
      {input("name")}
      {input("url")}
      <Button size="small" variant="secondary" type="button" className="md:mt-7" onClick={() => setEditing(false)}>
        {messages.common.cancel}
      </Button>
      <Button size="small" type="submit" className="md:mt-7" isLoading={updateOffer.isPending}>
        {messages.common.save}
      </Button>
    </form>
  )
}
