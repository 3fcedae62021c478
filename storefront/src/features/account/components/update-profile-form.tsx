import { zodResolver } from "@hookform/resolvers/zod"
import type { HttpTypes } from "@medusajs/types"
import { Controller, FormProvider, useForm } from "react-hook-form"
import { Field, FormError } from "../../../components/form/field"
import { errorMessage } from "../../../lib/errors"
import { useMessages } from "../../../i18n"
import { addressFromCustomer } from "../../../lib/address/address"
import { AddressPickers } from "../../../components/address/address-pickers"
import { displayName } from "../../../lib/names"
import { smsNotificationsOf, useUpdateProfile } from "../api/update-profile"
import { profileSchema, type ProfileInput } from "../schemas"
import { AvatarInput } from "./avatar-input"

const valuesFrom = (customer: HttpTypes.StoreCustomer): ProfileInput => ({
  ...addressFromCustomer(customer),
  name: displayName(customer),
  avatar: null,
  smsNotifications: smsNotificationsOf(customer),
})

/**
 * Name, phone, shipping address (division → district → police station pickers, then road or
 * village), a new picture and whether to get SMS about orders, each saved only when changed (a
 * new picture alone is saved without an address). The email is shown but not editable.
 */
export function UpdateProfileForm({ customer }: { customer: HttpTypes.StoreCustomer }) {
  const messages = useMessages()
  const t = messages.profile
  const a = messages.address
  const name = displayName(customer) || customer.email
  const form = useForm<ProfileInput>({ resolver: zodResolver(profileSchema(messages)), defaultValues: valuesFrom(customer) })
  const { register, control, handleSubmit, formState } = form
  const update = useUpdateProfile(customer, (fresh) => form.reset(valuesFrom(fresh)))
  const onSubmit = handleSubmit((input) => update.mutate(input))

  return (
    <FormProvider {...form}>
      <form className="form account-form" onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="avatar"
          render={({ field, fieldState }) => (
            <AvatarInput name={name} currentUrl={customer.metadata?.avatar_url} value={field.value} onChange={field.onChange} error={fieldState.error} />
          )}
        />
        <Field label={t.name} autoComplete="name" registration={register("name")} error={formState.errors.name} />
        <div className="account-form__readonly">
          <Field label={t.email} type="email" value={customer.email} readOnly />
          <p className="form-note">{t.readOnlyNote}</p>
        </div>
        <p className="form-note">{t.separateNote}</p>
        <Field label={a.phone} type="tel" inputMode="tel" autoComplete="tel" registration={register("phone")} error={formState.errors.phone} />
        <AddressPickers disabled={update.isPending} />
        <Field label={a.road} autoComplete="address-line1" registration={register("road")} error={formState.errors.road} />
        <div className="checkbox">
          <input
            id="sms-notifications"
            type="checkbox"
            aria-describedby="sms-notifications-hint"
            {...register("smsNotifications")}
            disabled={update.isPending}
          />
          <label htmlFor="sms-notifications">{t.sms}</label>
          <p id="sms-notifications-hint" className="form-note">
            {t.smsHint}
          </p>
        </div>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </button>
        <FormError message={update.error ? errorMessage(update.error, messages.auth.networkError) : null} />
      </form>
    </FormProvider>
  )
}
