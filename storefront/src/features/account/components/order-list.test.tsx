import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { signedIn } from "../../../testing/session"

const item = (id: string, title: string, quantity: number, unit: number) => ({
  id,
  title,
  product_title: title,
  variant_title: "Default variant",
  quantity,
  unit_price: unit,
  total: unit * quantity,
})

const ORDERS = [
  {
    id: "order_2",
    display_id: 2,
    created_at: "2025-03-05T10:00:00.000Z",
    metadata: null,
    items: [item("li_3", "Phoenix Classic Roadster", 2, 12500), item("li_4", "Bell", 1, 350)],
    item_subtotal: 25350,
    shipping_total: 250,
    total: 25600,
  },
  {
    id: "order_1",
    display_id: 1,
    created_at: "2025-02-01T10:00:00.000Z",
    metadata: { approved_at: "2025-02-02T09:00:00.000Z", approved_by: "user_admin" },
    items: [item("li_1", "Hike Trail Blazer 27.5", 1, 32500)],
    item_subtotal: 32500,
    shipping_total: 250,
    total: 32750,
  },
]

const backend = (orders: (url: URL) => Response) => fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), ...signedIn(), "/store/orders": orders })

describe("my orders", () => {
  beforeEach(() => resetShop())

  it("lists each order with its items, taka totals and pending or Approved status, asking for metadata and items", async () => {
    let query: URLSearchParams | undefined
    backend((url) => {
      query = url.searchParams
      return json({ orders: ORDERS, count: 2, offset: 0, limit: 100 })
    })
    renderApp("/my-account/my-order")
    expect(await screen.findByRole("status", { name: "Loading your orders" })).toBeInTheDocument()

    const pending = await screen.findByRole("article", { name: "Order #2" })
    expect(within(pending).getByText("pending")).toBeInTheDocument()
    expect(within(pending).getByText("5 March 2025")).toBeInTheDocument()
    expect(within(pending).getByText("Phoenix Classic Roadster")).toBeInTheDocument()
    expect(within(pending).getByText("× 2")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 25,000")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 25,350")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 250")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 25,600")).toBeInTheDocument()
    expect(within(pending).queryByText("Approved")).not.toBeInTheDocument()

    const approved = screen.getByRole("article", { name: "Order #1" })
    expect(within(approved).getByText("Approved")).toBeInTheDocument()
    expect(within(approved).queryByText("pending")).not.toBeInTheDocument()
    expect(within(approved).getByText("Hike Trail Blazer 27.5")).toBeInTheDocument()
    expect(within(approved).getByText("৳ 32,750")).toBeInTheDocument()

    expect(query?.get("fields")).toContain("+metadata")
    expect(query?.get("fields")).toContain("*items")
    expect(query?.get("order")).toBe("-created_at")
  })

  it("names each product once (its one variant is named like it) and links each order to its page", async () => {
    const named = { ...item("li_9", "Duranta Urban Commuter 28", 1, 21500), variant_title: "Duranta Urban Commuter 28" }
    backend(() => json({ orders: [{ ...ORDERS[0], items: [named] }], count: 1, offset: 0, limit: 100 }))
    renderApp("/my-account/my-order")
    const order = await screen.findByRole("article", { name: "Order #2" })
    expect(within(order).getAllByText(/Duranta Urban Commuter 28/)).toHaveLength(1)
    expect(within(order).getByText(/Duranta Urban Commuter 28/).textContent).toBe("Duranta Urban Commuter 28 × 1")
    expect(within(order).getByRole("link", { name: "View order #2" })).toHaveAttribute("href", "/my-account/my-order/order_2")
    // The taka sign stays with its digits (white-space: nowrap on .money).
    expect(within(order).getByText("৳ 21,500")).toHaveClass("money")
  })

  it("says there are no orders yet, with a way to the shop", async () => {
    backend(() => json({ orders: [], count: 0, offset: 0, limit: 100 }))
    renderApp("/my-account/my-order")
    expect(await screen.findByText("You have not placed any orders yet.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop")
  })

  it("shows 'Unexpected error occurs' when the orders cannot be loaded, and retries", async () => {
    let up = false
    backend(() => (up ? json({ orders: ORDERS, count: 2, offset: 0, limit: 100 }) : json({ message: "boom" }, 500)))
    renderApp("/my-account/my-order")
    expect(await screen.findByRole("alert")).toHaveTextContent("Unexpected error occurs")
    up = true
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("article", { name: "Order #1" })).toBeInTheDocument()
  })
})
