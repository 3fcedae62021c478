import { useState } from "react"
import { useI18n } from "../../../i18n"
import { clampQuantity, maxQuantity, MIN_QUANTITY } from "@chaka/rules"
import { formatWhole, parseLocalDigits } from "../../../lib/format"

type Props = {
  quantity: number
  stock: number | null
  onChange: (quantity: number) => void
  /** The field's name when it sits in a form that posts it (Add to cart / Buy now). */
  name?: string
}

/**
 * − / typed / + quantity, whole, from 1 to the stock. An emptied field stays empty while the
 * shopper types (clearing it and typing 2 gives 2, not 12); leaving it shows the quantity again.
 * A text field, not `type="number"`: Chromium draws a number field's value in Latin digits
 * whatever the page's language, and Bangla pages write quantities in Bangla digits (১২). It takes
 * digits in either script; a plain post carries them as shown (the cart's schema reads both).
 */
export function QuantityPicker({ quantity, stock, onChange, name }: Props) {
  const { messages, locale } = useI18n()
  const t = messages.productPage
  const [draft, setDraft] = useState<string | null>(null)
  const most = maxQuantity(stock)
  const change = (value: number) => onChange(clampQuantity(value, stock))
  return (
    <div className="quantity" role="group" aria-label={t.quantity}>
      <button type="button" aria-label={t.decrease} onClick={() => change(quantity - 1)} disabled={quantity <= MIN_QUANTITY}>
        −
      </button>
      <input
        aria-label={t.quantity}
        name={name}
        type="text"
        // Still a spin button to assistive technology (and to tests that find it so), with its range.
        role="spinbutton"
        aria-valuenow={quantity}
        aria-valuetext={formatWhole(quantity, locale)}
        aria-valuemin={MIN_QUANTITY}
        aria-valuemax={Number.isFinite(most) ? most : undefined}
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9\u09E6-\u09EF]*"
        value={draft ?? formatWhole(quantity, locale)}
        onChange={(event) => {
          const typed = event.target.value
          setDraft(typed.trim() === "" ? "" : null)
          if (typed.trim() !== "") change(parseLocalDigits(typed))
        }}
        onBlur={() => setDraft(null)}
      />
      <button type="button" aria-label={t.increase} onClick={() => change(quantity + 1)} disabled={quantity >= most}>
        +
      </button>
    </div>
  )
}
