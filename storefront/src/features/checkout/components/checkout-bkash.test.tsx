import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { leaveShopFor } from "../../../lib/leave-shop"
import { fakeBackend, json } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { DIVISIONS } from "../../../testing/divisions"
import { bodyOf, CUSTOMER, line, signedInRoutes, storeCart } from "../../../testing/cart-fixtures"
import { BKASH_NOTICE_COOKIE } from "../bkash-notice"

// jsdom cannot leave the page: the test sees where the shopper would have gone.
vi.mock("../../../lib/leave-shop", () => ({ leaveShopFor: vi.fn() }))

const CART = storeCart([line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 2)])
const CART_URL = "/place-order/&&prod_phoenix-classic-roadster"
const START = "/store/carts/cart_1/bkash"
const PAY_PAGE = "http://bkash.test/pay/TR0011abc"

function setUp(extra: Parameters<typeof fakeBackend>[0] = {}, methods: object[] = [{ id: "cod" }, { id: "bkash" }]) {
  return fakeBackend({
    ...signedInRoutes({ customer: CUSTOMER, cart: CART }),
    "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
    "/store/payment-methods": () => json({ payment_methods: methods }),
    ...extra,
  })
}

const user = () => userEvent.setup()

async function fillAddressAndProceed() {
  const u = user()
  await screen.findByRole("option", { name: /Chattogram/ }, { timeout: 5000 })
  await u.selectOptions(screen.getByLabelText("Division"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("District"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("Police station (thana)"), "Dhanmondi")
  await u.type(screen.getByLabelText("Road or village"), "Road 5, House 12")
  await u.type(screen.getByLabelText("Phone"), "01712-345678")
  await u.click(screen.getByRole("checkbox", { name: "Save this address to my profile", checked: true }))
  await u.click(screen.getByRole("button", { name: "Proceed to pay" }))
  return screen.findByRole("dialog", { name: "Choose a payment method" })
}

describe("paying with bKash at checkout", () => {
  beforeEach(() => {
    resetShop()
    window.sessionStorage.clear()
    vi.mocked(leaveShopFor).mockClear()
  })

  it("offers bKash beside cash on delivery when the shop takes it, and sends the shopper to bKash's page with one request", async () => {
    let sent: Record<string, unknown> = {}
    let answer: () => Promise<Response> = async () => json({ bkash_url: PAY_PAGE, payment_id: "TR0011abc" })
    const { calls } = setUp({
      [START]: (_url, init) => {
        sent = bodyOf(init)
        return answer()
      },
    })
    renderApp(CART_URL)
    const dialog = await fillAddressAndProceed()
    // Card and Rocket are still coming; bKash and cash on delivery each have their own button.
    expect(within(dialog).getAllByText("Coming soon")).toHaveLength(2)
    expect(within(dialog).getByRole("button", { name: "Confirm order" })).toBeEnabled()
    let release = () => {}
    answer = () => new Promise<Response>((resolve) => (release = () => resolve(json({ bkash_url: PAY_PAGE, payment_id: "TR0011abc" }))))
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))

    // While bKash's page is being opened the button is busy: a second tap starts nothing.
    const busy = await screen.findByRole("button", { name: "Opening bKash…" })
    expect(busy).toBeDisabled()
    release()
    await waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith(PAY_PAGE))
    expect(screen.getByRole("button", { name: "Opening bKash…" })).toBeDisabled()
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual([START])
    expect(sent).toMatchObject({ shipping_address: { province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi", address_1: "Road 5, House 12" } })
  })

  it("shows the server's refusal and opens nothing; a cart already ordered goes to its order", async () => {
    let answer = json({ type: "not_allowed", message: "Phoenix Classic Roadster is sold out" }, 400)
    setUp({ [START]: () => answer, "/store/orders/order_9": () => json({ message: "Not found" }, 404) })
    renderApp(CART_URL)
    let dialog = await fillAddressAndProceed()
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Phoenix Classic Roadster is sold out")
    expect(leaveShopFor).not.toHaveBeenCalled()

    answer = json({ order: { id: "order_9" } })
    await user().click(screen.getByRole("button", { name: "Proceed to pay" }))
    dialog = await screen.findByRole("dialog", { name: "Choose a payment method" })
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))
    expect(await screen.findByRole("heading", { name: /We could not find this order/ })).toBeInTheDocument()
    expect(leaveShopFor).not.toHaveBeenCalled()
  })

  it("keeps bKash as coming soon when the shop does not take it (or its list cannot be read)", async () => {
    setUp({}, [{ id: "cod" }])
    renderApp(CART_URL)
    const dialog = await fillAddressAndProceed()
    expect(within(dialog).getAllByText("Coming soon")).toHaveLength(3)
    expect(within(dialog).queryByRole("button", { name: "Pay with bKash" })).not.toBeInTheDocument()
  })

  it("says why bKash sent the shopper back, once, above the order", async () => {
    document.cookie = `${BKASH_NOTICE_COOKIE}=${encodeURIComponent("You cancelled the bKash payment. Nothing was charged.")}`
    setUp()
    renderApp(CART_URL)
    const notice = await screen.findByRole("alert", {}, { timeout: 5000 })
    expect(notice).toHaveTextContent("bKash payment")
    expect(notice).toHaveTextContent("You cancelled the bKash payment. Nothing was charged.")
    expect(await screen.findByText(/Phoenix Classic Roadster/)).toBeInTheDocument()
  })
})
