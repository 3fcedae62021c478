import { useDivisions } from "../../session/address/get-divisions"
import { placeName } from "../../session/address/place-names"
import { useI18n } from "../../../i18n"

/** The product page's district list (every district of Bangladesh, in the page's language and its alphabetical order), loaded when its picker opens. */
export default function DistrictSelect({ value, onPick }: { value: string | null; onPick: (district: string) => void }) {
  const { messages, locale } = useI18n()
  const t = messages.delivery
  const { data: divisions } = useDivisions()
  const districts = (divisions ?? [])
    .flatMap((division) => division.districts.map((district) => ({ value: district.name, label: placeName(district, locale) })))
    .sort((a, b) => a.label.localeCompare(b.label, locale === "bn" ? "bn" : "en"))
  return (
    <label className="district-picker__field">
      {t.yourDistrict}
      <select value={value ?? ""} onChange={(event) => event.target.value && onPick(event.target.value)}>
        <option value="">—</option>
        {districts.map((district) => (
          <option key={district.value} value={district.value}>
            {district.label}
          </option>
        ))}
      </select>
    </label>
  )
}
