import { render, screen, within } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import type { HttpTypes } from "@medusajs/types"
import { I18nProvider, messagesFor, type Locale } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { storeCart, line } from "../../../testing/cart-fixtures"
import { OrderTotals } from "../../../components/orders/order-summary"
import { cartCosts, type CartCosts } from "../promotions/cart-costs"
import { CostLines } from "./cost-lines"
import { PromoCodeForm } from "./promo-code-form"

registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

function renderIn(locale: Locale, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/cart", Component: () => <I18nProvider locale={locale}>{element}</I18nProvider> }])
  render(<Stub initialEntries={["/cart"]} />)
}

/** The summary's rows as a shopper reads them: [label, amount]. */
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent])

/** 2 × 1 600 with EID10 (10 %), delivery made free by a promotion: 3 200 − 320 + 0 = 2 880. */
const DISCOUNTED_CART = {
  ...storeCart([line("phoenix-city", "Phoenix City Classic", 1_600, 2)]),
  item_discount_total: 320,
  shipping_subtotal: 200,
  shipping_total: 0,
  total: 2_880,
  shipping_methods: [{ id: "casm_1" }],
  promotions: [
    { code: "FREEDHAKA", is_automatic: true },
    { code: "EID10", is_automatic: false },
  ],
} as unknown as HttpTypes.StoreCart

describe("the costs of a cart with promotions (cartCosts)", () => {
  it("reads Medusa's totals: subtotal, the discount, the delivery after its discount and the total the backend charges", () => {
    expect(cartCosts(DISCOUNTED_CART)).toEqual({
      subtotal: 3_200,
      discount: 320,
      codes: [
        { code: "EID10", automatic: false },
        { code: "FREEDHAKA", automatic: true },
      ],
      shipping: 0,
      shippingBefore: 200,
      total: 2_880,
    })
  })

  it("before the cart has Home delivery: the shop's rule's charge added to the discounted total", () => {
    const cart = { ...DISCOUNTED_CART, shipping_methods: [], shipping_total: 0, shipping_subtotal: 0 } as unknown as HttpTypes.StoreCart
    expect(cartCosts(cart, { standard_amount: 200, large_order_amount: 250, large_order_threshold: 25_000 })).toMatchObject({
      shipping: 200,
      total: 3_080,
    })
  })
})

describe("the summary's lines (CostLines)", () => {
  const text = { subtotal: "Subtotal", shipping: "Delivery", total: "Total" }

  it("shows Subtotal, Discount (EID10) −৳ 320, Delivery Free (৳ 200 struck out) and Total ৳ 2,880: they add up", () => {
    renderIn("en", <CostLines costs={cartCosts(DISCOUNTED_CART)} text={text} className="costs" />)
    expect(rows(document.querySelector("dl.costs") as HTMLElement)).toEqual([
      ["Subtotal", "৳ 3,200"],
      ["Discount (EID10)", "−৳ 320"],
      ["Delivery", "৳ 200 Free"],
      ["Total", "৳ 2,880"],
    ])
    expect(screen.getByText("৳ 200").closest("s")).not.toBeNull()
  })

  it("in Bangla: ছাড় (EID10) −৩২০, ডেলিভারি ফ্রি, Bangla digits", () => {
    renderIn("bn", <CostLines costs={cartCosts(DISCOUNTED_CART)} text={text} className="costs" />)
    const list = document.querySelector("dl.costs") as HTMLElement
    const [, discount, delivery, total] = rows(list)
    expect(discount[0]).toBe(bn.promotions.discountCodes("EID10"))
    expect(discount[1]).toMatch(/^−.*৩২০/)
    expect(delivery[1]).toContain(bn.promotions.free)
    expect(total[1]).toContain("২,৮৮০")
  })

  it("shows no discount line without a discount, and a charged delivery as money", () => {
    const costs: CartCosts = { subtotal: 3_200, discount: 0, codes: [], shipping: 200, shippingBefore: 200, total: 3_400 }
    renderIn("en", <CostLines costs={costs} text={text} className="costs" />)
    expect(rows(document.querySelector("dl.costs") as HTMLElement)).toEqual([
      ["Subtotal", "৳ 3,200"],
      ["Delivery", "৳ 200"],
      ["Total", "৳ 3,400"],
    ])
  })
})

describe("the code form (PromoCodeForm)", () => {
  it("is a plain form posting the code to the route's action, with a Remove form per code entered (not the automatic ones)", () => {
    renderIn("en", <PromoCodeForm action="/cart" codes={cartCosts(DISCOUNTED_CART).codes} />)
    const apply = screen.getByRole("button", { name: en.promotions.apply })
    const form = apply.closest("form")!
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", "/cart")
    expect(within(form).getByRole("textbox", { name: en.promotions.label })).toHaveAttribute("name", "code")
    expect(form.querySelector('input[name="intent"]')).toHaveValue("apply-code")
    const remove = screen.getByRole("button", { name: en.promotions.removeLabel("EID10") })
    expect(remove.closest("form")!.querySelector('input[name="intent"]')).toHaveValue("remove-code")
    expect(remove.closest("form")!.querySelector('input[name="code"]')).toHaveValue("EID10")
    expect(screen.queryByRole("button", { name: en.promotions.removeLabel("FREEDHAKA") })).toBeNull()
  })

  it("says a refusal beside the field, in the page's language, keeping what was typed", () => {
    renderIn("bn", <PromoCodeForm action="/bn/cart" codes={[]} answer={{ promo: { error: bn.promotions.errors.promotion_ended, code: "EID10" } }} />)
    const field = screen.getByRole("textbox", { name: bn.promotions.label })
    expect(field).toHaveValue("EID10")
    expect(field).toHaveAttribute("aria-invalid", "true")
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent(bn.promotions.errors.promotion_ended)
    expect(field).toHaveAttribute("aria-describedby", alert.id)
  })

  it("a visitor's cart asks them to log in instead (codes go on a customer's own cart)", () => {
    renderIn("en", <PromoCodeForm action="/cart" codes={[]} logIn="/log-in?returnTo=%2Fcart" />)
    expect(screen.queryByRole("button", { name: en.promotions.apply })).toBeNull()
    expect(screen.getByText(en.promotions.signIn, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: en.promotions.logIn })).toHaveAttribute("href", "/log-in?returnTo=%2Fcart")
  })
})

describe("an order's totals with a discount (OrderTotals: the account's and the admin's)", () => {
  const text = { ...en.orders }
  it("Subtotal − Discount (codes) + Delivery = Total, 'Free' when a promotion made delivery 0", () => {
    renderIn("en", <OrderTotals order={{ subtotal: 3_200, discount: 320, codes: ["EID10"], shipping: 0, shippingBefore: 200, total: 2_880 }} text={text} />)
    expect(rows(document.querySelector("dl.order-totals") as HTMLElement)).toEqual([
      ["Subtotal", "৳ 3,200"],
      ["Discount (EID10)", "−৳ 320"],
      ["Delivery charge", "Free"],
      ["Total", "৳ 2,880"],
    ])
  })

  it("an order without a discount reads as before", () => {
    renderIn("en", <OrderTotals order={{ subtotal: 3_200, shipping: 200, total: 3_400 }} text={text} />)
    expect(rows(document.querySelector("dl.order-totals") as HTMLElement)).toEqual([
      ["Subtotal", "৳ 3,200"],
      ["Delivery charge", "৳ 200"],
      ["Total", "৳ 3,400"],
    ])
  })
})
