import { zodResolver } from "@hookform/resolvers/zod"
import type { HttpTypes } from "@medusajs/types"
import { useState, type ReactNode } from "react"
import { FormProvider, useForm, useWatch } from "react-hook-form"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { addressFromCustomer, isCompleteAddress } from "../../../lib/address/address"
import { AddressPickers } from "../../../components/address/address-pickers"
import { emptyAddress, type AddressInput } from "../../../lib/address/schemas"
import { displayName } from "../../../lib/names"
import { checkoutSchema, type CheckoutInput } from "../schemas"
import type { PaymentMethodId } from "../api/payment-methods"
import { PaymentMethods, type PayWith } from "./payment-methods"

const ADDRESS_KEYS = Object.keys(emptyAddress) as (keyof AddressInput)[]
const addressOf = (values: CheckoutInput): AddressInput => ({
  division: values.division,
  district: values.district,
  thana: values.thana,
  road: values.road,
  phone: values.phone,
})

/** Saving the profile's own address back to it would change nothing. */
const saveOf = (values: CheckoutInput) => values.saveToProfile && !values.sameAsBilling

type Props = {
  customer: HttpTypes.StoreCustomer
  placing: boolean
  /** The request in flight is opening bKash (the button says so), not placing a cash order. */
  sending?: PayWith | null
  /** What the server said when placing failed, or why bKash sent the shopper back. */
  error: string | null
  /** What the payment step offers besides cash on delivery (bKash when the shop takes it). */
  offered?: readonly PaymentMethodId[]
  /** `saveToProfile`: the shopper asked to keep this address in their profile. */
  onPlace: (address: AddressInput, saveToProfile: boolean, payWith: PayWith) => void
  /** The delivery estimate for the chosen district (the route passes features/delivery's). */
  deliveryNote?: (district: string) => ReactNode
  /** Links to the terms and the returns policy, under the button. */
  policyNote?: ReactNode
}

/**
 * The shipping form: name and email locked, the address required (or copied from the profile
 * with 'Same as billing address'), then cash on delivery at once or the payment step (cash on
 * delivery, or bKash when the shop takes it).
 */
export function CheckoutForm({ customer, placing, sending = null, error, offered = ["cod"], onPlace, deliveryNote, policyNote }: Props) {
  const messages = useMessages()
  const t = messages.checkout
  const a = messages.address
  const profile = addressFromCustomer(customer)
  const profileComplete = isCompleteAddress(profile)
  const form = useForm<CheckoutInput>({
    resolver: zodResolver(checkoutSchema(messages)),
    // Offered ticked to a customer whose profile has no address yet.
    defaultValues: { ...emptyAddress, sameAsBilling: false, cashOnDelivery: false, saveToProfile: !profileComplete },
  })
  const { register, handleSubmit, setValue, getValues, formState } = form
  const [sameAsBilling, cashOnDelivery, district] = useWatch({ control: form.control, name: ["sameAsBilling", "cashOnDelivery", "district"] })
  const [choosingPayment, setChoosingPayment] = useState(false)
  const locked = sameAsBilling || placing

  const sameAsBillingField = register("sameAsBilling", {
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) return
      for (const key of ADDRESS_KEYS) setValue(key, profile[key], { shouldValidate: formState.isSubmitted, shouldDirty: true })
    },
  })

  const onSubmit = handleSubmit((values) => (values.cashOnDelivery ? onPlace(addressOf(values), saveOf(values), "cod") : setChoosingPayment(true)))

  return (
    <FormProvider {...form}>
      <form className="form checkout-form" onSubmit={onSubmit} noValidate aria-labelledby="shipping-title">
        <h2 id="shipping-title">{t.shippingTitle}</h2>
        <Field label={t.name} value={displayName(customer)} disabled readOnly />
        <Field label={t.email} type="email" value={customer.email} disabled readOnly />

        <div className="checkbox">
          <input
            id="same-as-billing"
            type="checkbox"
            {...sameAsBillingField}
            disabled={!profileComplete || placing}
            aria-describedby={profileComplete ? undefined : "same-as-billing-hint"}
          />
          <label htmlFor="same-as-billing">{t.sameAsBilling}</label>
          {!profileComplete && (
            <p id="same-as-billing-hint" className="form-note">
              {t.sameAsBillingHint}
            </p>
          )}
        </div>

        <AddressPickers disabled={locked} />
        <Field label={a.road} autoComplete="address-line1" registration={register("road")} error={formState.errors.road} disabled={locked} />
        <Field
          label={a.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={messages.address.phonePlaceholder}
          registration={register("phone")}
          error={formState.errors.phone}
          disabled={locked}
        />

        {!sameAsBilling && (
          <div className="checkbox">
            <input id="save-to-profile" type="checkbox" {...register("saveToProfile")} disabled={placing} />
            <label htmlFor="save-to-profile">{t.saveToProfile}</label>
          </div>
        )}

        {district && deliveryNote?.(district)}

        <div className="checkbox">
          <input id="cash-on-delivery" type="checkbox" {...register("cashOnDelivery")} disabled={placing} />
          <label htmlFor="cash-on-delivery">{t.cod}</label>
        </div>

        <button type="submit" className="button button--block" disabled={placing}>
          {placing ? (sending === "bkash" ? messages.bkash.sending : t.placing) : cashOnDelivery ? t.placeOrder : t.proceedToPay}
        </button>
        <FormError message={error} />
        {policyNote}
      </form>
      {choosingPayment && (
        <PaymentMethods
          offered={offered}
          placing={placing}
          sending={sending}
          onClose={() => setChoosingPayment(false)}
          onConfirm={(payWith) => {
            setChoosingPayment(false)
            onPlace(addressOf(getValues()), saveOf(getValues()), payWith)
          }}
        />
      )}
    </FormProvider>
  )
}
