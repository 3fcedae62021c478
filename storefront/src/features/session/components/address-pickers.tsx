import { useFormContext, useWatch } from "react-hook-form"
import { Field } from "../../../components/form/field"
import { useI18n } from "../../../i18n"
import { placeLabel, useDivisions } from "../address/get-divisions"
import { placeName } from "../address/place-names"
import type { AddressInput } from "../address/schemas"
import { useHydrated } from "../../../lib/use-hydrated"

type PickerFields = Pick<AddressInput, "division" | "district" | "thana">

/**
 * Division → district → police station selects for a react-hook-form form whose values have
 * `division`, `district` and `thana` (wrap it in <FormProvider>). Each list shows only what
 * the choice above allows; changing a choice clears the ones below it. Before the page's scripts
 * run (or without them) they are plain selects of every district and police station, grouped
 * under their division and district, so a form posted to its route action works as well; the
 * server checks that the three belong together.
 */
export function AddressPickers({ disabled = false, errors = {} }: { disabled?: boolean; errors?: Partial<Record<keyof PickerFields, string>> }) {
  const { messages, locale } = useI18n()
  const t = messages.address
  const { register, setValue, formState } = useFormContext<PickerFields>()
  // Controlled by the watched values, so a value set before the lists arrive shows once they do.
  const [divisionName, districtName, thanaName] = useWatch<PickerFields, ["division", "district", "thana"]>({
    name: ["division", "district", "thana"],
  })
  const { data: divisions, isPending, error, refetch } = useDivisions()
  const hydrated = useHydrated()

  const division = divisions?.find((item) => item.name === divisionName)
  const district = division?.districts.find((item) => item.name === districtName)
  const revalidate = { shouldValidate: formState.isSubmitted }
  const placeholder = (text: string) => (isPending ? t.loading : text)
  // The form's own check, else what the route's action answered a post made without scripts.
  const errorOf = (name: keyof PickerFields) => formState.errors[name] ?? (errors[name] ? { type: "server", message: errors[name] } : undefined)

  return (
    <>
      <Field label={t.division} error={errorOf("division")}>
        {(control) => (
          <select
            {...control}
            {...register("division", {
              onChange: () => {
                setValue("district", "", revalidate)
                setValue("thana", "", revalidate)
              },
            })}
            value={divisionName ?? ""}
            disabled={disabled || !divisions}
          >
            <option value="">{placeholder(t.chooseDivision)}</option>
            {divisions?.map((item) => (
              <option key={item.name} value={item.name}>
                {placeLabel(item, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.district} error={errorOf("district")}>
        {(control) => (
          <select
            {...control}
            {...register("district", { onChange: () => setValue("thana", "", revalidate) })}
            value={districtName ?? ""}
            disabled={disabled || (hydrated && !division)}
          >
            <option value="">{placeholder(division || !hydrated ? t.chooseDistrict : t.chooseDivisionFirst)}</option>
            {hydrated
              ? division?.districts.map((item) => (
                  <option key={item.name} value={item.name}>
                    {placeLabel(item, locale)}
                  </option>
                ))
              : divisions?.map((group) => (
                  <optgroup key={group.name} label={placeLabel(group, locale)}>
                    {group.districts.map((item) => (
                      <option key={item.name} value={item.name}>
                        {placeLabel(item, locale)}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        )}
      </Field>
      <Field label={t.thana} error={errorOf("thana")}>
        {(control) => (
          <select {...control} {...register("thana")} value={thanaName ?? ""} disabled={disabled || (hydrated && !district)}>
            <option value="">{placeholder(district || !hydrated ? t.chooseThana : t.chooseDistrictFirst)}</option>
            {hydrated
              ? district?.thanas.map((thana) => (
                  <option key={thana.name} value={thana.name}>
                    {placeName(thana, locale)}
                  </option>
                ))
              : divisions?.flatMap((group) =>
                  group.districts.map((item) => (
                    <optgroup key={`${group.name}/${item.name}`} label={placeLabel(item, locale)}>
                      {item.thanas.map((thana) => (
                        <option key={thana.name} value={thana.name}>
                          {placeName(thana, locale)}
                        </option>
                      ))}
                    </optgroup>
                  ))
                )}
          </select>
        )}
      </Field>
      {error && (
        <p className="field__error" role="alert">
          {t.loadFailed}{" "}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {messages.errors.retry}
          </button>
        </p>
      )}
    </>
  )
}
