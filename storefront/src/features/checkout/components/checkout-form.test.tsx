import type { HttpTypes } from "@medusajs/types"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { data } from "react-router"
import { beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { addressFromCustomer } from "../../session/address/address"
import { fakeBackend } from "../../../testing/backend"
import { CUSTOMER } from "../../../testing/cart-fixtures"
import { checkoutView, renderCheckout } from "../../../testing/checkout-route"
import type { CheckoutAnswer } from "../api/place-order.server"
import { readCheckoutPost } from "../schemas"

// Bangla pages read the Bangla catalogue (the server registers it at start).
registerCatalogue("bn", bangla)

const en = messagesFor("en")

const SAVED_ADDRESS = {
  id: "addr_1",
  is_default_shipping: true,
  province: "Dhaka",
  city: "Gazipur",
  address_2: "Tongi East",
  address_1: "House 3, Station Road",
  phone: null,
}

const customer = (extra: object) => ({ ...CUSTOMER, ...extra }) as unknown as HttpTypes.StoreCustomer

/** What the route's action reads of a post (the same reader placeOrderByForm uses), for `profile`'s customer. */
const read = (form: FormData, profile: HttpTypes.StoreCustomer = customer({})) => readCheckoutPost(form, en, addressFromCustomer(profile))

/** The action's answer to a post it did not order: the fields as sent, and why. */
const notOrdered = (kind: CheckoutAnswer["kind"], error: string, status: number) => (form: FormData) => {
  const post = read(form)
  return data({ kind, values: post.ok ? post.input : post.values, fields: {}, error } satisfies CheckoutAnswer, { status })
}

const user = () => userEvent.setup()
// Each test clicks through the whole form: on a busy 2-core machine that can take longer than 5 s.
const SLOW_MACHINE_MS = 30_000
const submitButton = () => screen.findByRole("button", { name: /Proceed to pay|Place order/ })

async function fillAddress(phone: string) {
  const u = user()
  await screen.findByRole("option", { name: /Chattogram/ })
  await u.selectOptions(screen.getByLabelText("Division"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("District"), "Dhaka")
  await u.selectOptions(screen.getByLabelText("Police station (thana)"), "Dhanmondi")
  await u.type(screen.getByLabelText("Road or village"), "Road 5, House 12")
  await u.type(screen.getByLabelText("Phone"), phone)
}

const TYPED = { division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5, House 12", phone: "01712-345678" }

describe("checkout (the /place-order route: rendered from its loader, posted to its action)", { timeout: SLOW_MACHINE_MS }, () => {
  let calls: ReturnType<typeof fakeBackend>["calls"]
  // Everything comes from the loader: the page itself asks the backend nothing.
  beforeEach(() => void ({ calls } = fakeBackend({})))

  it("shows the cart's lines with the delivery charge and the total the loader priced, and the customer's name and email locked", async () => {
    renderCheckout()
    expect(await screen.findByRole("heading", { name: "Place order", level: 1 })).toBeInTheDocument()
    expect(screen.getByText(/Phoenix Classic Roadster/)).toBeInTheDocument()
    expect(screen.getByText("× 2")).toBeInTheDocument()
    expect(screen.getByText("৳ 180")).toBeInTheDocument()
    expect(screen.getAllByText("৳ 25,000")).toHaveLength(2) // the line and the subtotal
    expect(screen.getByText("৳ 25,180")).toBeInTheDocument()
    expect(screen.getByLabelText("Name")).toHaveValue("Rahim Uddin")
    expect(screen.getByLabelText("Name")).toBeDisabled()
    expect(screen.getByLabelText("Email")).toHaveValue("rahim@example.com")
    expect(screen.getByLabelText("Email")).toBeDisabled()
    expect(calls).toEqual([])
  })

  it("says there is nothing to order for an empty cart", async () => {
    renderCheckout({ view: checkoutView({ cart: null, shipping: 0, total: 0 }) })
    expect(await screen.findByText(en.checkout.emptyCart)).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: /Proceed to pay|Place order/ })).not.toBeInTheDocument()
  })

  it("requires every address field, then a Bangladeshi mobile number, and posts nothing", async () => {
    const { posted } = renderCheckout()
    await user().click(await submitButton())
    for (const message of ["Division is required", "District is required", "Police station is required", "Road or village is required", "Phone is required"]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true")

    await fillAddress("0123456789")
    await user().click(await submitButton())
    expect(await screen.findByText("Enter a Bangladeshi mobile number, such as 01712-345678")).toBeInTheDocument()
    expect(screen.queryByText("Division is required")).not.toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    // With cash on delivery ticked the same check stops "Place order".
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    expect(screen.getByText("Enter a Bangladeshi mobile number, such as 01712-345678")).toBeInTheDocument()
    expect(posted).toEqual([])
    expect(calls).toEqual([])
  })

  it("keeps 'Same as billing address' off without a full profile address (the phone missing)", async () => {
    renderCheckout({ view: checkoutView({ customer: customer({ addresses: [SAVED_ADDRESS] }) }) })
    expect(await screen.findByLabelText("Same as billing address")).toBeDisabled()
    expect(screen.getByText(/Save your division, district, police station/)).toBeInTheDocument()
  })

  it("fills the address from the profile with 'Same as billing address' (the customer's phone standing in), and orders to it", async () => {
    const rahim = customer({ phone: "01812-345678", addresses: [SAVED_ADDRESS] })
    const { posted } = renderCheckout({ view: checkoutView({ customer: rahim }) })
    await screen.findByRole("option", { name: /Chattogram/ })
    const same = screen.getByLabelText("Same as billing address")
    expect(same).toBeEnabled()
    await user().click(same)
    expect(screen.getByLabelText("Division")).toHaveValue("Dhaka")
    expect(screen.getByLabelText("District")).toHaveValue("Gazipur")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Tongi East")
    expect(screen.getByLabelText("Road or village")).toHaveValue("House 3, Station Road")
    expect(screen.getByLabelText("Phone")).toHaveValue("01812-345678")
    expect(screen.getByLabelText("Road or village")).toBeDisabled()
    // Shipping to the saved address: nothing to save.
    expect(screen.queryByLabelText("Save this address to my profile")).not.toBeInTheDocument()

    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    await waitFor(() => expect(posted).toHaveLength(1))
    // The action ships to the profile's address.
    expect(read(posted[0], rahim)).toMatchObject({
      ok: true,
      input: { division: "Dhaka", district: "Gazipur", thana: "Tongi East", road: "House 3, Station Road", phone: "01812-345678", sameAsBilling: true },
    })
  })

  it("reads 'Proceed to pay', or 'Place order' with cash on delivery ticked", async () => {
    renderCheckout()
    expect(await screen.findByRole("button", { name: "Proceed to pay" })).toBeInTheDocument()
    await user().click(screen.getByLabelText("Cash on delivery"))
    expect(screen.getByRole("button", { name: "Place order" })).toBeInTheDocument()
    await user().click(screen.getByLabelText("Cash on delivery"))
    expect(screen.getByRole("button", { name: "Proceed to pay" })).toBeInTheDocument()
  })

  it("opens the payment step without a post (only what the shop takes: no card, Rocket or coming-soon tiles), and 'Confirm order' posts the order once, then shows it", async () => {
    const { posted } = renderCheckout()
    await fillAddress("01712-345678")
    // Offered ticked to a customer with no saved address; left out here.
    await user().click(screen.getByRole("checkbox", { name: "Save this address to my profile", checked: true }))
    await user().click(await screen.findByRole("button", { name: "Proceed to pay" }))

    const dialog = await screen.findByRole("dialog", { name: "Choose a payment method" })
    expect(within(dialog).getByText("Cash on delivery")).toBeInTheDocument()
    for (const method of ["Credit/Debit Card", "Rocket", "bKash", "Coming soon"]) expect(within(dialog).queryByText(method)).not.toBeInTheDocument()
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1)
    expect(within(dialog).getAllByRole("button", { name: "Confirm order" })).toHaveLength(1)
    expect(within(dialog).queryByRole("button", { name: "Pay with bKash" })).not.toBeInTheDocument()
    expect(posted).toEqual([])

    await user().click(within(dialog).getByRole("button", { name: "Confirm order" }))
    // The action's redirect: the order's own page.
    expect(await screen.findByRole("heading", { name: "Order page" })).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(posted[0].get("pay_with")).toBe("cod")
    expect(posted[0].get("cart_id")).toBe("cart_1")
    expect(posted[0].get("expected_total")).toBe("25180")
    expect(posted[0].get("saveToProfile")).toBeNull()
    expect(read(posted[0])).toEqual({
      ok: true,
      cartId: "cart_1",
      expectedTotal: 25_180,
      payWith: "cod",
      input: { ...TYPED, sameAsBilling: false, cashOnDelivery: false, saveToProfile: false },
    })
    expect(calls).toEqual([])
  })

  it("places a cash-on-delivery order with 'Place order' in one post, keeping the address for the profile when asked", async () => {
    const { posted } = renderCheckout()
    await fillAddress("01712345678")
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(await submitButton())
    expect(await screen.findByRole("heading", { name: "Order page" })).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    // The main button has no payment of its own: the action reads "Cash on delivery".
    expect(read(posted[0])).toMatchObject({ ok: true, payWith: null, input: { ...TYPED, phone: "01712345678", cashOnDelivery: true, saveToProfile: true } })
  })

  it("shows the action's refusal under the form and keeps what was typed", async () => {
    renderCheckout({ answer: notOrdered("refused", "Dhanmondi is not a police station of Dhaka", 400) })
    await fillAddress("01712345678")
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Dhanmondi is not a police station of Dhaka")
    expect(screen.getByLabelText("Road or village")).toHaveValue("Road 5, House 12")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Dhanmondi")
    expect(screen.getByLabelText("Phone")).toHaveValue("01712345678")
    expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled()
  })

  it("says the cart changed with its new total, keeps the fields and orders nothing", async () => {
    const changed = en.checkout.totalChanged("৳ 37,680")
    const { posted } = renderCheckout({ answer: notOrdered("changed", changed, 409) })
    await fillAddress("01712-345678")
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(changed)
    expect(alert).toHaveTextContent("৳ 37,680")
    expect(screen.getByLabelText("District")).toHaveValue("Dhaka")
    expect(screen.getByLabelText("Road or village")).toHaveValue("Road 5, House 12")
    expect(screen.queryByRole("heading", { name: "Order page" })).not.toBeInTheDocument()
    expect(posted).toHaveLength(1)
  })

  it("shows the payment step the action answered a post without scripts, with the fields as posted", async () => {
    const answer: CheckoutAnswer = {
      kind: "choose-payment",
      values: { ...TYPED, sameAsBilling: false, cashOnDelivery: false, saveToProfile: false },
      fields: {},
      error: null,
    }
    const { posted } = renderCheckout({ actionData: answer })
    const dialog = await screen.findByRole("dialog", { name: "Choose a payment method" })
    expect(screen.getByLabelText("Road or village")).toHaveValue("Road 5, House 12")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Dhanmondi")
    await user().click(within(dialog).getByRole("button", { name: "Confirm order" }))
    expect(await screen.findByRole("heading", { name: "Order page" })).toBeInTheDocument()
    expect(read(posted[0])).toMatchObject({ ok: true, payWith: "cod", input: TYPED })
  })

  it("shows each field's error the action answered a post without scripts", async () => {
    const answer: CheckoutAnswer = {
      kind: "invalid",
      values: { ...TYPED, phone: "12345", sameAsBilling: false, cashOnDelivery: true, saveToProfile: false },
      fields: { phone: en.address.phoneInvalid },
      error: null,
    }
    renderCheckout({ actionData: answer })
    expect(await screen.findByText(en.address.phoneInvalid)).toBeInTheDocument()
    expect(screen.getByLabelText("Phone")).toHaveValue("12345")
    expect(screen.getByRole("button", { name: "Place order" })).toBeInTheDocument()
  })
})

