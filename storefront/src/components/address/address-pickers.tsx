import { useFormContext, useWatch } from "react-hook-form"
import { Field } from "../form/field"
import { useMessages } from "../../i18n"
import { placeLabel, useDivisions } from "../../lib/address/get-divisions"
import type { AddressInput } from "../../lib/address/schemas"

type PickerFields = Pick<AddressInput, "division" | "district" | "thana">

/**
 * Division → district → police station selects for a react-hook-form form whose values have
 * `division`, `district` and `thana` (wrap it in <FormProvider>). Each list shows only what
 * the choice above allows; changing a choice clears the ones below it.
 */
export function AddressPickers({ disabled = false }: { disabled?: boolean }) {
  const messages = useMessages()
  const t = messages.address
  const { register, setValue, formState } = useFormContext<PickerFields>()
  // Controlled by the watched values, so a value set before the lists arrive shows once they do.
  const [divisionName, districtName, thanaName] = useWatch<PickerFields, ["division", "district", "thana"]>({
    name: ["division", "district", "thana"],
  })
  const { data: divisions, isPending, error, refetch } = useDivisions()

  const division = divisions?.find((item) => item.name === divisionName)
  const district = division?.districts.find((item) => item.name === districtName)
  const revalidate = { shouldValidate: formState.isSubmitted }
  const placeholder = (text: string) => (isPending ? t.loading : text)

  return (
    <>
      <Field label={t.division} error={formState.errors.division}>
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
                {placeLabel(item)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.district} error={formState.errors.district}>
        {(control) => (
          <select
            {...control}
            {...register("district", { onChange: () => setValue("thana", "", revalidate) })}
            value={districtName ?? ""}
            disabled={disabled || !division}
          >
            <option value="">{placeholder(division ? t.chooseDistrict : t.chooseDivisionFirst)}</option>
            {division?.districts.map((item) => (
              <option key={item.name} value={item.name}>
                {placeLabel(item)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.thana} error={formState.errors.thana}>
        {(control) => (
          <select {...control} {...register("thana")} value={thanaName ?? ""} disabled={disabled || !district}>
            <option value="">{placeholder(district ? t.chooseThana : t.chooseDistrictFirst)}</option>
            {district?.thanas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
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
