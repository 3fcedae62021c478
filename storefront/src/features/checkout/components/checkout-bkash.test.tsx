import { cleanup, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { data, redirect } from "react-router"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { fakeBackend } from "../../../testing/backend"
import { checkoutView, renderCheckout } from "../../../testing/checkout-route"
import type { CheckoutAnswer } from "../api/place-order.server"
import { BKASH_NOTICE_COOKIE } from "../bkash-notice"
import { readCheckoutPost } from "../schemas"
import { emptyAddress } from "../../session/address/schemas"

// Bangla pages read the Bangla catalogue (the server registers it at start).
registerCatalogue("bn", bangla)

const en = messagesFor("en")
const WITH_BKASH = checkoutView({ offered: ["cod", "bkash"] })

const user = () => userEvent.setup()
// Each test clicks through the whole form: on a busy 2-core machine that can take longer than 5 s.
const SLOW_MACHINE_MS = 30_000

async function fillAddressAndProceed() {
  const u = user()
  await screen.findByRole("option", { name: /Chattogram/ })
  await u.selectOptions(screen.getByLabelText("Division"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("District"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("Police station (thana)"), "Dhanmondi")
  await u.type(screen.getByLabelText("Road or village"), "Road 5, House 12")
  await u.type(screen.getByLabelText("Phone"), "01712-345678")
  await u.click(screen.getByRole("checkbox", { name: "Save this address to my profile", checked: true }))
  await u.click(screen.getByRole("button", { name: "Proceed to pay" }))
  return screen.findByRole("dialog", { name: "Choose a payment method" })
}

describe("paying with bKash at checkout", { timeout: SLOW_MACHINE_MS }, () => {
  beforeEach(() => void fakeBackend({}))

  it("offers bKash beside cash on delivery when the shop takes it, and posts the address with pay_with=bkash once", async () => {
    // The action answers when bKash's page is ready (a redirect there): until then the post is on its way.
    const { posted } = renderCheckout({ view: WITH_BKASH, answer: () => new Promise(() => {}) })
    const dialog = await fillAddressAndProceed()
    // Only what the shop takes (issue 56): bKash and cash on delivery, each with its own button; no coming-soon tile.
    expect(within(dialog).queryByText(/coming soon/i)).not.toBeInTheDocument()
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2)
    expect(within(dialog).getByText(en.bkash.hint)).toBeInTheDocument()
    expect(within(dialog).getByText(en.bkash.codHint)).toBeInTheDocument()
    expect(within(dialog).getByRole("button", { name: "Confirm order" })).toBeEnabled()
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))

    // While bKash's page is being opened the button is busy: a second tap sends nothing.
    const busy = await screen.findByRole("button", { name: "Opening bKash…" })
    expect(busy).toBeDisabled()
    await user().click(busy)
    expect(posted).toHaveLength(1)
    expect(posted[0].get("pay_with")).toBe("bkash")
    expect(readCheckoutPost(posted[0], en, emptyAddress)).toMatchObject({
      ok: true,
      cartId: "cart_1",
      expectedTotal: 25_180,
      payWith: "bkash",
      input: { division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5, House 12", phone: "01712-345678", saveToProfile: false },
    })
  })

  it("shows the action's refusal and keeps the fields; paying again posts again (a cart already ordered goes to its order)", async () => {
    let answer: (form: FormData) => unknown = (form) => {
      const post = readCheckoutPost(form, en, emptyAddress)
      const values = post.ok ? post.input : post.values
      return data({ kind: "refused", values, fields: {}, error: "Phoenix Classic Roadster is sold out" } satisfies CheckoutAnswer, { status: 400 })
    }
    const { posted } = renderCheckout({ view: WITH_BKASH, answer: (form) => answer(form) })
    let dialog = await fillAddressAndProceed()
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Phoenix Classic Roadster is sold out")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByLabelText("Road or village")).toHaveValue("Road 5, House 12")

    answer = () => redirect("/my-account/my-order/order_9?placed=1")
    await user().click(screen.getByRole("button", { name: "Proceed to pay" }))
    dialog = await screen.findByRole("dialog", { name: "Choose a payment method" })
    await user().click(within(dialog).getByRole("button", { name: "Pay with bKash" }))
    expect(await screen.findByRole("heading", { name: "Order page" })).toBeInTheDocument()
    expect(posted.map((form) => form.get("pay_with"))).toEqual(["bkash", "bkash"])
  })

  it("leaves bKash out when the shop does not take it: no coming-soon tile", async () => {
    renderCheckout({ view: checkoutView({ offered: ["cod"] }) })
    const dialog = await fillAddressAndProceed()
    expect(within(dialog).queryByText(/coming soon/i)).not.toBeInTheDocument()
    expect(within(dialog).queryByText("bKash")).not.toBeInTheDocument()
    expect(within(dialog).queryByRole("button", { name: "Pay with bKash" })).not.toBeInTheDocument()
    expect(within(dialog).queryByText(en.bkash.codHint)).not.toBeInTheDocument()
  })
})

describe("the notice bKash's return leaves for the checkout", { timeout: SLOW_MACHINE_MS }, () => {
  // The cookie is the checkout's only (Path=/place-order): the document must be at that address to read it.
  const at = (path: string) => window.history.replaceState(null, "", path)
  beforeEach(() => void fakeBackend({}))
  afterEach(() => at("/"))

  it("says why bKash sent the shopper back, once, above the order", async () => {
    at("/place-order/&&prod_phoenix-classic-roadster")
    const said = "You cancelled the bKash payment. Nothing was charged."
    document.cookie = `${BKASH_NOTICE_COOKIE}=${encodeURIComponent(said)}; Path=/place-order`
    renderCheckout({ view: WITH_BKASH })
    const notice = await screen.findByRole("alert", { name: "bKash payment" })
    expect(notice).toHaveTextContent(said)
    const summary = screen.getByRole("region", { name: "Your order" })
    expect(notice.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(document.cookie).not.toContain(BKASH_NOTICE_COOKIE)

    // Reloaded: the notice is gone.
    cleanup()
    renderCheckout({ view: WITH_BKASH })
    expect(await screen.findByText(/Phoenix Classic Roadster/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument())
  })

  it("says it in Bangla on the Bangla checkout", async () => {
    const bn = messagesFor("bn")
    at("/bn/place-order/&&prod_phoenix-classic-roadster")
    document.cookie = `${BKASH_NOTICE_COOKIE}=${encodeURIComponent(bn.bkash.cancelled)}; Path=/bn/place-order`
    renderCheckout({ view: WITH_BKASH, locale: "bn" })
    const notice = await screen.findByRole("alert", { name: bn.bkash.noticeTitle })
    expect(notice).toHaveTextContent(bn.bkash.cancelled)
    expect(notice).toHaveTextContent("বিকাশ পেমেন্ট")
    expect(document.cookie).not.toContain(BKASH_NOTICE_COOKIE)
  })
})
