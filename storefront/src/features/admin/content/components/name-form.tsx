import { zodResolver } from "@hookform/resolvers/zod"
import type { UseMutationResult } from "@tanstack/react-query"
import { useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { contentSchemas, type MenuInput } from "../schemas"
import { AddButton } from "./content-section"

type NameFormProps = {
  label: string
  submit: string
  mutation: UseMutationResult<unknown, Error, string>
  className?: string
}

/** One required name and an add button (a category menu, or a sub-menu of one); empties after adding. */
export function NameForm({ label, submit, mutation, className = "" }: NameFormProps) {
  const { menuSchema } = contentSchemas(useMessages())
  const { register, handleSubmit, formState, reset } = useForm<MenuInput>({ resolver: zodResolver(menuSchema), defaultValues: { name: "" } })
  const onSubmit = handleSubmit(({ name }) => mutation.mutate(name, { onSuccess: () => reset() }))
  return (
    <form className={`form admin-inline-form ${className}`} onSubmit={onSubmit} noValidate>
      <Field label={label} registration={register("name")} error={formState.errors.name} disabled={mutation.isPending} />
      <AddButton label={submit} mutation={mutation} />
    </form>
  )
}
