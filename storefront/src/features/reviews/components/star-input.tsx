import { useId, useState, type Ref } from "react"
import { useMessages } from "../../../i18n"
import { RATING_VALUES } from "../schemas"

type StarInputProps = {
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  /** The legend ("Rating" by default). */
  label?: string
  /** The radios' field name, for a form that posts the rating (one of its own otherwise). */
  name?: string
}

/**
 * A rating from 0 to 5 in half stars: a native radio group (arrow keys move and choose, each
 * option read out as "3.5 stars"), drawn as five stars whose halves are the options.
 */
export function StarInput({ value, onChange, onBlur, inputRef, label, name: fieldName }: StarInputProps) {
  const t = useMessages().reviews
  const id = useId()
  const name = fieldName ?? id
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value
  return (
    <fieldset className="star-input">
      <legend>{label ?? t.rating}</legend>
      <div className="star-input__options" onMouseLeave={() => setHovered(null)}>
        {RATING_VALUES.map((option) => {
          const optionId = `${id}-${option}`
          const half = option === 0 ? "zero" : option % 1 ? "left" : "right"
          const on = option > 0 && option <= shown
          return (
            <span key={option} className="star-input__option">
              <input
                ref={option === value ? inputRef : undefined}
                type="radio"
                className="star-input__radio visually-hidden"
                id={optionId}
                name={name}
                value={option}
                checked={option === value}
                onChange={() => onChange(option)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId} className={`star-input__label star-input__label--${half}${on ? " is-on" : ""}`} onMouseEnter={() => setHovered(option)}>
                {option === 0 && <span aria-hidden="true">0</span>}
                <span className="visually-hidden">{option === 0 ? t.noStars : t.stars(option)}</span>
              </label>
            </span>
          )
        })}
      </div>
      <output className="star-input__value" aria-live="polite">
        {t.outOf5(value)}
      </output>
    </fieldset>
  )
}
