import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { Field, FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { useMessages } from "../../../../i18n"
import { useMakeAdmin } from "../api/make-admin"
import { makeAdminSchema, type MakeAdminInput } from "../schemas"

/** /admin/make-admin: a customer's email; the server's refusal (say, no such customer) shows under the form. */
export function MakeAdminForm() {
  const messages = useMessages()
  const t = messages.adminMakeAdmin
  const grant = useMakeAdmin()
  const { register, handleSubmit, formState, reset } = useForm<MakeAdminInput>({
    resolver: zodResolver(makeAdminSchema(messages)),
    defaultValues: { email: "" },
  })
  const onSubmit = handleSubmit(({ email }) => grant.mutate(email, { onSuccess: () => reset() }))
  return (
    <form className="form admin-form" onSubmit={onSubmit} noValidate>
      <Field label={t.email} type="email" autoComplete="off" registration={register("email")} error={formState.errors.email} disabled={grant.isPending} />
      <button type="submit" className="button" disabled={grant.isPending}>
        {grant.isPending ? t.submitting : t.submit}
      </button>
      <FormError message={grant.error ? errorMessage(grant.error, messages.auth.networkError) : null} />
    </form>
  )
}