describe("checkout in Bangla", { timeout: SLOW_MACHINE_MS }, () => {
  beforeEach(() => void fakeBackend({}))
  const bn = messagesFor("bn")

  it("shows the labels, places, prices and errors in Bangla", async () => {
    const { posted } = renderCheckout({ locale: "bn" })
    expect(await screen.findByRole("heading", { name: "অর্ডার করুন", level: 1 })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: bn.checkout.shippingTitle })).toBeInTheDocument()
    expect(screen.getByText("৳ ২৫,১৮০")).toBeInTheDocument()
    expect(screen.getByText("৳ ১৮০")).toBeInTheDocument()
    for (const label of [bn.checkout.name, bn.checkout.email, bn.address.division, bn.address.district, bn.address.thana, bn.address.road, bn.address.phone]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByRole("option", { name: "চট্টগ্রাম" })).toBeInTheDocument()
    expect(screen.getByLabelText(bn.checkout.cod)).not.toBeChecked()
    await user().click(screen.getByRole("button", { name: bn.checkout.proceedToPay }))
    for (const message of [bn.address.divisionRequired, bn.address.phoneRequired]) expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByText("ফোন নম্বর দিতে হবে")).toBeInTheDocument()
    expect(screen.queryByText(en.address.phoneRequired)).not.toBeInTheDocument()
    expect(posted).toEqual([])
  })

  it("opens the payment step in Bangla and orders from the Bangla page", async () => {
    const { posted } = renderCheckout({ locale: "bn" })
    const u = user()
    await screen.findByRole("option", { name: "ঢাকা" })
    await u.selectOptions(screen.getByLabelText(bn.address.division), "Dhaka")
    await u.selectOptions(screen.getByLabelText(bn.address.district), "Dhaka")
    await u.selectOptions(screen.getByLabelText(bn.address.thana), "Dhanmondi")
    await u.type(screen.getByLabelText(bn.address.road), "Road 5, House 12")
    await u.type(screen.getByLabelText(bn.address.phone), "01712-345678")
    await u.click(screen.getByRole("button", { name: bn.checkout.proceedToPay }))
    const dialog = await screen.findByRole("dialog", { name: bn.checkout.paymentTitle })
    expect(within(dialog).queryByText("শিগগিরই আসছে")).not.toBeInTheDocument()
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1)
    await u.click(within(dialog).getByRole("button", { name: bn.checkout.confirmOrder }))
    expect(await screen.findByRole("heading", { name: "Order page" })).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(posted[0].get("pay_with")).toBe("cod")
  })
})
