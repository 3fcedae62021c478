import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
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

function backend(order: (url: URL) => Response, cancel?: (url: URL) => Response) {
  return fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    ...signedIn(),
    "/store/orders/order_2": order,
    ...(cancel ? { "/store/orders/order_2/cancel": cancel } : {}),
  })
}

const APPROVED_AT = "2025-03-06T09:00:00.000Z"
const SHIPPED_AT = "2025-03-07T11:30:00.000Z"
const DELIVERED_AT = "2025-03-09T15:00:00.000Z"

/** The timeline's steps: name (without the screen reader's "current step"), date or "Not yet", and which one is current. */
async function timeline() {
  const region = await screen.findByRole("region", { name: "Your order's progress" }, { timeout: 5000 })
  const steps = within(within(region).getByRole("list")).getAllByRole("listitem")
  return steps.map((step) => ({
    name: step.querySelector("strong")?.firstChild?.textContent,
    when: step.querySelector(".order-steps__date")?.textContent ?? null,
    current: step.getAttribute("aria-current") === "step",
    greyed: step.classList.contains("order-steps__step--ahead"),
  }))
}

/** What the timeline says under each step: a reached step's text, nothing under one still ahead. */
const stepTexts = () =>
  within(screen.getByRole("region", { name: "Your order's progress" }))
    .getAllByRole("listitem")
    .map((step) => step.querySelector(".order-steps__text")?.textContent ?? null)

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
    expect(screen.getByText("Placed on").closest("p")).toHaveTextContent("Placed on 5 March 2025")
    expect(screen.getByText("Placed", { selector: ".status" })).toBeInTheDocument()

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

    // Just placed: the first step is current and dated, the others are ahead.
    expect(await timeline()).toEqual([
      { name: "Placed", when: "5 March 2025", current: true, greyed: false },
      { name: "Approved", when: "Not yet", current: false, greyed: true },
      { name: "Shipped", when: "Not yet", current: false, greyed: true },
      { name: "Delivered", when: "Not yet", current: false, greyed: true },
    ])
    // The steps ahead say nothing of what has not happened.
    expect(stepTexts()).toEqual(["We have your order and check that everything is in stock.", null, null, null])
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument()

    expect(screen.getByRole("link", { name: "Back to my orders" })).toHaveAttribute("href", "/my-account/my-order")
    await waitFor(() => expect(document.title).toBe("Order #2 · /my-account/my-order/order_2 · Chaka"))
    expect(query?.get("fields")).toContain("*shipping_address")
    expect(query?.get("fields")).toContain("+metadata")
    // What the order's life is read from.
    for (const field of ["canceled_at", "status", "*fulfillments", "*fulfillments.labels"]) expect(query?.get("fields")?.split(",")).toContain(field)
  })

  it("marks Approved as the current step once an admin approved the order, with its date", async () => {
    backend(() => json({ order: { ...ORDER, metadata: { approved_at: APPROVED_AT } } }))
    renderApp("/my-account/my-order/order_2")
    const steps = await timeline()
    expect(steps.map(({ current }) => current)).toEqual([false, true, false, false])
    expect(steps[1].when).toBe("6 March 2025")
    expect(stepTexts()).toEqual([
      "We have your order and check that everything is in stock.",
      "The shop confirmed your order and packs it for home delivery.",
      null,
      null,
    ])
    expect(screen.getByText("Approved", { selector: ".status" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument()
  })

  it("shows a delivered order's dates, the courier and tracking number, and no cancel", async () => {
    const fulfillment = {
      id: "ful_1",
      shipped_at: SHIPPED_AT,
      delivered_at: DELIVERED_AT,
      canceled_at: null,
      metadata: { courier: "Pathao" },
      labels: [{ tracking_number: "PT-556677" }],
    }
    backend(() => json({ order: { ...ORDER, metadata: { approved_at: APPROVED_AT }, fulfillments: [fulfillment] } }))
    renderApp("/my-account/my-order/order_2")
    expect(await timeline()).toEqual([
      { name: "Placed", when: "5 March 2025", current: false, greyed: false },
      { name: "Approved", when: "6 March 2025", current: false, greyed: false },
      { name: "Shipped", when: "7 March 2025", current: false, greyed: false },
      { name: "Delivered", when: "9 March 2025", current: true, greyed: false },
    ])
    const region = within(screen.getByRole("region", { name: "Your order's progress" }))
    expect(region.getByText("Courier").nextElementSibling).toHaveTextContent("Pathao")
    expect(region.getByText("Tracking number").nextElementSibling).toHaveTextContent("PT-556677")
    expect(screen.getByText("Delivered", { selector: ".status" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument()
  })

  it("shows a shipped order without the courier's name or an approval when none was given (shipped from Medusa's dashboard)", async () => {
    const fulfillment = { id: "ful_1", shipped_at: SHIPPED_AT, delivered_at: null, canceled_at: null, metadata: null, labels: [] }
    backend(() => json({ order: { ...ORDER, fulfillments: [fulfillment] } }))
    renderApp("/my-account/my-order/order_2")
    // Never approved: no "Approved" step claiming it was, with no date.
    expect(await timeline()).toEqual([
      { name: "Placed", when: "5 March 2025", current: false, greyed: false },
      { name: "Shipped", when: "7 March 2025", current: true, greyed: false },
      { name: "Delivered", when: "Not yet", current: false, greyed: true },
    ])
    expect(screen.queryByText("Courier")).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument()
  })

  it("cancels after the confirm step: the page then says Canceled, with when, the approval kept", async () => {
    let canceled = false
    const approvedOrder = { ...ORDER, metadata: { approved_at: APPROVED_AT } }
    const canceledOrder = { ...approvedOrder, status: "canceled", canceled_at: "2025-03-06T12:00:00.000Z" }
    const { calls } = backend(
      () => json({ order: canceled ? canceledOrder : approvedOrder }),
      () => {
        canceled = true
        return json({ order: canceledOrder })
      }
    )
    renderApp("/my-account/my-order/order_2")
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }))
    // Asked first (the page with ?cancel=1: a form, so it works without scripts); keeping it sends nothing.
    await waitFor(() => expect(screen.getByText("Cancel order #2? The items go back on sale and nothing will be delivered.")).toHaveFocus())
    await userEvent.click(screen.getByRole("button", { name: "Keep my order" }))
    const cancels = () => calls.filter(({ url }) => url.pathname.endsWith("/cancel"))
    expect(await screen.findByRole("button", { name: "Cancel order" })).toBeInTheDocument()
    expect(cancels()).toHaveLength(0)

    const reads = () => calls.filter(({ url }) => url.pathname === "/store/orders/order_2")
    const readsBefore = reads().length
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }))
    await userEvent.click(await screen.findByRole("button", { name: "Yes, cancel the order" }))
    expect(await screen.findByText("Canceled", { selector: ".status" })).toBeInTheDocument()
    expect(cancels()).toHaveLength(1)
    expect(cancels()[0].method).toBe("POST")
    // Canceled, the page reads the order again (its whole life: the cancel date, the approval kept).
    expect(reads().length).toBeGreaterThan(readsBefore)
    expect(await timeline()).toEqual([
      { name: "Placed", when: "5 March 2025", current: false, greyed: false },
      { name: "Approved", when: "6 March 2025", current: false, greyed: false },
      { name: "Canceled", when: "6 March 2025", current: true, greyed: false },
    ])
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument()
    expect(await screen.findByText("Your order was canceled")).toBeInTheDocument()
  })

  it("says the server's reason when the order shipped meanwhile (409), and shows it shipped", async () => {
    let shipped = false
    const fulfillment = { id: "ful_1", shipped_at: SHIPPED_AT, delivered_at: null, canceled_at: null, metadata: null, labels: [] }
    backend(
      () => json({ order: shipped ? { ...ORDER, fulfillments: [fulfillment] } : ORDER }),
      () => {
        shipped = true
        return json({ type: "not_allowed", message: "This order has shipped and can no longer be canceled" }, 409)
      }
    )
    renderApp("/my-account/my-order/order_2")
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }))
    await userEvent.click(await screen.findByRole("button", { name: "Yes, cancel the order" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("This order has shipped and can no longer be canceled")
    expect(await screen.findByText("Shipped", { selector: ".status" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("This order has shipped and can no longer be canceled")
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

  it("says a bKash order was paid with bKash, with its transaction id, and confirms it when bKash's return opened it", async () => {
    const paid = {
      ...ORDER,
      payment_collections: [
        { id: "paycol_1", payments: [{ id: "pay_1", provider_id: "pp_bkash_bkash", data: { paymentID: "TR0011abc", trxID: "BGH4ABCD12" } }] },
      ],
    }
    let query: URLSearchParams | undefined
    backend((url) => {
      query = url.searchParams
      return json({ order: paid })
    })
    renderApp("/my-account/my-order/order_2?placed=1")
    expect(await screen.findByRole("heading", { name: "Thank you for your order!", level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    const payment = within(screen.getByRole("region", { name: "Payment" }))
    expect(payment.getByText("bKash · Transaction ID BGH4ABCD12")).toBeInTheDocument()
    expect(payment.getByText(/^Paid with bKash/)).toHaveTextContent("Paid with bKash: ৳ 1,45,950")
    expect(payment.queryByText(/Cash on delivery/)).not.toBeInTheDocument()
    for (const field of ["payment_collections.payments.provider_id", "payment_collections.payments.data"])
      expect(query?.get("fields")?.split(",")).toContain(field)
  })

  it("says on the confirmation when checkout could not save the address to the profile, and only then", async () => {
    backend(() => json({ order: ORDER }))
    renderApp("/my-account/my-order/order_2?placed=1&address_not_saved=1")
    expect(await screen.findByRole("heading", { name: "Thank you for your order!", level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent(/the address could not be saved to your profile/)
  })

  it("says nothing of the address when it was saved", async () => {
    backend(() => json({ order: ORDER }))
    renderApp("/my-account/my-order/order_2?placed=1")
    expect(await screen.findByRole("heading", { name: "Thank you for your order!", level: 1 }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/the address could not be saved/)).not.toBeInTheDocument()
  })
})
