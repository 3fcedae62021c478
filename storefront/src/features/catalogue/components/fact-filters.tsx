import type { FormEvent } from "react"
import { useI18n } from "../../../i18n"
import type { Facets } from "../api/get-facets"
import type { CatalogueFilters } from "../filters"

type Props = { facets: Facets | undefined; filters: CatalogueFilters; apply: (event: FormEvent<HTMLInputElement>) => void }

/**
 * The /shop filters by the bicycles' facts: wheel size and frame size, each a set of boxes in
 * the sidebar's GET form (wheel=27.5&wheel=29 without scripts, wheel=27.5|29 in links); a size
 * no bicycle has is not offered, and a list with nothing in it is left out.
 */
export function FactFilters({ facets, filters, apply }: Props) {
  const { messages, number } = useI18n()
  const t = messages.productFacts
  const wheels = facets?.wheels ?? []
  const frames = facets?.frames ?? []
  return (
    <>
      {wheels.length > 0 && (
        <fieldset>
          <legend>{t.filterWheel}</legend>
          {wheels.map((wheel) => (
            <label key={wheel.value} className="filters__option">
              <input type="checkbox" name="wheel" value={wheel.value} defaultChecked={filters.wheels?.includes(wheel.value) ?? false} onChange={apply} />
              {t.inches(Number(wheel.value))} <span className="filters__count">({number(wheel.count)})</span>
            </label>
          ))}
        </fieldset>
      )}
      {frames.length > 0 && (
        <fieldset>
          <legend>{t.filterFrame}</legend>
          {frames.map((frame) => (
            <label key={frame.name} className="filters__option">
              <input type="checkbox" name="frame" value={frame.name} defaultChecked={filters.frames?.includes(frame.name) ?? false} onChange={apply} />
              {frame.name} <span className="filters__count">({number(frame.count)})</span>
            </label>
          ))}
        </fieldset>
      )}
    </>
  )
}
