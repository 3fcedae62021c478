import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../../lib/medusa"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import { adminBackend } from "../../content/test-backend"
import { ORDERS_PAGE_SIZE, type ShopOrder } from "../api/shop-orders"
import { CURRENCY_CODE, orderLife, type OrderStage } from "@chaka/rules"

const PLACED = "2025-03-05T10:00:00.000Z"
const APPROVED = "2025-03-06T09:00:00.000Z"
const SHIPPED = "2025-03-07T09:00:00.000Z"

/** The life the backend derives for a stage (the same @chaka/rules function). */
const lifeAt = (stage: OrderStage, shipment = { courier: "Pathao", tracking: "PT-123" }) =>
  orderLife({
    created_at: PLACED,
    canceled_at: stage === "canceled" ? SHIPPED : null,
    metadata: stage === "placed" || stage === "canceled" ? null : { approved_at: APPROVED },
    fulfillments:
      stage === "shipped" || stage === "delivered"
        ? [
            {
              shipped_at: SHIPPED,
              delivered_at: stage === "delivered" ? SHIPPED : null,
              labels: [{ tracking_number: shipment.tracking }],
              metadata: { courier: shipment.courier },
            },
          ]
        : [],
  })

const order = (n: number, status: OrderStage, overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  id: `order_${n}`,
  display_id: n,
  created_at: PLACED,
  status,
  life: lifeAt(status),
  approved_at: status === "placed" ? null : APPROVED,
  customer: { name: "Rahim Uddin", email: "rahim@example.com" },
  shipping_address: {
    name: "Rahim Uddin",
    division: "Dhaka",
    district: "Gazipur",
    thana: "Kaliakair",
    road: "Chandra, Pallibiddut road",
    phone: "01812345678",
  },
  items: [
    { id: `li_${n}_1`, product_id: "prod_roadster", title: "Phoenix Classic Roadster", thumbnail: null, quantity: 2, unit_price: 12500 },
    { id: `li_${n}_2`, product_id: "prod_bell", title: "Bell", thumbnail: null, quantity: 1, unit_price: 350 },
  ],
  currency_code: CURRENCY_CODE,
  item_subtotal: 25350,
  shipping_total: 250,
  total: 25600,
  ...overrides,
})

/**
 * A stateful fake of the orders routes: approving and deleting change what the next list returns.
 * The page reads through the shop's origin (/medusa/admin/…); its forms post to the route's
 * action, which calls the admin API from the shop's server (/admin/…).
 */
function ordersBackend(initial: ShopOrder[]) {
  let orders = [...initial]
  const listed: URLSearchParams[] = []
  const server = adminBackend({
    "/medusa/admin/shop-orders": (url) => {
      listed.push(url.searchParams)
      const limit = Number(url.searchParams.get("limit"))
      const offset = Number(url.searchParams.get("offset"))
      // The backend's filters, roughly: stage, payment, and a search by number, name or phone.
      const [stage, payment, q] = ["stage", "payment", "q"].map((name) => url.searchParams.get(name))
      const matching = orders.filter(
        (o) =>
          (!stage || o.status === stage) &&
          (!payment || (o.payment?.method ?? "cod") === payment) &&
          (!q ||
            String(o.display_id) === q.replace(/^#/, "") ||
            (o.customer.name ?? "").toLowerCase().includes(q.toLowerCase()) ||
            (o.shipping_address?.phone ?? "").includes(q))
      )
      const waiting = (status: OrderStage) => orders.filter((o) => o.status === status).length
      const counts = { to_approve: waiting("placed"), to_ship: waiting("approved"), to_deliver: waiting("shipped") }
      return json({ orders: matching.slice(offset, offset + limit), count: matching.length, limit, offset, counts })
    },
  })
  const writes: { pathname: string; auth: string | null; body?: unknown }[] = []
  const original = server.fetchMock.getMockImplementation()!
  server.fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input instanceof Request ? input.url : input))
    if (pathname.startsWith("/admin/orders/"))
      writes.push({ pathname, auth: new Headers(init?.headers).get("authorization"), ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) })
    const approve = pathname.match(/^\/admin\/orders\/([^/]+)\/approve$/)
    if (approve && init?.method === "POST") {
      orders = orders.map((o) => (o.id === approve[1] ? { ...o, status: "approved", life: lifeAt("approved") } : o))
      return json({ order: { id: approve[1] } })
    }
    const step = pathname.match(/^\/admin\/orders\/([^/]+)\/(ship|deliver)$/)
    if (step && init?.method === "POST") {
      const body = (init.body ? JSON.parse(String(init.body)) : {}) as { courier?: string; tracking_number?: string }
      const stage = step[2] === "ship" ? "shipped" : "delivered"
      const shipment = { courier: body.courier ?? "Pathao", tracking: body.tracking_number ?? "PT-123" }
      orders = orders.map((o) => (o.id === step[1] ? { ...o, status: stage, life: lifeAt(stage, shipment) } : o))
      return json({ order: orders.find((o) => o.id === step[1]) })
    }
    const remove = pathname.match(/^\/admin\/orders\/([^/]+)$/)
    if (remove && init?.method === "DELETE") {
      orders = orders.filter((o) => o.id !== remove[1])
      return json({ id: remove[1], object: "order", deleted: true })
    }
    return original(input, init)
  })
  return { ...server, listed, writes }
}

