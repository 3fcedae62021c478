import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { DIVISIONS } from "../../../testing/divisions"
import { bodyOf, CUSTOMER, line, signedInRoutes, storeCart } from "../../../testing/cart-fixtures"
import { BUY_NOW_PURPOSE, COUNTRY_CODE } from "@chaka/rules"

const CART = storeCart([line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 2)])
const CART_URL = "/place-order/&&prod_phoenix-classic-roadster"

const SAVED_ADDRESS = {
  id: "addr_1",
  is_default_shipping: true,
  province: "Dhaka",
  city: "Gazipur",
  address_2: "Tongi East",
  address_1: "House 3, Station Road",
  phone: null,
}

const checkoutRoutes = {
  "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
}
const PLACE_ORDER = "/store/carts/cart_1/place-order"

function setUp({ customer = CUSTOMER as object, extra = {} as Parameters<typeof fakeBackend>[0] } = {}) {
  return fakeBackend({ ...signedInRoutes({ customer, cart: CART }), ...checkoutRoutes, ...extra })
}

const user = () => userEvent.setup()
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

describe("checkout", () => {
  beforeEach(() => {
    resetShop()
    window.localStorage.clear()
    window.sessionStorage.clear()
    toast.dismiss()
  })

  it("shows the cart's items with the delivery charge at the server's rate and the total, and the customer's name and email locked, asking for no quote", async () => {
    const rate = { standard_amount: 180, large_order_amount: 260, large_order_threshold: 25_000 }
    const { calls } = setUp({ extra: { "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: rate }) } })
    renderApp(CART_URL)
    // The first test also waits for the lazy route to load.
    expect(await screen.findByText(/Phoenix Classic Roadster/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText("৳ 180")).toBeInTheDocument()
    expect(screen.getAllByText("৳ 25,000")).toHaveLength(2) // the line and the subtotal
    expect(screen.getByText("৳ 25,180")).toBeInTheDocument()
    expect(calls.some((call) => call.url.pathname.startsWith("/store/shipping-options"))).toBe(false)
    expect(screen.getByLabelText("Name")).toHaveValue("Rahim Uddin")
    expect(screen.getByLabelText("Name")).toBeDisabled()
    expect(screen.getByLabelText("Email")).toHaveValue("rahim@example.com")
    expect(screen.getByLabelText("Email")).toBeDisabled()
  })

  it("requires every address field, then a Bangladeshi mobile number, and sends nothing", async () => {
    const { calls } = setUp()
    renderApp(CART_URL)
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
    expect(calls.some((call) => call.url.pathname.startsWith("/store/carts/cart_1"))).toBe(false)
  })

  it("keeps 'Same as billing address' off without a full profile address (the phone missing)", async () => {
    setUp({ customer: { ...CUSTOMER, addresses: [SAVED_ADDRESS] } })
    renderApp(CART_URL)
    expect(await screen.findByLabelText("Same as billing address")).toBeDisabled()
    expect(screen.getByText(/Save your division, district, police station/)).toBeInTheDocument()
  })

  it("fills the address from the profile with 'Same as billing address' (the customer's phone standing in)", async () => {
    let sent: Record<string, unknown> | undefined
    setUp({
      customer: { ...CUSTOMER, phone: "01812-345678", addresses: [SAVED_ADDRESS] },
      extra: {
        [PLACE_ORDER]: (_url, init) => {
          sent = bodyOf(init)
          return json({ message: "stop here" }, 400)
        },
      },
    })
    renderApp(CART_URL)
    await screen.findByRole("option", { name: /Chattogram/ })
    const same = screen.getByLabelText("Same as billing address")
    expect(same).toBeEnabled()
    await user().click(same)
    expect(screen.getByLabelText("Division")).toHaveValue("Dhaka")
    expect(screen.getByLabelText("District")).toHaveValue("Gazipur")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Tongi East")
    expect(screen.getByLabelText("Road or village")).toHaveValue("House 3, Station Road")
    expect(screen.getByLabelText("Phone")).toHaveValue("01812-345678")

    // The copied address is what the order is sent with.
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    await waitFor(() =>
      expect(sent).toMatchObject({
        shipping_address: { province: "Dhaka", city: "Gazipur", address_2: "Tongi East", address_1: "House 3, Station Road", phone: "01812-345678" },
        // The page's language: the order's email and SMS are written in it.
        locale: "en",
      })
    )
  })

  it("reads 'Proceed to pay', or 'Place order' with cash on delivery ticked", async () => {
    setUp()
    renderApp(CART_URL)
    expect(await screen.findByRole("button", { name: "Proceed to pay" })).toBeInTheDocument()
    await user().click(screen.getByLabelText("Cash on delivery"))
    expect(screen.getByRole("button", { name: "Place order" })).toBeInTheDocument()
    await user().click(screen.getByLabelText("Cash on delivery"))
    expect(screen.getByRole("button", { name: "Proceed to pay" })).toBeInTheDocument()
  })

  it("offers card, Rocket and bKash as coming soon, and places a cash-on-delivery order with 'Confirm order' in one request", async () => {
    let sent: Record<string, unknown> = {}
    const { calls } = setUp({
      extra: {
        [PLACE_ORDER]: (_url, init) => {
          sent = bodyOf(init)
          return json({ order: { id: "order_1" } })
        },
        "/store/orders/order_1": () =>
          json({
            order: {
              id: "order_1",
              display_id: 7,
              created_at: "2025-03-05T10:00:00.000Z",
              metadata: null,
              items: [
                {
                  id: "li_1",
                  title: "Phoenix Classic Roadster",
                  product_title: "Phoenix Classic Roadster",
                  variant_title: "Phoenix Classic Roadster",
                  quantity: 2,
                  unit_price: 12500,
                  total: 25000,
                },
              ],
              item_subtotal: 25000,
              shipping_total: 250,
              total: 25250,
              shipping_address: {
                first_name: "Rahim",
                last_name: "Uddin",
                address_1: "Road 5, House 12",
                address_2: "Dhanmondi",
                city: "Dhaka",
                province: "Dhaka",
                phone: "01712-345678",
              },
            },
          }),
      },
    })
    renderApp(CART_URL)
    await fillAddress("01712-345678")
    // Offered ticked to a customer with no saved address; left out here.
    await user().click(screen.getByRole("checkbox", { name: "Save this address to my profile", checked: true }))
    await user().click(await screen.findByRole("button", { name: "Proceed to pay" }))

    const dialog = await screen.findByRole("dialog", { name: "Choose a payment method" })
    for (const method of ["Credit/Debit Card", "Rocket", "bKash", "Cash on delivery"]) expect(within(dialog).getByText(method)).toBeInTheDocument()
    expect(within(dialog).getAllByText("Coming soon")).toHaveLength(3)
    expect(within(dialog).getAllByRole("button", { name: "Confirm order" })).toHaveLength(1)

    await user().click(within(dialog).getByRole("button", { name: "Confirm order" }))
    // The order's own page confirms it, its thanks focused (no toast over it on a phone).
    const thanks = await screen.findByRole("heading", { name: "Thank you for your order!", level: 1 })
    await waitFor(() => expect(thanks).toHaveFocus())
    expect(screen.getByText("Your order was created successfully")).toBeInTheDocument()
    expect(screen.getByText("Order #7")).toBeInTheDocument()
    const writes = calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)
    expect(writes).toEqual([PLACE_ORDER])
    const address = {
      first_name: "Rahim",
      last_name: "Uddin",
      address_1: "Road 5, House 12",
      address_2: "Dhanmondi",
      city: "Dhaka",
      province: "Dhaka",
      phone: "01712-345678",
      country_code: COUNTRY_CODE,
    }
    // No email: the order's is the one the customer signed in with (the server's to know).
    expect(sent).toEqual({ shipping_address: address, locale: "en" })
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Place order" })).not.toBeInTheDocument())
  })

  it("saves the address to the profile after the order when 'Save this address to my profile' stays ticked", async () => {
    let saved: Record<string, unknown> = {}
    const { calls } = setUp({
      extra: {
        [PLACE_ORDER]: () => json({ order: { id: "order_1" } }),
        "/store/customers/me/addresses": (_url, init) => {
          saved = bodyOf(init)
          return json({ customer: CUSTOMER })
        },
      },
    })
    renderApp(CART_URL)
    await fillAddress("01712345678")
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(await submitButton())
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual([PLACE_ORDER, "/store/customers/me/addresses"])
    )
    expect(saved).toMatchObject({
      province: "Dhaka",
      city: "Dhaka",
      address_2: "Dhanmondi",
      address_1: "Road 5, House 12",
      phone: "01712345678",
      is_default_shipping: true,
    })
  })

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    setUp({ extra: { [PLACE_ORDER]: () => json({ type: "invalid_data", message: "Dhanmondi is not a police station of Dhaka" }, 400) } })
    renderApp(CART_URL)
    await fillAddress("01712345678")
    await user().click(screen.getByLabelText("Cash on delivery"))
    await user().click(screen.getByRole("button", { name: "Place order" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Dhanmondi is not a police station of Dhaka")
    expect(screen.getByLabelText("Road or village")).toHaveValue("Road 5, House 12")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Dhanmondi")
  })

  it("Buy now orders the product in a cart of its own with the chosen quantity", async () => {
    let created: Record<string, unknown> | undefined
    const buyNowCart = { ...storeCart([line("hike-trail", "Hike Trail Blazer", 30000, 3)]), id: "cart_buy" }
    setUp({
      extra: {
        "/store/products/prod_hike-trail": () => json({ product: { id: "prod_hike-trail", variants: [{ id: "variant_hike-trail" }] } }),
        "/store/carts": (_url, init) => {
          created = bodyOf(init)
          return json({ cart: buyNowCart })
        },
      },
    })
    renderApp("/place-order/prod_hike-trail?quantity=3")
    expect(await screen.findByText(/Hike Trail Blazer/)).toBeInTheDocument()
    expect(created).toEqual({ region_id: "reg_bd", metadata: { purpose: BUY_NOW_PURPOSE }, items: [{ variant_id: "variant_hike-trail", quantity: 3 }] })
    expect(screen.getByText("× 3")).toBeInTheDocument()
    expect(screen.queryByText(/Phoenix Classic Roadster/)).not.toBeInTheDocument()
  })
})
