import { zodResolver } from "@hookform/resolvers/zod"
import type { HttpTypes } from "@medusajs/types"
import { Controller, FormProvider, useForm } from "react-hook-form"
import { Form, useNavigation, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { addressFromCustomer } from "../../session/address/address"
import { AddressPickers } from "../../session/components/address-pickers"
import { displayName } from "../../session/names"
import type { ProfileAnswer } from "../api/update-profile.server"
import { smsNotificationsOf } from "../sms-notifications"
import { profileSchema, type ProfileInput } from "../schemas"
import { AvatarInput } from "./avatar-input"

/** The form's values for a customer as saved. */
export const profileValuesOf = (customer: HttpTypes.StoreCustomer): ProfileInput => ({
  ...addressFromCustomer(customer),
  name: displayName(customer),
  avatar: null,
  smsNotifications: smsNotificationsOf(customer),
})

type Props = {
  customer: HttpTypes.StoreCustomer
  /** What the page's action answered a refused post: each field's error, the backend's reason, what was typed. */
  answer?: ProfileAnswer
  /** The last post's answer never came (the page's script caught it). */
  lost?: boolean
}

/**
 * Name, phone, shipping address (division → district → police station pickers, then road or
 * village), a new picture and whether to get SMS about orders, each saved only when changed (a
 * new picture alone is saved without an address). The email is shown but not editable. Posted to
 * the page's action (routes/my-account/update-profile.tsx) with or without scripts; scripts check
 * it first.
 */
export function UpdateProfileForm({ customer, answer, lost = false }: Props) {
  const messages = useMessages()
  const t = messages.profile
  const a = messages.address
  const name = displayName(customer) || customer.email || customer.phone || ""
  // A refused post's fields as typed, else the saved profile; also written into the HTML, so the
  // form shows them before (and without) scripts.
  const initial = { ...profileValuesOf(customer), ...answer?.values }
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema(messages)), defaultValues: initial })
  const { register, control, handleSubmit, formState } = form
  const submit = useSubmit()
  const navigation = useNavigation()
  const saving = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
  const fieldError = (field: keyof ProfileInput) =>
    formState.errors[field] ?? (answer?.fields[field] ? { type: "server", message: answer.fields[field] } : undefined)
  // Checked here first, then the same post a browser without scripts sends, with the picture checked.
  const onSubmit = handleSubmit((input, event) => {
    const body = new FormData(event?.target as HTMLFormElement)
    body.delete("avatar")
    if (input.avatar) body.set("avatar", input.avatar, input.avatar.name)
    void submit(body, { method: "post", encType: "multipart/form-data" })
  })

  return (
    <FormProvider {...form}>
      <Form className="form account-form" method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="avatar"
          render={({ field }) => (
            <AvatarInput
              name={name}
              inputName="avatar"
              currentUrl={customer.metadata?.avatar_url}
              value={field.value}
              onChange={field.onChange}
              error={fieldError("avatar")}
            />
          )}
        />
        <Field label={t.name} autoComplete="name" registration={register("name")} defaultValue={initial.name} error={fieldError("name")} />
        {customer.email && (
          <div className="account-form__readonly">
            <Field label={t.email} type="email" value={customer.email} readOnly />
            <p className="form-note">{t.readOnlyNote}</p>
          </div>
        )}
        <p className="form-note">{t.separateNote}</p>
        <Field
          label={a.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          registration={register("phone")}
          defaultValue={initial.phone}
          error={fieldError("phone")}
        />
        <AddressPickers disabled={saving} errors={answer?.fields} />
        <Field label={a.road} autoComplete="address-line1" registration={register("road")} defaultValue={initial.road} error={fieldError("road")} />
        <div className="checkbox">
          <input
            id="sms-notifications"
            type="checkbox"
            aria-describedby="sms-notifications-hint"
            defaultChecked={initial.smsNotifications}
            {...register("smsNotifications")}
            disabled={saving}
          />
          <label htmlFor="sms-notifications">{t.sms}</label>
          <p id="sms-notifications-hint" className="form-note">
            {t.smsHint}
          </p>
        </div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
        <FormError message={lost ? messages.auth.networkError : answer?.error} />
      </Form>
    </FormProvider>
  )
}