const card = (n: number) => screen.findByRole("article", { name: `Order #${n}` })

describe("manage orders", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })
  afterEach(() => vi.restoreAllMocks())

  it("lists every order with customer, address, items, taka totals, date and stage; Approve only on placed ones", async () => {
    const server = ordersBackend([order(2, "placed"), order(1, "approved")])
    await renderAdminApp("/admin/manage-order")
    expect(await screen.findByRole("status", { name: "Loading orders" })).toBeInTheDocument()

    const pending = await card(2)
    expect(within(pending).getByText("Placed")).toBeInTheDocument()
    expect(within(pending).getByText("Rahim Uddin")).toBeInTheDocument()
    expect(within(pending).getByText("rahim@example.com")).toBeInTheDocument()
    expect(within(pending).getByText("Chandra, Pallibiddut road, Kaliakair, Gazipur, Dhaka")).toBeInTheDocument()
    expect(within(pending).getByText("01812345678")).toBeInTheDocument()
    expect(within(pending).getByText("Phoenix Classic Roadster")).toBeInTheDocument()
    expect(within(pending).getByText("× 2")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 25,000")).toBeInTheDocument()
    expect(within(pending).getByText("৳ 25,600")).toBeInTheDocument()
    expect(within(pending).getByText("5 March 2025")).toBeInTheDocument()
    expect(within(pending).getByRole("button", { name: "Approve order #2" })).toBeInTheDocument()
    expect(within(pending).getByRole("button", { name: "Delete order #2" })).toBeInTheDocument()

    const approved = await card(1)
    expect(within(approved).getByText("Approved")).toBeInTheDocument()
    expect(within(approved).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument()
    expect(within(approved).getByRole("button", { name: "Delete order #1" })).toBeInTheDocument()

    expect(server.listed[0].get("limit")).toBe(String(ORDERS_PAGE_SIZE))
    expect(server.listed[0].get("offset")).toBe("0")
  })

  it("shows a discounted order's discount line with its code, and a delivery a promotion made free (issue 52)", async () => {
    ordersBackend([order(3, "placed", { discount_total: 2_535, discount_codes: ["EID10"], shipping_subtotal: 250, shipping_total: 0, total: 22_815 })])
    await renderAdminApp("/admin/manage-order")
    const discounted = await card(3)
    const totals = within(discounted).getByText("Discount (EID10)").closest("dl")!
    const rows = within(totals)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ["Subtotal", "৳ 25,350"],
      ["Discount (EID10)", "−৳ 2,535"],
      ["Shipping", "Free"],
      ["Total", "৳ 22,815"],
    ])
  })

  it("approves a pending order with the admin token through the route's action: 'Order Approved', the status changes and the button goes", async () => {
    const server = ordersBackend([order(2, "placed")])
    await renderAdminApp("/admin/manage-order")
    const pending = await card(2)
    await userEvent.click(within(pending).getByRole("button", { name: "Approve order #2" }))
    expect(await screen.findByText("Order Approved")).toBeInTheDocument()
    // The list is read again after the action's answer.
    await waitFor(() => expect(within(pending).queryByRole("button", { name: "Approve order #2" })).not.toBeInTheDocument())
    expect(within(pending).getByText("Approved")).toBeInTheDocument()
    expect(server.writes).toEqual([{ pathname: "/admin/orders/order_2/approve", auth: "Bearer user-token-of-rahim" }])
    // Approved: the ship form is its next step.
    expect(await within(pending).findByRole("form", { name: "Ship order #2" })).toBeInTheDocument()
  })

  it("deletes an order only after the confirm prompt is accepted", async () => {
    const server = ordersBackend([order(2, "placed"), order(1, "approved")])
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true)
    await renderAdminApp("/admin/manage-order")
    const first = await card(1)

    await userEvent.click(within(first).getByRole("button", { name: "Delete order #1" }))
    expect(confirm).toHaveBeenLastCalledWith("Delete order #1? This cannot be undone.")
    expect(server.writes).toEqual([])
    expect(screen.getByRole("article", { name: "Order #1" })).toBeInTheDocument()

    await userEvent.click(within(first).getByRole("button", { name: "Delete order #1" }))
    expect(await screen.findByText("Order deleted successfully")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("article", { name: "Order #1" })).not.toBeInTheDocument())
    expect(screen.getByRole("article", { name: "Order #2" })).toBeInTheDocument()
    expect(server.writes.map(({ pathname }) => pathname)).toEqual(["/admin/orders/order_1"])
  })

  it("offers each order its next step: Approve when placed, the ship form when approved, Mark delivered when shipped, none after; Delete until shipped", async () => {
    ordersBackend([order(5, "placed"), order(4, "approved"), order(3, "shipped"), order(2, "delivered"), order(1, "canceled")])
    await renderAdminApp("/admin/manage-order")
    const next = async (n: number) => {
      const it = within(await card(n))
      return {
        approve: it.queryByRole("button", { name: `Approve order #${n}` }),
        ship: it.queryByRole("form", { name: `Ship order #${n}` }),
        deliver: it.queryByRole("button", { name: `Mark order #${n} delivered` }),
        remove: it.queryByRole("button", { name: `Delete order #${n}` }),
        stage: it.getByText(/^(Placed|Approved|Shipped|Delivered|Canceled)$/).textContent,
      }
    }
    const shown = await Promise.all([5, 4, 3, 2, 1].map(next))
    // The badge reads "Status: …" to a screen reader.
    expect(shown.map(({ stage }) => stage)).toEqual(["Placed", "Approved", "Shipped", "Delivered", "Canceled"].map((stage) => `Status: ${stage}`))
    expect(shown.map(({ approve, ship, deliver }) => [Boolean(approve), Boolean(ship), Boolean(deliver)])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
      [false, false, false],
      [false, false, false],
    ])
    // A shipped or delivered order cannot be deleted (the server says 409): no button.
    expect(shown.map(({ remove }) => Boolean(remove))).toEqual([true, true, false, false, true])
    // The shipped one says how it went.
    expect(within(await card(3)).getByText("Pathao")).toBeInTheDocument()
    expect(within(await card(3)).getByText("Tracking number: PT-123")).toBeInTheDocument()
  })

  it("ships an approved order with the courier and tracking number, then marks it delivered", async () => {
    const server = ordersBackend([order(4, "approved")])
    await renderAdminApp("/admin/manage-order")
    const approved = await card(4)
    const form = within(within(approved).getByRole("form", { name: "Ship order #4" }))
    await userEvent.type(form.getByLabelText("Courier"), "  Steadfast ")
    await userEvent.type(form.getByLabelText("Tracking number"), "SF-98765")
    await userEvent.click(form.getByRole("button", { name: "Ship" }))
    expect(await screen.findByText("Order shipped")).toBeInTheDocument()
    expect(await within(approved).findByText("Shipped")).toBeInTheDocument()
    expect(within(approved).getByText("Tracking number: SF-98765")).toBeInTheDocument()
    expect(within(approved).queryByRole("form", { name: "Ship order #4" })).not.toBeInTheDocument()

    await userEvent.click(within(approved).getByRole("button", { name: "Mark order #4 delivered" }))
    expect(await screen.findByText("Order marked delivered")).toBeInTheDocument()
    expect(await within(approved).findByText("Delivered")).toBeInTheDocument()
    expect(within(approved).queryByRole("button", { name: /delivered/ })).not.toBeInTheDocument()
    expect(server.writes.map(({ pathname, body }) => [pathname, body])).toEqual([
      ["/admin/orders/order_4/ship", { courier: "Steadfast", tracking_number: "SF-98765" }],
      ["/admin/orders/order_4/deliver", undefined],
    ])
  })

  it("refuses a courier longer than the backend takes, before sending", async () => {
    const server = ordersBackend([order(4, "approved")])
    await renderAdminApp("/admin/manage-order")
    const form = within(within(await card(4)).getByRole("form", { name: "Ship order #4" }))
    const courier = form.getByLabelText("Courier")
    // maxLength stops typing; a pasted value set by script still meets the schema.
    courier.removeAttribute("maxlength")
    await userEvent.type(courier, "x".repeat(61))
    await userEvent.click(form.getByRole("button", { name: "Ship" }))
    expect(await form.findByText("At most 60 characters")).toBeInTheDocument()
    expect(server.writes).toEqual([])
  })

  it("pages through the orders", async () => {
    const many = Array.from({ length: ORDERS_PAGE_SIZE + 2 }, (_, i) => order(100 - i, "placed"))
    const server = ordersBackend(many)
    await renderAdminApp("/admin/manage-order")
    await card(100)
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: "Next" }))
    expect(await card(100 - ORDERS_PAGE_SIZE)).toBeInTheDocument()
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument()
    expect(server.listed.at(-1)?.get("offset")).toBe(String(ORDERS_PAGE_SIZE))
  })

  it("shows the recipient when it differs from the customer, and copes with missing names and phone", async () => {
    ordersBackend([
      order(3, "placed", {
        customer: { name: null, email: "guest@example.com" },
        shipping_address: { name: "Karim Mia", division: "Sylhet", district: "Sylhet", thana: "Kotwali", road: "Zindabazar", phone: null },
      }),
    ])
    await renderAdminApp("/admin/manage-order")
    const guest = await card(3)
    expect(within(guest).getByText("guest@example.com")).toBeInTheDocument()
    expect(within(guest).getByText("Karim Mia")).toBeInTheDocument()
    expect(within(guest).getByText("Zindabazar, Kotwali, Sylhet, Sylhet")).toBeInTheDocument()
    expect(within(guest).queryByText("Phone")).not.toBeInTheDocument()
  })

  it("says how each order is paid: cash on delivery, or bKash with its transaction id", async () => {
    ordersBackend([
      order(3, "approved", { payment: { method: "bkash", trx_id: "TRX9ABC123" } }),
      order(2, "placed", { payment: { method: "bkash", trx_id: null } }),
      order(1, "placed", { payment: { method: "cod" } }),
    ])
    await renderAdminApp("/admin/manage-order")
    expect(within(await card(3)).getByTestId("order-payment")).toHaveTextContent("bKash · Transaction ID TRX9ABC123")
    expect(within(await card(2)).getByTestId("order-payment")).toHaveTextContent(/^bKash$/)
    expect(within(await card(1)).getByTestId("order-payment")).toHaveTextContent("Cash on delivery")
  })

  describe("filters and search (issue 55: orders first)", () => {
    const waitingLink = (name: RegExp) => within(screen.getByRole("navigation", { name: "Waiting for you" })).getByRole("link", { name })
    const shownCards = () =>
      screen.queryAllByRole("article").map((article) => article.getAttribute("aria-labelledby") && article.querySelector("h2")?.textContent)

    it("shows the waiting groups with their counts as links; a group lists its orders from the address", async () => {
      const server = ordersBackend([order(5, "placed"), order(4, "placed"), order(3, "approved"), order(2, "shipped"), order(1, "delivered")])
      const { router } = await renderAdminApp("/admin/manage-order")
      await card(5)
      expect(waitingLink(/^To approve/)).toHaveAccessibleName("To approve 2 orders waiting")
      expect(waitingLink(/^To ship/)).toHaveAccessibleName("To ship 1 order waiting")
      expect(waitingLink(/^To mark delivered/)).toHaveAccessibleName("To mark delivered 1 order waiting")
      expect(waitingLink(/^All orders/)).toHaveAttribute("aria-current", "page")

      await userEvent.click(waitingLink(/^To ship/))
      await waitFor(() => expect(shownCards()).toEqual(["Order #3"]))
      expect(router.state.location.search).toBe("?stage=approved")
      expect(server.listed.at(-1)?.get("stage")).toBe("approved")
      expect(waitingLink(/^To ship/)).toHaveAttribute("aria-current", "page")
      // The form shows the group it is on.
      expect(screen.getByLabelText("Status")).toHaveValue("approved")
    })

    it("the GET form puts status, payment and search in the address, and the backend gets them", async () => {
      const server = ordersBackend([
        order(3, "shipped", { payment: { method: "bkash", trx_id: "TRX1" } }),
        order(2, "shipped"),
        order(1, "placed", { payment: { method: "bkash", trx_id: "TRX2" } }),
      ])
      const { router } = await renderAdminApp("/admin/manage-order")
      await card(3)
      const search = screen.getByRole("search", { name: "Find orders" })
      expect(search.tagName).toBe("FORM")
      expect(search).toHaveAttribute("method", "get")
      await userEvent.selectOptions(within(search).getByLabelText("Status"), "Shipped")
      await userEvent.selectOptions(within(search).getByLabelText("Payment"), "bKash")
      await userEvent.type(within(search).getByLabelText("Search"), "  Rahim ")
      await userEvent.click(within(search).getByRole("button", { name: "Show orders" }))

      await waitFor(() => expect(shownCards()).toEqual(["Order #3"]))
      const asked = new URLSearchParams(router.state.location.search)
      expect([asked.get("stage"), asked.get("payment"), asked.get("q")?.trim()]).toEqual(["shipped", "bkash", "Rahim"])
      const sent = server.listed.at(-1)!
      expect([sent.get("stage"), sent.get("payment"), sent.get("q"), sent.get("offset")]).toEqual(["shipped", "bkash", "Rahim", "0"])
      expect(screen.getByText("1 order")).toBeInTheDocument()
    })

    it("opened from a bookmark: the fields show the address's filters; unknown values are no filter; nothing found says so and offers to clear", async () => {
      const server = ordersBackend([order(2, "shipped"), order(1, "placed")])
      const { router } = await renderAdminApp("/admin/manage-order?stage=shipped&payment=card&q=%2399")
      expect(await screen.findByText("No order matches these filters.")).toBeInTheDocument()
      const sent = server.listed.at(-1)!
      expect([sent.get("stage"), sent.get("payment"), sent.get("q")]).toEqual(["shipped", null, "#99"])
      expect(screen.getByLabelText("Status")).toHaveValue("shipped")
      expect(screen.getByLabelText("Payment")).toHaveValue("")
      expect(screen.getByLabelText("Search")).toHaveValue("#99")

      await userEvent.click(screen.getByRole("link", { name: "Clear filters" }))
      expect(await card(2)).toBeInTheDocument()
      expect(router.state.location.search).toBe("")
      expect(server.listed.at(-1)?.get("stage")).toBeNull()
    })

    it("paging keeps the filters", async () => {
      const many = Array.from({ length: ORDERS_PAGE_SIZE + 2 }, (_, i) => order(100 - i, "placed"))
      const server = ordersBackend([...many, order(1, "approved")])
      const { router } = await renderAdminApp("/admin/manage-order?stage=placed")
      await card(100)
      await userEvent.click(screen.getByRole("button", { name: "Next" }))
      expect(await card(100 - ORDERS_PAGE_SIZE)).toBeInTheDocument()
      const asked = new URLSearchParams(router.state.location.search)
      expect([asked.get("stage"), asked.get("page")]).toEqual(["placed", "2"])
      expect([server.listed.at(-1)?.get("stage"), server.listed.at(-1)?.get("offset")]).toEqual(["placed", String(ORDERS_PAGE_SIZE)])
    })
  })

  it("says when there are no orders", async () => {
    ordersBackend([])
    await renderAdminApp("/admin/manage-order")
    expect(await screen.findByText("There are no orders yet.")).toBeInTheDocument()
  })

  it("toasts the error's message when the orders cannot be loaded, and retries", async () => {
    let up = false
    adminBackend({
      "/medusa/admin/shop-orders": () => (up ? json({ orders: [order(1, "approved")], count: 1 }) : json({ message: "The orders are unavailable" }, 500)),
    })
    await renderAdminApp("/admin/manage-order")
    expect(await screen.findByRole("alert")).toHaveTextContent("The orders are unavailable")
    expect(await screen.findByText("The orders are unavailable", { selector: "[data-title]" })).toBeInTheDocument()
    up = true
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await card(1)).toBeInTheDocument()
  })
})
