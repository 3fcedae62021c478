import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { I18nProvider, messagesFor, type Locale } from "../../../i18n"
import { QuantityPicker } from "./quantity-picker"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"

// As a Bangla page registers its catalogue before it renders (entry.client.tsx).
registerCatalogue("bn", bangla)

function Picker({ stock, start = 1 }: { stock: number | null; start?: number }) {
  const [quantity, setQuantity] = useState(start)
  return (
    <>
      <QuantityPicker name="quantity" quantity={quantity} stock={stock} onChange={setQuantity} />
      <output data-testid="chosen">{quantity}</output>
    </>
  )
}

const renderPicker = (locale: Locale, stock: number | null, start?: number) => {
  render(
    <I18nProvider locale={locale}>
      <Picker stock={stock} start={start} />
    </I18nProvider>
  )
  const t = messagesFor(locale).productPage
  return { t, box: screen.getByRole("spinbutton", { name: t.quantity }) }
}

describe("the product page's quantity box", () => {
  it("shows Bangla digits on Bangla pages, and − / + change them", async () => {
    const { t, box } = renderPicker("bn", 20)
    expect(box).toHaveValue("১")
    await userEvent.click(screen.getByRole("button", { name: t.increase }))
    await userEvent.click(screen.getByRole("button", { name: t.increase }))
    expect(box).toHaveValue("৩")
    expect(box).toHaveAttribute("aria-valuetext", "৩")
    await userEvent.click(screen.getByRole("button", { name: t.decrease }))
    expect(box).toHaveValue("২")
    expect(screen.getByTestId("chosen")).toHaveTextContent("2")
  })

  it("takes what a Bangla keyboard types, and Latin digits too, up to the stock", () => {
    const { box } = renderPicker("bn", 20)
    fireEvent.change(box, { target: { value: "১২" } })
    expect(box).toHaveValue("১২")
    expect(screen.getByTestId("chosen")).toHaveTextContent("12")
    fireEvent.change(box, { target: { value: "7" } })
    expect(box).toHaveValue("৭")
    fireEvent.change(box, { target: { value: "৯৯" } })
    expect(box).toHaveValue("২০")
  })

  it("a large quantity is not grouped (১০০০, not ১,০০০), and junk falls back to one", () => {
    const { box } = renderPicker("bn", null, 1000)
    expect(box).toHaveValue("১০০০")
    fireEvent.change(box, { target: { value: "abc" } })
    expect(box).toHaveValue("১")
  })

  it("stays in Latin digits on English pages", () => {
    const { box } = renderPicker("en", 20, 12)
    expect(box).toHaveValue("12")
    fireEvent.change(box, { target: { value: "৫" } })
    expect(box).toHaveValue("5")
  })
})
