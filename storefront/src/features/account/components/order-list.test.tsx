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

  it("lists each order with its items, taka totals and stage, asking for what the stage is read from and the items", async () => {
    let query: URLSearchParams | undefined
    backend((url) => {
      query = url.searchParams
      return json({ orders: ORDERS, count: 2, offset: 0, limit: 100 })
    })
    renderApp("/my-account/my-order")
    expect(await screen.findByRole("status", { name: "Loading your orders" })).toBeInTheDocument()

    const pending = await screen.findByRole("article", { name: "Order #2" })
    expect(within(pending).getByText("Placed")).toBeInTheDocument()
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
    expect(within(approved).queryByText("Placed")).not.toBeInTheDocument()
    expect(within(approved).getByText("Hike Trail Blazer 27.5")).toBeInTheDocument()
    expect(within(approved).getByText("৳ 32,750")).toBeInTheDocument()

    expect(query?.get("fields")).toContain("+metadata")
    expect(query?.get("fields")).toContain("*items")
    for (const field of ["canceled_at", "status", "*fulfillments", "*fulfillments.labels"]) expect(query?.get("fields")?.split(",")).toContain(field)
    expect(query?.get("order")).toBe("-created_at")
  })

  it("says the same stage in the list and on the order's page (issue: the list said Approved, the page pending)", async () => {
    const delivered = {
      ...ORDERS[1],
      id: "order_70",
      display_id: 70,
      status: "completed",
      fulfillments: [
        {
          id: "ful_70",
          shipped_at: "2025-02-03T09:00:00.000Z",
          delivered_at: "2025-02-04T09:00:00.000Z",
          canceled_at: null,
          metadata: { courier: "RedX" },
          labels: [{ tracking_number: "RX-70" }],
        },
      ],
    }
    const canceled = { ...ORDERS[0], id: "order_71", display_id: 71, status: "canceled", canceled_at: "2025-03-05T11:00:00.000Z" }
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      ...signedIn(),
      "/store/orders": () => json({ orders: [canceled, delivered], count: 2, offset: 0, limit: 100 }),
      "/store/orders/order_70": () => json({ order: delivered }),
    })
    renderApp("/my-account/my-order")
    const card = await screen.findByRole("article", { name: "Order #70" })
    expect(within(card).getByText("Delivered", { selector: ".status" })).toHaveTextContent("Status: Delivered")
    expect(within(screen.getByRole("article", { name: "Order #71" })).getByText("Canceled", { selector: ".status" })).toBeInTheDocument()

    await userEvent.click(within(card).getByRole("link", { name: "View order #70" }))
    expect(await screen.findByRole("heading", { name: "Order #70", level: 1 })).toBeInTheDocument()
    expect(screen.getByText("Delivered", { selector: ".status" })).toHaveTextContent("Status: Delivered")
    const current = within(screen.getByRole("region", { name: "Your order's progress" }))
      .getAllByRole("listitem")
      .filter((step) => step.getAttribute("aria-current") === "step")
    expect(current.map((step) => step.querySelector("strong")?.firstChild?.textContent)).toEqual(["Delivered"])
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
