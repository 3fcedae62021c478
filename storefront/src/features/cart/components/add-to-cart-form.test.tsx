import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub } from "react-router"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { toast } from "../../../lib/toast"
import { AddToCartForm } from "./add-to-cart-form"
import { CartPage } from "./cart-page"
import { I18nProvider, type Locale } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"

registerCatalogue("bn", bangla)

vi.mock("../../../lib/toast", () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }))

function renderForm(answer: { error: string | null; count: number | null }, posted: FormData[]) {
  const Stub = createRoutesStub([
    {
      path: "/products/:id",
      Component: () => (
        <AddToCartForm productId="prod_1" variantId="variant_1" disabled={false} addLabel="Add to cart" buyNowLabel="Buy now">
          <input aria-label="Quantity" name="quantity" type="number" defaultValue={1} />
        </AddToCartForm>
      ),
    },
    {
      path: "/cart",
      action: async ({ request }) => {
        posted.push(await request.formData())
        return answer
      },
    },
  ])
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={["/products/prod_1"]} />
    </QueryClientProvider>
  )
}

describe("Add to cart", () => {
  beforeEach(() => vi.clearAllMocks())

  it("is a plain form posting to /cart (works before scripts), Buy now a GET to checkout", () => {
    renderForm({ error: null, count: 1 }, [])
    const add = screen.getByRole("button", { name: "Add to cart" })
    expect(add).toBeEnabled()
    const form = add.closest("form") as HTMLFormElement
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", "/cart")
    expect(new FormData(form).get("variant_id")).toBe("variant_1")
    expect(new FormData(form).get("intent")).toBe("add")
    const buyNow = screen.getByRole("button", { name: "Buy now" })
    expect(buyNow).toHaveAttribute("formmethod", "get")
    expect(buyNow).toHaveAttribute("formaction", "/place-order/prod_1")
  })

  it("with scripts, adds in the background with the quantity and says so", async () => {
    const posted: FormData[] = []
    renderForm({ error: null, count: 1 }, posted)
    const quantity = screen.getByLabelText("Quantity")
    fireEvent.change(quantity, { target: { value: "2" } })
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(Object.fromEntries(posted[0])).toMatchObject({ intent: "add", variant_id: "variant_1", quantity: "2", via: "script" })
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Product added to cart"))
  }, 20_000)

  it("shows the server's refusal", async () => {
    renderForm({ error: "Already added", count: null }, [])
    await userEvent.click(screen.getByRole("button", { name: "Add to cart" }))
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith("Already added", expect.anything()))
  })
})

describe("Add to cart on a Bangla page", () => {
  function renderBangla(posted: FormData[]) {
    const Stub = createRoutesStub([
      {
        path: "/products/:id",
        Component: () => (
          <I18nProvider locale={"bn" satisfies Locale}>
            <AddToCartForm productId="prod_1" variantId="variant_1" disabled={false} addLabel="কার্টে যোগ করুন" buyNowLabel="এখনই কিনুন">
              {/* As the product page's quantity box shows it on a Bangla page (features/products). */}
              <input aria-label="পরিমাণ" name="quantity" defaultValue="৩" />
            </AddToCartForm>
          </I18nProvider>
        ),
      },
      {
        path: "/cart",
        action: async ({ request }) => {
          posted.push(await request.formData())
          return { error: null, count: 3 }
        },
      },
    ])
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={["/products/prod_1"]} />
      </QueryClientProvider>
    )
  }

  it("the quantity reads in Bangla digits (a plain post sends them as shown), and is sent in Latin once scripts run", async () => {
    const posted: FormData[] = []
    renderBangla(posted)
    const add = screen.getByRole("button", { name: "কার্টে যোগ করুন" })
    expect(screen.getByRole("textbox", { name: "পরিমাণ" })).toHaveValue("৩")
    expect(add.closest("form")).toHaveAttribute("action", "/bn/cart")
    expect(new FormData(add.closest("form") as HTMLFormElement).get("quantity")).toBe("৩")
    await userEvent.click(add)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0].get("quantity")).toBe("3")
  }, 20_000)
})

describe("the /cart page", () => {
  const cart = {
    id: "cart_1",
    subtotal: 25_000,
    lines: [{ id: "cali_1", product_id: "prod_1", name: "Phoenix Roadster", thumbnail: null, unit_price: 12_500, quantity: 2, total: 25_000, created_at: "" }],
    costs: { subtotal: 25_000, discount: 0, codes: [], shipping: 200, shippingBefore: 200, total: 25_200 },
  }

  it("changes and deletes lines with forms, and tells a visitor they sign in at Place order", () => {
    const Stub = createRoutesStub([{ path: "/cart", Component: () => <CartPage cart={cart} owner="visitor" added error={null} /> }])
    render(<Stub initialEntries={["/cart"]} />)
    expect(screen.getByText("Added to cart")).toHaveAttribute("role", "status")
    const plus = screen.getByRole("button", { name: "Increase quantity of Phoenix Roadster" })
    expect(plus).toHaveAttribute("value", "3")
    expect(plus.closest("form")).toHaveAttribute("method", "post")
    expect(screen.getByRole("button", { name: "Decrease quantity of Phoenix Roadster" })).toHaveAttribute("value", "1")
    expect(screen.getByRole("link", { name: "Place order" })).toHaveAttribute("href", "/place-order/&&prod_1")
    expect(screen.getByText(/sign in or create an account/)).toBeInTheDocument()
  })

  it("shows a refusal on the page", () => {
    const Stub = createRoutesStub([{ path: "/cart", Component: () => <CartPage cart={cart} owner="customer" added={false} error="Not enough stock" /> }])
    render(<Stub initialEntries={["/cart"]} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Not enough stock")
  })
})
