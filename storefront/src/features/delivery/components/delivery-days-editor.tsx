import { isDayRange, MAX_DELIVERY_DAYS, type DeliveryDays } from "@chaka/rules"
import { useState, type FormEvent } from "react"
import { FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import { useSaveDeliveryDays } from "../api/admin-delivery-days"
import { useDeliveryDays } from "../api/get-delivery-days"
import { DAY_RANGES as RANGES, SAVE_DELIVERY_DAYS } from "../delivery-form"

/** Storefront admin (Customize): how many days delivery takes inside Dhaka and elsewhere. */
export function DeliveryDaysEditor() {
  const messages = useMessages()
  const t = messages.delivery
  const { data: days } = useDeliveryDays()
  return (
    <section className="admin-section" aria-labelledby="delivery-days-title">
      <h2 id="delivery-days-title">{t.adminTitle}</h2>
      <p className="form-note">{t.adminHint}</p>
      {days ? <DeliveryDaysForm key={JSON.stringify(days)} days={days} /> : <p aria-busy="true">{messages.adminContent.loading(t.adminTitle)}</p>}
    </section>
  )
}

/**
 * The days, posted to the admin route's action (routes/admin/customize.tsx) with or without
 * scripts; scripts check the ranges first. 'Delivery days saved' or the refusal under the form.
 */
function DeliveryDaysForm({ days }: { days: DeliveryDays }) {
  const messages = useMessages()
  const t = messages.delivery
  const label = { inside_dhaka: t.insideDhaka, elsewhere: t.elsewhere }
  const save = useSaveDeliveryDays()
  const posted = save.answer?.error ? save.answer.values : undefined
  const [values, setValues] = useState(() => ({
    inside_dhaka: { min: posted?.["inside_dhaka.min"] ?? String(days.inside_dhaka.min), max: posted?.["inside_dhaka.max"] ?? String(days.inside_dhaka.max) },
    elsewhere: { min: posted?.["elsewhere.min"] ?? String(days.elsewhere.min), max: posted?.["elsewhere.max"] ?? String(days.elsewhere.max) },
  }))
  const [invalid, setInvalid] = useState(false)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = {
      inside_dhaka: { min: Number(values.inside_dhaka.min), max: Number(values.inside_dhaka.max) },
      elsewhere: { min: Number(values.elsewhere.min), max: Number(values.elsewhere.max) },
    }
    const ok = isDayRange(next.inside_dhaka) && isDayRange(next.elsewhere)
    setInvalid(!ok)
    if (ok) save.submit(event.currentTarget)
  }
  const answer = save.answer
  return (
    <form method="post" className="form delivery-days-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={SAVE_DELIVERY_DAYS} />
      {RANGES.map((key) => (
        <fieldset key={key}>
          <legend>{label[key]}</legend>
          {(["min", "max"] as const).map((end) => (
            <label key={end} className="field">
              {end === "min" ? t.from : t.to}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_DELIVERY_DAYS}
                step={1}
                name={`${key}.${end}`}
                value={values[key][end]}
                disabled={save.pending}
                onChange={(event) => setValues((current) => ({ ...current, [key]: { ...current[key], [end]: event.target.value } }))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <FormError message={invalid ? t.invalid : answer?.lost ? messages.auth.networkError : (answer?.error ?? null)} />
      {!invalid && answer?.done && (
        <p className="notice" role="status">
          {answer.done}
        </p>
      )}
      <button type="submit" className="button" disabled={save.pending}>
        {t.save}
      </button>
    </form>
  )
}
