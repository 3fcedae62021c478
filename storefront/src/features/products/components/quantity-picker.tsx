import { useState } from "react"
import { useMessages } from "../../../i18n"
import { clampQuantity, maxQuantity, MIN_QUANTITY } from "../../../lib/availability"

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
 */
export function QuantityPicker({ quantity, stock, onChange, name }: Props) {
  const t = useMessages().productPage
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
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={Number.isFinite(most) ? most : undefined}
        value={draft ?? quantity}
        onChange={(event) => {
          const typed = event.target.value
          setDraft(typed.trim() === "" ? "" : null)
          if (typed.trim() !== "") change(Number(typed))
        }}
        onBlur={() => setDraft(null)}
      />
      <button type="button" aria-label={t.increase} onClick={() => change(quantity + 1)} disabled={quantity >= most}>
        +
      </button>
    </div>
  )
}
