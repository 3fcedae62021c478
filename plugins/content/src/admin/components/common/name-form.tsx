import { Button, Input, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { FormField } from "./form-field"
import { errorMessage } from "@chaka/kit/admin"
import { messages } from "../../lib/messages"

type NameFormProps = {
  id: string
  label: string
  placeholder: string
  submitText: string
  requiredMessage: string
  successMessage: string
  isPending: boolean
  create: (name: string) => Promise<unknown>
}

/** A one-field form that adds something by name, then clears itself. */
export const NameForm = (props: NameFormProps) => {
  const { id, label, placeholder, submitText, requiredMessage, successMessage, isPending, create } = props
  const [name, setName] = useState("")
  const [error, setError] = useState<string>()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = name.trim()
    setError(value ? undefined : requiredMessage)
    if (!value) return
    try {
      await create(value)
      toast.success(successMessage)
      setName("")
    } catch (caught) {
      toast.error(errorMessage(caught, messages.common))
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-x-2">
      <FormField id={id} label={label} error={error} className="flex flex-1 flex-col gap-y-2">
        <Input
          id={id}
          name={id}
          size="small"
          value={name}
          placeholder={placeholder}
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Button size="small" variant="secondary" type="submit" className="mt-7" isLoading={isPending}>
        {submitText}
      </Button>
    </form>
  )
}
