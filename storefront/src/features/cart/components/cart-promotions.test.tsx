import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import type { HttpTypes } from "@medusajs/types"
import { I18nProvider, messagesFor } from "../../../i18n"
import { storeCart, line } from "../../../testing/cart-fixtures"
import { summariseCart } from "../cart-summary"
import { CartPage } from "./cart-page"

const en = messagesFor("en")

/** 2 × 1 600 with EID10 (10 %), delivery made free by a promotion. */
const DISCOUNTED_CART = {
  ...storeCart([line("phoenix-city", "Phoenix City Classic", 1_600, 2)]),
  item_discount_total: 320,
  shipping_subtotal: 200,
  shipping_total: 0,
  total: 2_880,
  shipping_methods: [{ id: "casm_1" }],
  promotions: [{ code: "EID10", is_automatic: false }],
} as unknown as HttpTypes.StoreCart

function renderCart(owner: "customer" | "visitor") {
  const Stub = createRoutesStub([
    {
      path: "/cart",
      Component: () => (
        <I18nProvider locale="en">
          <CartPage cart={summariseCart(DISCOUNTED_CART)} owner={owner} added={false} error={null} />
        </I18nProvider>
      ),
    },
  ])
  render(<Stub initialEntries={["/cart"]} />)
}

describe("/cart with a code", () => {
  it("shows the discount line and the code's Remove in the cart's summary", () => {
    renderCart("customer")
    expect(screen.getByText("Discount (EID10)")).toBeInTheDocument()
    expect(screen.getByText(en.promotions.free)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: en.promotions.removeLabel("EID10") })).toBeInTheDocument()
  })
})

describe("/cart of a visitor", () => {
  it("asks them to log in to use a code (the backend applies codes to a customer's own cart only)", () => {
    renderCart("visitor")
    expect(screen.queryByRole("button", { name: en.promotions.apply })).toBeNull()
    expect(screen.getByRole("link", { name: en.promotions.logIn })).toHaveAttribute("href", "/log-in?returnTo=%2Fcart")
  })
})
