import { zodResolver } from "@hookform/resolvers/zod"
import type { HttpTypes } from "@medusajs/types"
import { useState, type ReactNode } from "react"
import { FormProvider, useForm, useWatch } from "react-hook-form"
import { Form, useSubmit } from "react-router"
import { Field, FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { addressFromCustomer, isCompleteAddress } from "../../session/address/address"
import { AddressPickers } from "../../session/components/address-pickers"
import { emptyAddress, type AddressInput } from "../../session/address/schemas"
import { displayName } from "../../session/names"
import { CHECKOUT_FIELDS, checkoutSchema, type CheckoutInput, type PayWith } from "../schemas"
import type { PaymentMethodId } from "../api/payment-methods"
import type { CheckoutAnswer } from "../api/place-order.server"
import { PaymentMethods } from "./payment-methods"

const ADDRESS_KEYS = Object.keys(emptyAddress) as (keyof AddressInput)[]
const FORM_ID = "checkout-form"

type Props = {
  customer: HttpTypes.StoreCustomer
  /** The cart the page shows and the total it shows: the action refuses another. */
  cartId: string
  total: number
  /** The request in flight, and what it is for (the buttons say so). */
  placing: boolean
  sending?: PayWith | null
  /** What the action answered the last post: the fields as sent, their errors, the payment step, a refusal. */
  answer?: CheckoutAnswer
  /** A network failure of the last post (the page's script caught it). */
  error?: string | null
  /** What the payment step offers besides cash on delivery (bKash when the shop takes it). */
  offered?: readonly PaymentMethodId[]
  /** The delivery estimate for the chosen district (the route passes features/delivery's). */
  deliveryNote?: (district: string) => ReactNode
  /** Links to the terms and the returns policy, under the button. */
  policyNote?: ReactNode
}

/**
 * The shipping form, posted to the page's route action (routes/place-order.tsx) with or without
 * scripts: name and email locked, the address required (or the profile's with 'Same as billing
 * address'), then cash on delivery at once or the payment step (cash on delivery, or bKash when
 * the shop takes it). Scripts check the fields before the trip and open the payment step without
 * one; without them the action answers each.
 */
export function CheckoutForm({ customer, cartId, total, placing, sending = null, answer, error, offered = ["cod"], deliveryNote, policyNote }: Props) {
  const messages = useMessages()
  const t = messages.checkout
  const a = messages.address
  const profile = addressFromCustomer(customer)
  const profileComplete = isCompleteAddress(profile)
  const submit = useSubmit()
  const form = useForm<CheckoutInput>({
    resolver: zodResolver(checkoutSchema(messages)),
    // Offered ticked to a customer whose profile has no address yet.
    defaultValues: { ...emptyAddress, sameAsBilling: false, cashOnDelivery: false, saveToProfile: !profileComplete, ...answer?.values },
  })
  const { register, handleSubmit, setValue, formState } = form
  const [sameAsBilling, cashOnDelivery, district] = useWatch({ control: form.control, name: ["sameAsBilling", "cashOnDelivery", "district"] })
  const [choosingPayment, setChoosingPayment] = useState(false)
  const locked = sameAsBilling || placing
  const fieldError = (name: keyof CheckoutInput) =>
    formState.errors[name] ?? (answer?.fields[name] ? { type: "server", message: answer.fields[name] } : undefined)

  const sameAsBillingField = register("sameAsBilling", {
    onChange: (event: { target: { checked: boolean } }) => {
      if (!event.target.checked) return
      for (const key of ADDRESS_KEYS) setValue(key, profile[key], { shouldValidate: formState.isSubmitted, shouldDirty: true })
    },
  })

  // The fields checked here first; then the same post a browser without scripts sends, with the
  // pressed button's payment choice.
  const onSubmit = handleSubmit((values, event) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter
    const pressed = submitter instanceof HTMLButtonElement && submitter.name === CHECKOUT_FIELDS.payWith ? submitter : null
    if (!pressed && !values.cashOnDelivery) return setChoosingPayment(true)
    setChoosingPayment(false)
    void submit(pressed ?? (event?.target as HTMLFormElement), { method: "post" })
  })

  return (
    <FormProvider {...form}>
      <Form id={FORM_ID} method="post" className="form checkout-form" onSubmit={onSubmit} noValidate aria-labelledby="shipping-title">
        <h2 id="shipping-title">{t.shippingTitle}</h2>
        <input type="hidden" name={CHECKOUT_FIELDS.cartId} value={cartId} />
        <input type="hidden" name={CHECKOUT_FIELDS.total} value={total} />
        <Field label={t.name} value={displayName(customer)} disabled readOnly />
        {customer.email && <Field label={t.email} type="email" value={customer.email} disabled readOnly />}

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

        <AddressPickers disabled={locked} errors={answer?.fields} />
        <Field label={a.road} autoComplete="address-line1" registration={register("road")} error={fieldError("road")} disabled={locked} />
        <Field
          label={a.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={messages.address.phonePlaceholder}
          registration={register("phone")}
          error={fieldError("phone")}
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

        {/* Before scripts run the stylesheet shows the label that matches the box (styles.css: .checkout-form:has(...)). */}
        <button type="submit" className="button button--block checkout-form__submit" disabled={placing}>
          {placing ? (
            sending === "bkash" ? (
              messages.bkash.sending
            ) : (
              t.placing
            )
          ) : (
            <>
              <span className="checkout-form__pay" hidden={cashOnDelivery}>
                {t.proceedToPay}
              </span>
              <span className="checkout-form__place" hidden={!cashOnDelivery}>
                {t.placeOrder}
              </span>
            </>
          )}
        </button>
        <FormError message={error ?? answer?.error} />
        {policyNote}
      </Form>
      {(choosingPayment || (answer?.kind === "choose-payment" && !placing)) && (
        <PaymentMethods formId={FORM_ID} offered={offered} placing={placing} sending={sending} onClose={() => setChoosingPayment(false)} />
      )}
    </FormProvider>
  )
}
