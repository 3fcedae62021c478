import { isDayRange, MAX_DELIVERY_DAYS, type DeliveryDays } from "@chaka/rules"
import { useState, type FormEvent } from "react"
import { FormError } from "../../../components/form/field"
import { errorMessage } from "../../../lib/errors"
import { toast } from "../../../lib/toast"
import { useMessages } from "../../../i18n"
import { useSaveDeliveryDays } from "../api/admin-delivery-days"
import { useDeliveryDays } from "../api/get-delivery-days"

const RANGES = ["inside_dhaka", "elsewhere"] as const

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

function DeliveryDaysForm({ days }: { days: DeliveryDays }) {
  const messages = useMessages()
  const t = messages.delivery
  const label = { inside_dhaka: t.insideDhaka, elsewhere: t.elsewhere }
  const save = useSaveDeliveryDays()
  const [values, setValues] = useState(() => ({
    inside_dhaka: { min: String(days.inside_dhaka.min), max: String(days.inside_dhaka.max) },
    elsewhere: { min: String(days.elsewhere.min), max: String(days.elsewhere.max) },
  }))
  const [invalid, setInvalid] = useState(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const next = {
      inside_dhaka: { min: Number(values.inside_dhaka.min), max: Number(values.inside_dhaka.max) },
      elsewhere: { min: Number(values.elsewhere.min), max: Number(values.elsewhere.max) },
    }
    const ok = isDayRange(next.inside_dhaka) && isDayRange(next.elsewhere)
    setInvalid(!ok)
    if (ok) save.mutate(next, { onSuccess: () => toast.success(t.saved) })
  }
  return (
    <form className="form delivery-days-form" onSubmit={onSubmit} noValidate>
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
                disabled={save.isPending}
                onChange={(event) => setValues((current) => ({ ...current, [key]: { ...current[key], [end]: event.target.value } }))}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <FormError message={invalid ? t.invalid : save.error ? errorMessage(save.error, messages.auth.networkError) : null} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t.save}
      </button>
    </form>
  )
}
