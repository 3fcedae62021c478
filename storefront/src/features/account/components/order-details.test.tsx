import { screen, waitFor, within } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { signedIn } from "../../../testing/session"

const ORDER = {
  id: "order_2",
  display_id: 2,
  created_at: "2025-03-05T10:00:00.000Z",
  metadata: null,
  // The shop's products have one variant named like the product.
  items: [
    {
      id: "li_1",
      title: "Hike Trail Blazer 27.5",
      product_title: "Hike Trail Blazer 27.5",
      variant_title: "Hike Trail Blazer 27.5",
      quantity: 1,
      unit_price: 145000,
      total: 145000,
    },
    { id: "li_2", title: "Bell", product_title: "Bell", variant_title: "Default variant", quantity: 2, unit_price: 350, total: 700 },
  ],
  item_subtotal: 145700,
  shipping_total: 250,
  total: 145950,
  shipping_address: {
    first_name: "Rahim",
    last_name: "Uddin",
    address_1: "House 7, Road 3",
    address_2: "Mirpur Model",
    city: "Dhaka",
    province: "Dhaka",
    phone: "01812345678",
  },
}

function backend(order: (url: URL) => Response) {
  return fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), ...signedIn(), "/store/orders/order_2": order })
}

describe("an order's page", () => {
  beforeEach(() => resetShop())

  it("shows the number, date, items named once, delivery address, delivery charge, total, cash on delivery and the next steps", async () => {
    let query: URLSearchParams | undefined
    backend((url) => {
      query = url.searchParams
      return json({ order: ORDER })
    })
    renderApp("/my-account/my-order/order_2")
    expect(await screen.findByRole("heading", { name: "Order #2", level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    // Opened from my orders, not from checkout: no thanks.
    expect(screen.queryByText("Thank you for your order!")).not.toBeInTheDocument()
    expect(screen.getByText("5 March 2025")).toBeInTheDocument()
    expect(screen.getByText("pending")).toBeInTheDocument()

    const items = screen.getByRole("region", { name: "Items" })
    expect(within(items).getAllByText(/Hike Trail Blazer 27\.5/)).toHaveLength(1)
    expect(within(items).getByText(/Hike Trail Blazer 27\.5/).textContent).toBe("Hike Trail Blazer 27.5 × 1")
    expect(within(items).getByText(/^Bell/).textContent).toBe("Bell × 2")
    expect(within(items).getByText("৳ 1,45,000")).toHaveClass("money")
    expect(within(items).getByText("Delivery charge").nextElementSibling).toHaveTextContent("৳ 250")
    expect(within(items).getByText("Total").nextElementSibling).toHaveTextContent("৳ 1,45,950")

    const address = within(screen.getByRole("region", { name: "Delivery address" }))
    for (const line of ["Rahim Uddin", "House 7, Road 3", "Mirpur Model, Dhaka", "Dhaka", "Phone: 01812345678"])
      expect(address.getByText(line)).toBeInTheDocument()

    const payment = within(screen.getByRole("region", { name: "Payment" }))
    expect(payment.getByText("Cash on delivery: pay the rider when your order arrives.")).toBeInTheDocument()
    expect(payment.getByText("৳ 1,45,950")).toBeInTheDocument()

    const steps = within(screen.getByRole("region", { name: "What happens next" })).getAllByRole("listitem")
    expect(steps.map((step) => step.querySelector("strong")?.firstChild?.textContent)).toEqual(["Pending", "Approved", "Delivered"])
    expect(steps[0]).toHaveAttribute("aria-current", "step")
    expect(steps[1]).not.toHaveAttribute("aria-current")

    expect(screen.getByRole("link", { name: "Back to my orders" })).toHaveAttribute("href", "/my-account/my-order")
    await waitFor(() => expect(document.title).toBe("Order #2 · /my-account/my-order/order_2 · Chaka"))
    expect(query?.get("fields")).toContain("*shipping_address")
    expect(query?.get("fields")).toContain("+metadata")
  })

  it("marks Approved as the current step once an admin approved the order", async () => {
    backend(() => json({ order: { ...ORDER, metadata: { approved_at: "2025-03-06T09:00:00.000Z" } } }))
    renderApp("/my-account/my-order/order_2")
    const steps = within(await screen.findByRole("region", { name: "What happens next" }, { timeout: 5000 })).getAllByRole("listitem")
    expect(steps[1]).toHaveAttribute("aria-current", "step")
    expect(screen.getByText("Approved", { selector: ".status" })).toBeInTheDocument()
  })

  it("says there is no such order when the server refuses it (another customer's, made up), without asking again", async () => {
    const { fetchMock } = backend(() => json({ type: "not_found", message: "Order with id order_2 was not found" }, 404))
    renderApp("/my-account/my-order/order_2")
    expect(await screen.findByRole("heading", { name: "We could not find this order.", level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/Order #/)).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to my orders" })).toHaveAttribute("href", "/my-account/my-order")
    const orderCalls = fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("/store/orders/"))
    expect(orderCalls).toHaveLength(1)
  })
})
