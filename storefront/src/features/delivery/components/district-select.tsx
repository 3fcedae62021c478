import { useDivisions } from "../../../lib/address/get-divisions"
import { useMessages } from "../../../i18n"

/** The product page's district list (every district of Bangladesh, A to Z), loaded when its picker opens. */
export default function DistrictSelect({ value, onPick }: { value: string | null; onPick: (district: string) => void }) {
  const t = useMessages().delivery
  const { data: divisions } = useDivisions()
  const districts = (divisions ?? []).flatMap((division) => division.districts.map((district) => district.name)).sort()
  return (
    <label className="district-picker__field">
      {t.yourDistrict}
      <select value={value ?? ""} onChange={(event) => event.target.value && onPick(event.target.value)}>
        <option value="">—</option>
        {districts.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
