import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { adminContentKeys, useContentRead } from "../api/content"
import { contentSchemas, type MenuInput } from "../schemas"
import { AddButton } from "./content-section"

type NameFormProps = {
  label: string
  submit: string
  /** Which form: adding a menu, or a sub-menu of the menu `id`. */
  intent: string
  id?: string
  className?: string
}

/** One required name and an add button (a category menu, or a sub-menu of one), posted to the route's action; empties after adding. */
export function NameForm({ label, submit, intent, id, className = "" }: NameFormProps) {
  const { menuSchema } = contentSchemas(useMessages())
  const { register, handleSubmit, formState, reset } = useForm<MenuInput>({ resolver: zodResolver(menuSchema), defaultValues: { name: "" } })
  const menusRead = useContentRead(adminContentKeys.menus)
  const add = useAdminForm({
    intent,
    id,
    onDone: () => {
      reset()
      menusRead()
    },
  })
  const onSubmit = handleSubmit((_values, event) => add.submit(event?.target as HTMLFormElement))
  return (
    <form method="post" className={`form admin-inline-form ${className}`} onSubmit={onSubmit} noValidate>
      <input type="hidden" name={INTENT} value={intent} />
      {id && <input type="hidden" name={RECORD_ID} value={id} />}
      <Field
        label={label}
        defaultValue={add.answer?.values?.name}
        registration={register("name")}
        error={formState.errors.name ?? add.fieldError("name")}
        disabled={add.pending}
      />
      <AddButton label={submit} form={add} />
    </form>
  )
}
