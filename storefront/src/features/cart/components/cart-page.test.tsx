import { render, screen, within } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { I18nProvider, type Locale } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { cartChangeSchema } from "../schemas"
import { summariseCart } from "../cart-summary"
import { storeCart, line } from "../../../testing/cart-fixtures"
import { CartPage } from "./cart-page"
import { messagesFor } from "../../../i18n"
import type { HttpTypes } from "@medusajs/types"

// As a Bangla page registers its catalogue before it renders (entry.client.tsx).
registerCatalogue("bn", bangla)

// Added on an English page: the lines were stored with the English names.
const CART = storeCart([
  line("duranta-kiddo-12", "Duranta Kiddo 12", 12500, 2),
  line("hero-sprint", "Hero Sprint", 30000, 13),
]) as unknown as HttpTypes.StoreCart
// What the store API answers a Bangla page (Medusa's Translation module); Hero Sprint is not translated.
const BANGLA_TITLES = { "prod_duranta-kiddo-12": "দুরন্ত কিডো ১২" }

function renderCart(locale: Locale, titles: Record<string, string>) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale={locale}>
          <CartPage cart={summariseCart(CART, titles)} owner="customer" added={false} error={null} />
        </I18nProvider>
      ),
    },
  ])
  render(<Stub initialEntries={["/"]} />)
}

describe("/cart in Bangla", () => {
  it("names each line once in Bangla (English when untranslated) and writes every number in Bangla digits", async () => {
    renderCart("bn", BANGLA_TITLES)
    expect(await screen.findByRole("link", { name: "দুরন্ত কিডো ১২" })).toBeInTheDocument()
    expect(screen.queryByText(/Duranta/)).toBeNull()
    expect(screen.getByRole("link", { name: "Hero Sprint" })).toBeInTheDocument()

    const kiddo = screen.getByRole("group", { name: "দুরন্ত কিডো ১২-এর পরিমাণ" })
    expect(within(kiddo).getByRole("status")).toHaveTextContent(/^২$/)
    expect(within(screen.getByRole("group", { name: "Hero Sprint-এর পরিমাণ" })).getByRole("status")).toHaveTextContent(/^১৩$/)
    // Prices, totals and quantities: no Latin digit anywhere but in the product's own (untranslated) name.
    const lines = screen.getAllByRole("listitem")
    for (const item of lines) expect(item.textContent).not.toMatch(/[0-9]/)
  })

  it("stays English on English pages", async () => {
    renderCart("en", {})
    expect(await screen.findByRole("link", { name: "Duranta Kiddo 12" })).toBeInTheDocument()
    expect(within(screen.getByRole("group", { name: "Quantity of Hero Sprint" })).getByRole("status")).toHaveTextContent(/^13$/)
  })
})

describe("the cart's form posts", () => {
  const schema = cartChangeSchema(messagesFor("bn").cart)

  it("take a quantity in Bangla digits as the same number", () => {
    expect(schema.parse({ intent: "update", line_id: "cali_01", quantity: "১২" })).toEqual({ intent: "update", line_id: "cali_01", quantity: 12 })
    expect(schema.parse({ intent: "add", variant_id: "variant_01", quantity: "3" })).toMatchObject({ quantity: 3 })
  })

  it("refuse junk quantities in the page's language", () => {
    for (const quantity of ["০", "-১", "১.৫", "abc", "", "১০০০০"]) {
      const result = schema.safeParse({ intent: "update", line_id: "cali_01", quantity })
      expect(result.success).toBe(false)
    }
  })
})
