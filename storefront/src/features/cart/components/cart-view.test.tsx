import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { bodyOf, line, signedInRoutes, storeCart } from "../../../testing/cart-fixtures"

// Line ids as Medusa makes them (cali_…): the changes post to /cart's action, which checks them.
const ROADSTER = { ...line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 1), id: "cali_roadster" }
const TRAIL = { ...line("hike-trail", "Hike Trail Blazer", 30000, 2), id: "cali_trail" }

describe("cart page", () => {
  beforeEach(() => {
    resetShop()
    window.localStorage.clear()
    toast.dismiss()
    vi.restoreAllMocks()
  })

  it("lists the lines with prices and totals, and links Place order to checkout with the product ids", async () => {
    fakeBackend(signedInRoutes({ cart: storeCart([ROADSTER, TRAIL]) }))
    renderApp("/my-account/view-cart")
    expect(await screen.findByRole("link", { name: "Phoenix Classic Roadster" })).toHaveAttribute("href", "/products/prod_phoenix-classic-roadster")
    expect(screen.getByText("৳ 60,000")).toBeInTheDocument()
    expect(screen.getByText("৳ 72,500")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Place order" })).toHaveAttribute("href", "/place-order/&&prod_phoenix-classic-roadster&&prod_hike-trail")
  })

  it("never goes below 1, saves + on the server, and keeps the old quantity when the server refuses", async () => {
    const sent: unknown[] = []
    let refuse = false
    let cart = storeCart([ROADSTER])
    fakeBackend({
      ...signedInRoutes({ cart: () => cart }),
      "/store/carts/cart_1/line-items/cali_roadster": (_url, init) => {
        sent.push(bodyOf(init))
        if (refuse) return json({ type: "not_allowed", message: "Not enough stock for Phoenix Classic Roadster" }, 400)
        cart = storeCart([{ ...ROADSTER, quantity: 2 }])
        return json({ cart })
      },
    })
    renderApp("/my-account/view-cart")
    const minus = await screen.findByRole("button", { name: "Decrease quantity of Phoenix Classic Roadster" })
    const quantity = screen.getByRole("group", { name: "Quantity of Phoenix Classic Roadster" })
    expect(minus).toBeDisabled()
    expect(within(quantity).getByText("1")).toBeInTheDocument()

    await userEvent.click(screen.getByRole("button", { name: "Increase quantity of Phoenix Classic Roadster" }))
    await waitFor(() => expect(within(quantity).getByText("2")).toBeInTheDocument())
    expect(sent).toEqual([{ quantity: 2 }])
    expect(minus).toBeEnabled()

    refuse = true
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity of Phoenix Classic Roadster" }))
    expect(await screen.findByText("Not enough stock for Phoenix Classic Roadster")).toBeInTheDocument()
    expect(within(quantity).getByText("2")).toBeInTheDocument()
  })

  it("deletes a line only after the customer confirms", async () => {
    let cart = storeCart([ROADSTER, TRAIL])
    const { calls } = fakeBackend({
      ...signedInRoutes({ cart: () => cart }),
      "/store/carts/cart_1/line-items/cali_trail": () => {
        cart = storeCart([ROADSTER])
        return json({ id: "cali_trail", object: "line-item", deleted: true, parent: cart })
      },
    })
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true)
    renderApp("/my-account/view-cart")
    const remove = await screen.findByRole("button", { name: "Delete Hike Trail Blazer from the cart" })

    await userEvent.click(remove)
    expect(confirm).toHaveBeenCalledWith("Remove Hike Trail Blazer from your cart?")
    expect(calls.some((call) => call.url.pathname.endsWith("cali_trail"))).toBe(false)

    await userEvent.click(remove)
    await waitFor(() => expect(screen.queryByRole("link", { name: "Hike Trail Blazer" })).not.toBeInTheDocument())
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument()
  })

  it("shows an empty state with a link to the shop", async () => {
    fakeBackend(signedInRoutes({ cart: null }))
    renderApp("/my-account/view-cart")
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop")
  })
})
