import { useQueryClient } from "@tanstack/react-query"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { adminFactsKey, FACT_FORM_FIELDS, FACTS_INTENT, useProductFacts, type AdminFacts } from "./facts-api"

const valueOf = (facts: AdminFacts | null | undefined, name: string) => {
  const value = facts?.[name]
  return value === null || value === undefined ? "" : String(value)
}

/**
 * The bicycle's facts under the product's forms: the product page's spec table and the shop's
 * wheel and frame size filters. One plain form posted to the page's action (with or without
 * scripts), every field as typed; an empty one is left out of the table. The backend's
 * workflow checks the values and its refusal shows under the form.
 */
export function ProductFactsForm({ productId }: { productId: string }) {
  const t = useMessages().adminFacts
  const names = useMessages().productFacts
  const queryClient = useQueryClient()
  const facts = useProductFacts(productId)
  const save = useAdminForm({
    intent: FACTS_INTENT,
    id: productId,
    key: `facts-${productId}`,
    onDone: () => void queryClient.invalidateQueries({ queryKey: adminFactsKey(productId) }),
  })
  if (facts.isPending) return <p role="status">{t.loading}</p>
  const stored = facts.data?.facts
  // A refused post keeps what was typed.
  const posted = save.answer?.error ? save.answer.values : undefined
  const initial = (name: string) => posted?.[name] ?? valueOf(stored, name)
  const labels: Record<FactFormFieldName, string> = {
    frame_size: t.frameSize,
    frame_material: names.frameMaterial,
    wheel_size_in: t.wheelSize,
    gears: t.gears,
    brakes: names.brakes,
    weight_kg: t.weight,
    suspension: names.suspension,
    rider_height_min_cm: t.riderHeightMin,
    rider_height_max_cm: t.riderHeightMax,
    warranty_frame_months: t.warrantyFrame,
    warranty_parts_months: t.warrantyParts,
  }
  return (
    <form
      method="post"
      className="form admin-product-form admin-facts"
      aria-labelledby="facts-heading"
      key={JSON.stringify(stored ?? null)}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={FACTS_INTENT} />
      <input type="hidden" name={RECORD_ID} value={productId} />
      <h2 id="facts-heading">{t.heading}</h2>
      <p className="form-note">{t.hint}</p>
      {FACT_FORM_FIELDS.flatMap((field) =>
        field.kind === "number"
          ? [
              <Field
                key={field.name}
                label={labels[field.name]}
                name={field.name}
                type="number"
                inputMode="decimal"
                min={field.min}
                max={field.max}
                step={field.step}
                defaultValue={initial(field.name)}
                disabled={save.pending}
              />,
            ]
          : [
              <Field
                key={field.name}
                label={"bangla" in field ? t.inEnglish(labels[field.name]) : labels[field.name]}
                name={field.name}
                maxLength={100}
                defaultValue={initial(field.name)}
                disabled={save.pending}
              />,
              ...("bangla" in field
                ? [
                    <Field
                      key={field.bangla}
                      label={t.inBangla(labels[field.name])}
                      name={field.bangla}
                      lang="bn"
                      maxLength={100}
                      defaultValue={initial(field.bangla)}
                      disabled={save.pending}
                    />,
                  ]
                : []),
            ]
      )}
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.saving : t.save}
      </button>
      <AnswerNote answer={save.answer} />
    </form>
  )
}

type FactFormFieldName = (typeof FACT_FORM_FIELDS)[number]["name"]
