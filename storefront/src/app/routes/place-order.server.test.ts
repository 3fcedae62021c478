import { BUY_NOW_PURPOSE, COUNTRY_CODE } from "@chaka/rules"
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../i18n"
import { registerCatalogue } from "../../i18n/messages"
import { bangla } from "../../messages/bn"
import { resetShop } from "../../lib/medusa"
import { readStoreFrom } from "../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { bodyOf, CUSTOMER, line, storeCart } from "../../testing/cart-fixtures"
import { orderTarget } from "../../features/checkout/order-target"
import { BUY_NOW_COOKIE, checkoutCart } from "../../features/checkout/api/checkout-cart.server"
import { placeOrderByForm, type CheckoutAnswer } from "../../features/checkout/api/place-order.server"
import { loader } from "./place-order"
import { DIVISIONS } from "../../testing/divisions"

// Bangla pages read the Bangla catalogue (the server registers it at start).
registerCatalogue("bn", bangla)

const en = messagesFor("en")
const bn = messagesFor("bn")

const SHOP = "http://shop.test"
const CART_PATH = "&&prod_phoenix-classic-roadster"
const PLACE_ORDER = "/store/carts/cart_1/place-order"
const BKASH = "/store/carts/cart_1/bkash"
const RATE = { standard_amount: 180, large_order_amount: 260, large_order_threshold: 25_000 }

/** 2 × 12 500 = 25 000 (up to the threshold: 180 delivery) → 25 180. */
const CART = storeCart([line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 2)], { customer_id: CUSTOMER.id, completed_at: null })
/** The same cart changed in another tab: 3 × 12 500 = 37 500 (above it: 260) → 37 760. */
const CHANGED = storeCart([line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 3)], { customer_id: CUSTOMER.id, completed_at: null })

const ADDRESS = { division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5, House 12", phone: "01712-345678" }
const FORM = { cart_id: "cart_1", expected_total: "25180", ...ADDRESS, cashOnDelivery: "on" }
const SHIPPING_ADDRESS = {
  first_name: "Rahim",
  last_name: "Uddin",
  address_1: "Road 5, House 12",
  address_2: "Dhanmondi",
  city: "Dhaka",
  province: "Dhaka",
  phone: "01712-345678",
  country_code: COUNTRY_CODE,
}

type Backend = {
  customer?: object
  /** The customer's cart as the backend has it now (read for the total and to find the cart). */
  cart?: () => object | null
  /** The posted cart by its id. */
  posted?: () => object
  placeOrder?: () => Response
  bkash?: () => Response
  saveAddress?: () => Response
}

/** The backend behind the shop's server: what it was asked, and each write's body. */
function backend({
  customer = CUSTOMER,
  cart = () => CART,
  posted = () => CART,
  placeOrder = () => json({ order: { id: "order_1" } }),
  bkash = () => json({ bkash_url: "https://sandbox.bka.sh/pay/TR0011abc", payment_id: "TR0011abc" }),
  saveAddress = () => json({ customer }),
}: Backend = {}) {
  const writes: { path: string; body: Record<string, unknown> }[] = []
  const write = (answer: () => Response) => (url: URL, init: RequestInit | undefined) => {
    writes.push({ path: url.pathname, body: bodyOf(init) })
    return answer()
  }
  const { calls } = fakeBackend({
    "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
    "/store/customers/me": () => json({ customer }),
    "/store/customers/me/cart": () => json({ cart: cart() }),
    "/store/carts/cart_1": () => json({ cart: posted() }),
    [PLACE_ORDER]: write(placeOrder),
    [BKASH]: write(bkash),
    "/store/customers/me/addresses": write(saveAddress),
    "/store/customers/me/addresses/addr_1": write(saveAddress),
  })
  return { calls, writes, posts: () => calls.filter((call) => call.method !== "GET") }
}

function post(fields: Record<string, string>, { path = `/place-order/${CART_PATH}`, cookie = "chaka.sid=s1", origin = SHOP as string | null } = {}) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (origin) headers.origin = origin
  return new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams(fields), headers })
}

/** The route's action for the request (routes/place-order.tsx). */
function placeOrder(request: Request) {
  const url = new URL(request.url)
  const ids = decodeURIComponent(url.pathname.replace(/^(\/bn)?\/place-order\//, ""))
  return placeOrderByForm(request, orderTarget(ids, url.searchParams), SHOP)
}

/** An answer that is not a redirect: its status and what the page shows. */
function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: CheckoutAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

function redirected(answer: unknown) {
  expect(answer).toBeInstanceOf(Response)
  const response = answer as Response
  return { status: response.status, location: response.headers.get("location"), cookies: response.headers.getSetCookie(), response }
}

describe("placing the order by the checkout form (the /place-order action)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("places a cash-on-delivery order in one write, as the shopper, at the total shown, then goes to its confirmation", async () => {
    const { writes, calls } = backend()
    const { status, location, response } = redirected(await placeOrder(post(FORM)))
    expect(status).toBe(303)
    expect(location).toBe("/my-account/my-order/order_1?placed=1")
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    expect(writes).toEqual([{ path: PLACE_ORDER, body: { shipping_address: SHIPPING_ADDRESS, locale: "en", expected_total: 25_180 } }])
    expect(calls.every((call) => call.headers.get("cookie") === "connect.sid=s1")).toBe(true)
  })

  it("places it with 'Confirm order' (pay_with=cod) without the box ticked", async () => {
    const { writes } = backend()
    const { location } = redirected(await placeOrder(post({ ...FORM, cashOnDelivery: "", pay_with: "cod" })))
    expect(location).toBe("/my-account/my-order/order_1?placed=1")
    expect(writes.map((write) => write.path)).toEqual([PLACE_ORDER])
  })

  it("orders in Bangla from the Bangla page (the order's email and SMS are written in it)", async () => {
    const { writes } = backend()
    const { status } = redirected(await placeOrder(post(FORM, { path: `/bn/place-order/${CART_PATH}` })))
    expect(status).toBe(303)
    expect(writes).toEqual([{ path: PLACE_ORDER, body: { shipping_address: SHIPPING_ADDRESS, locale: "bn", expected_total: 25_180 } }])
  })

  it("answers the payment step to the main button without 'Cash on delivery' (a post without scripts), ordering nothing", async () => {
    const { posts } = backend()
    const answer = refusal(await placeOrder(post({ ...FORM, cashOnDelivery: "" })))
    expect(answer).toMatchObject({ status: 200, kind: "choose-payment", values: { ...ADDRESS, cashOnDelivery: false }, error: null })
    expect(posts()).toEqual([])
  })

  it("checks the fields by the form's rules, in the page's language, and writes nothing", async () => {
    const { posts } = backend()
    const blank = { ...FORM, division: "", district: "", thana: "", road: " ", phone: "" }
    let answer = refusal(await placeOrder(post(blank)))
    expect(answer).toMatchObject({ status: 400, kind: "invalid", error: null })
    expect(answer.fields).toEqual({
      division: en.address.divisionRequired,
      district: en.address.districtRequired,
      thana: en.address.thanaRequired,
      road: en.address.roadRequired,
      phone: en.address.phoneRequired,
    })

    answer = refusal(await placeOrder(post({ ...FORM, phone: "0123456789" })))
    expect(answer).toMatchObject({ status: 400, fields: { phone: en.address.phoneInvalid }, values: { ...ADDRESS, phone: "0123456789" } })

    answer = refusal(await placeOrder(post({ ...FORM, phone: "12345" }, { path: `/bn/place-order/${CART_PATH}` })))
    expect(answer).toMatchObject({ status: 400, fields: { phone: bn.address.phoneInvalid } })
    expect(answer.fields.phone).toMatch(/^সঠিক বাংলাদেশি মোবাইল নম্বর/)
    expect(posts()).toEqual([])
  })

  const MALFORMED: [string, Record<string, string>][] = [
    ["no cart id", { ...FORM, cart_id: "" }],
    ["a cart id with junk", { ...FORM, cart_id: "cart_1' OR 1=1" }],
    ["a cart id that is a path", { ...FORM, cart_id: "cart_1/../../admin" }],
    ["a NUL byte in the cart id", { ...FORM, cart_id: "cart_1\u0000" }],
    ["a NUL byte in the road", { ...FORM, road: "Road 5\u0000House 12" }],
    ["a 1 MB road", { ...FORM, road: "x".repeat(1_000_000) }],
    ["a 1 MB cart id", { ...FORM, cart_id: `cart_${"a".repeat(1_000_000)}` }],
    ["no total", { ...FORM, expected_total: "" }],
    ["a total of 1.5", { ...FORM, expected_total: "1.5" }],
    ["a total of -1", { ...FORM, expected_total: "-1" }],
    ["a huge total", { ...FORM, expected_total: "9".repeat(40) }],
    ["a total in exponent form", { ...FORM, expected_total: "2.518e4" }],
    ["an unknown payment", { ...FORM, pay_with: "card" }],
  ]

  it.each(MALFORMED)("refuses a post with %s (4xx, readable), writing nothing", async (_name, fields) => {
    const { posts } = backend()
    const answer = refusal(await placeOrder(post(fields)))
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.error ?? Object.values(answer.fields)[0]).toBeTruthy()
    expect(posts()).toEqual([])
    // Nothing of a megabyte goes back into the page.
    expect(JSON.stringify(answer).length).toBeLessThan(5_000)
  })

  it("refuses a body that is not a form (4xx), writing nothing", async () => {
    const { posts } = backend()
    const request = new Request(`${SHOP}/place-order/${CART_PATH}`, {
      method: "POST",
      body: JSON.stringify(FORM),
      headers: { "content-type": "application/json", cookie: "chaka.sid=s1", origin: SHOP },
    })
    const answer = refusal(await placeOrder(request))
    expect(answer).toMatchObject({ status: 400, error: en.checkout.notPlaced })
    expect(posts()).toEqual([])
  })

  it("refuses a body larger than any checkout form (413) before reading it in full, writing nothing", async () => {
    const { posts } = backend()
    const answer = refusal(await placeOrder(post({ ...FORM, address: "x".repeat(2 * 1024 * 1024) })))
    expect(answer).toMatchObject({ status: 413, error: en.errors.formTooLarge })
    expect(posts()).toEqual([])
  })

  it("refuses a post another site's page made, by its Origin or, without one, by Sec-Fetch-Site (403), writing nothing", async () => {
    const { posts } = backend()
    expect(refusal(await placeOrder(post(FORM, { origin: "https://evil.example" }))).status).toBe(403)
    const noOrigin = post(FORM, { origin: null })
    noOrigin.headers.set("sec-fetch-site", "cross-site")
    expect(refusal(await placeOrder(noOrigin)).status).toBe(403)
    expect(posts()).toEqual([])
  })

  it("sends a visitor to log in and back to this checkout (in the page's language), asking the backend nothing", async () => {
    const { calls } = backend()
    const visitor = redirected(await placeOrder(post(FORM, { cookie: "" })))
    expect(visitor.status).toBe(302)
    expect(visitor.location).toBe(`/log-in?returnTo=${encodeURIComponent(`/place-order/${CART_PATH}`)}`)
    const bangla = redirected(await placeOrder(post(FORM, { cookie: "", path: `/bn/place-order/prod_hike?quantity=2` })))
    expect(bangla.location).toBe(`/log-in?returnTo=${encodeURIComponent("/place-order/prod_hike?quantity=2")}`)
    expect(calls).toEqual([])
  })

  it("sends a shopper whose session ended to log in too", async () => {
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/store/customers/me": () => json({ message: "Unauthorized" }, 401) })
    const { location } = redirected(await placeOrder(post(FORM)))
    expect(location).toBe(`/log-in?returnTo=${encodeURIComponent(`/place-order/${CART_PATH}`)}`)
  })

  it("refuses a form posted from another site's page (403), asking the backend nothing", async () => {
    const { calls } = backend()
    const answer = refusal(await placeOrder(post(FORM, { origin: "https://evil.example" })))
    expect(answer).toMatchObject({ status: 403, error: en.checkout.notPlaced })
    expect(calls).toEqual([])
  })

  it("refuses, with the new total in the page's language, a cart that changed after the page was shown, ordering nothing", async () => {
    const { posts } = backend({ cart: () => CHANGED, posted: () => CHANGED })
    let answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ status: 409, kind: "changed", values: ADDRESS, error: en.checkout.totalChanged("৳ 37,760") })

    answer = refusal(await placeOrder(post(FORM, { path: `/bn/place-order/${CART_PATH}` })))
    expect(answer).toMatchObject({ status: 409, error: bn.checkout.totalChanged("৳ ৩৭,৭৬০") })
    expect(answer.error).toContain("৩৭,৭৬০")
    expect(posts()).toEqual([])
  })

  it("refuses a cart that was emptied, or is not the one the page ordered, ordering nothing", async () => {
    const { posts } = backend({ cart: () => null })
    let answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ status: 409, kind: "changed", error: en.checkout.cartGone })

    backend({ cart: () => ({ ...CART, id: "cart_2" }) })
    answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ status: 409, kind: "changed", error: en.checkout.totalChanged("৳ 25,180") })
    expect(posts()).toEqual([])
  })

  it("says the new total when the backend refuses the total (409: the cart changed between the check and the order)", async () => {
    let changed = false
    const { writes } = backend({
      cart: () => (changed ? CHANGED : CART),
      placeOrder: () => {
        changed = true
        return json({ type: "conflict", message: "Your cart changed after the checkout page was shown: check its new total and place the order again." }, 409)
      },
    })
    const answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ status: 409, kind: "changed", values: ADDRESS, error: en.checkout.totalChanged("৳ 37,760") })
    expect(writes.map((write) => write.path)).toEqual([PLACE_ORDER])
  })

  it("shows the backend's own words for another refusal and keeps the fields", async () => {
    backend({ placeOrder: () => json({ type: "invalid_data", message: "Dhanmondi is not a police station of Gazipur" }, 400) })
    const answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ status: 400, kind: "refused", values: ADDRESS, error: "Dhanmondi is not a police station of Gazipur" })
  })

  it("says the order was not placed when the backend cannot be reached (never a throw)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    backend({
      placeOrder: () => {
        throw new TypeError("fetch failed")
      },
    })
    const answer = refusal(await placeOrder(post(FORM)))
    expect(answer).toMatchObject({ kind: "refused", error: en.checkout.notPlaced, values: ADDRESS })
  })

  it("answers a retry of an order already placed (its answer was lost) with the same order", async () => {
    const completed = { ...CART, completed_at: "2026-12-05T04:00:00.000Z" }
    // The ordered cart is no longer the customer's cart: the retry finds it by its id.
    const { writes } = backend({ cart: () => null, posted: () => completed, placeOrder: () => json({ order: { id: "order_1" } }) })
    const first = redirected(await placeOrder(post(FORM)))
    const again = redirected(await placeOrder(post(FORM)))
    expect(first.location).toBe("/my-account/my-order/order_1?placed=1")
    expect(again.location).toBe(first.location)
    expect(writes.map((write) => write.path)).toEqual([PLACE_ORDER, PLACE_ORDER])
  })

  it("starts a bKash payment (same address and total) and goes to bKash's page", async () => {
    const { writes } = backend()
    const { status, location } = redirected(await placeOrder(post({ ...FORM, cashOnDelivery: "", pay_with: "bkash" })))
    expect(status).toBe(303)
    expect(location).toBe("https://sandbox.bka.sh/pay/TR0011abc")
    expect(writes).toEqual([{ path: BKASH, body: { shipping_address: SHIPPING_ADDRESS, locale: "en", expected_total: 25_180 } }])
  })

  it("never follows a bKash address that is not a web page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    for (const url of ["javascript:alert(document.cookie)", "data:text/html,hi", "not a url", ""]) {
      backend({ bkash: () => json({ bkash_url: url }) })
      const answer = refusal(await placeOrder(post({ ...FORM, pay_with: "bkash" })))
      expect(answer).toMatchObject({ kind: "refused", error: en.checkout.notPlaced, values: ADDRESS })
    }
  })

  it("goes to the order when bKash's start finds the cart already ordered", async () => {
    backend({ bkash: () => json({ order: { id: "order_9" } }) })
    const { location } = redirected(await placeOrder(post({ ...FORM, pay_with: "bkash" })))
    expect(location).toBe("/my-account/my-order/order_9?placed=1")
  })

  it("saves the address to the profile after the order when asked: a new default address", async () => {
    const { writes } = backend()
    const { location } = redirected(await placeOrder(post({ ...FORM, saveToProfile: "on" })))
    expect(location).toBe("/my-account/my-order/order_1?placed=1")
    expect(writes.map((write) => write.path)).toEqual([PLACE_ORDER, "/store/customers/me/addresses"])
    expect(writes[1].body).toEqual({ ...SHIPPING_ADDRESS, is_default_shipping: true })
  })

  it("updates the address the customer ships to instead of adding another", async () => {
    const saved = {
      id: "addr_1",
      is_default_shipping: true,
      province: "Dhaka",
      city: "Gazipur",
      address_2: "Tongi East",
      address_1: "House 3",
      phone: "01812-345678",
    }
    const { writes } = backend({ customer: { ...CUSTOMER, addresses: [saved] } })
    redirected(await placeOrder(post({ ...FORM, saveToProfile: "on" })))
    expect(writes.map((write) => write.path)).toEqual([PLACE_ORDER, "/store/customers/me/addresses/addr_1"])
    expect(writes[1].body).toMatchObject({ address_1: "Road 5, House 12", city: "Dhaka", is_default_shipping: true })
  })

  it("still goes to the order when the address cannot be saved, and the confirmation is told so", async () => {
    const { writes } = backend({ saveAddress: () => json({ message: "boom" }, 500) })
    const { status, location } = redirected(await placeOrder(post({ ...FORM, saveToProfile: "on" })))
    expect(status).toBe(303)
    expect(location).toBe("/my-account/my-order/order_1?placed=1&address_not_saved=1")
    expect(writes).toHaveLength(2)
  })

  it("ships to the profile's address with 'Same as billing address', whatever the fields held, and saves nothing", async () => {
    const saved = {
      id: "addr_1",
      is_default_shipping: true,
      province: "Dhaka",
      city: "Gazipur",
      address_2: "Tongi East",
      address_1: "House 3",
      phone: "01812-345678",
    }
    const { writes } = backend({ customer: { ...CUSTOMER, addresses: [saved] } })
    redirected(await placeOrder(post({ ...FORM, road: "", sameAsBilling: "on", saveToProfile: "on" })))
    expect(writes).toHaveLength(1)
    expect(writes[0].body.shipping_address).toMatchObject({
      province: "Dhaka",
      city: "Gazipur",
      address_2: "Tongi East",
      address_1: "House 3",
      phone: "01812-345678",
    })
  })
})

describe("the checkout page's loader (what the page shows is what the action orders)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("reads the customer's cart with its delivery charge at the shop's rate and the total, the payments taken and the place lists, never cached", async () => {
    fakeBackend({
      "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
      "/store/customers/me": () => json({ customer: CUSTOMER }),
      "/store/customers/me/cart": () => json({ cart: CART }),
      "/store/payment-methods": () => json({ payment_methods: [{ id: "cod" }, { id: "bkash" }] }),
      "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
    })
    const request = new Request(`${SHOP}/place-order/${CART_PATH}`, { headers: { cookie: "chaka.sid=s1" } })
    const answer = (await loader({ request, params: { ids: CART_PATH } } as never)) as unknown as {
      data: {
        view: { cart: { id: string; items: { product_title: string; quantity: number }[] }; shipping: number; total: number; offered: string[] }
        dehydrated: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
      }
      init: ResponseInit
    }
    const { view, dehydrated } = answer.data
    expect(view).toMatchObject({
      cart: { id: "cart_1", items: [{ product_title: "Phoenix Classic Roadster", quantity: 2 }] },
      shipping: 180,
      total: 25_180,
      offered: ["cod", "bkash"],
    })
    expect(dehydrated.queries.find((query) => query.queryKey.join("/") === "bangladesh/divisions")?.state.data).toEqual(DIVISIONS)
    expect(new Headers(answer.init.headers).get("cache-control")).toBe("private, no-store")
  })
})

describe("'Buy now' of a product that cannot be ordered", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  /** The loader's answer for /place-order/<id>?quantity=<n>: its status and what the page shows. */
  async function buyNowPage(id: string, backend: Parameters<typeof fakeBackend>[0]) {
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      "/store/customers/me": () => json({ customer: CUSTOMER }),
      "/store/payment-methods": () => json({ payment_methods: [{ id: "cod" }] }),
      "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
      ...backend,
    })
    const request = new Request(`${SHOP}/place-order/${encodeURIComponent(id)}?quantity=9999`, { headers: { cookie: "chaka.sid=s1" } })
    const answer = (await loader({ request, params: { ids: id } } as never)) as unknown as {
      data: { view: { cart: unknown; unavailable: boolean } }
      init: ResponseInit
    }
    return { status: answer.init.status, view: answer.data.view }
  }

  it("says so with the backend's 4xx (more than the stock, an id that is none, a product gone), never a 5xx, and makes no cart", async () => {
    const outOfStock = await buyNowPage("prod_hike-trail", {
      "/store/products/prod_hike-trail": () => json({ product: { id: "prod_hike-trail", variants: [{ id: "variant_hike-trail" }] } }),
      "/store/carts": () => json({ message: "Not enough in stock" }, 400),
    })
    expect(outOfStock).toEqual({ status: 400, view: expect.objectContaining({ cart: null, unavailable: true }) })
    const junk = await buyNowPage("prod_\u0000" + "x".repeat(2000), {})
    expect(junk).toEqual({ status: 404, view: expect.objectContaining({ cart: null, unavailable: true }) })
    const noVariant = await buyNowPage("prod_gone", { "/store/products/prod_gone": () => json({ product: { id: "prod_gone", variants: [] } }) })
    expect(noVariant).toEqual({ status: 404, view: expect.objectContaining({ cart: null, unavailable: true }) })
  })
})

describe("ordering a 'Buy now' cart by the form", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  /** 3 × 30 000 = 90 000 (above the threshold: 260) → 90 260. */
  const BUY_NOW = {
    ...storeCart([line("hike-trail", "Hike Trail Blazer", 30000, 3)]),
    id: "cart_buy",
    customer_id: CUSTOMER.id,
    completed_at: null,
    metadata: { purpose: BUY_NOW_PURPOSE },
  }

  it("makes the product's own cart with the chosen quantity on first sight, keeps its id in an httpOnly cookie, and reuses it on a reload", async () => {
    const created: unknown[] = []
    const { calls } = fakeBackend({
      "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
      "/store/products/prod_hike-trail": () => json({ product: { id: "prod_hike-trail", variants: [{ id: "variant_hike-trail" }] } }),
      "/store/carts": (_url, init) => {
        created.push(bodyOf(init))
        return json({ cart: BUY_NOW })
      },
      "/store/carts/cart_buy": () => json({ cart: BUY_NOW }),
    })
    const page = (cookie: string, quantity = 3) =>
      checkoutCart(
        new Request(`${SHOP}/place-order/prod_hike-trail?quantity=${quantity}`, { headers: { cookie } }),
        orderTarget("prod_hike-trail", new URLSearchParams({ quantity: String(quantity) }))
      )

    const first = await page("chaka.sid=s1")
    expect(created).toEqual([{ region_id: "reg_bd", metadata: { purpose: BUY_NOW_PURPOSE }, items: [{ variant_id: "variant_hike-trail", quantity: 3 }] }])
    expect(first).toMatchObject({ cart: { id: "cart_buy" }, shipping: 260, total: 90_260 })
    expect(first?.cookies).toEqual([`${BUY_NOW_COOKIE}=cart_buy; Path=/; Max-Age=86400; SameSite=Lax; HttpOnly`])
    // The customer's shopping cart is left as it is.
    expect(calls.some((call) => call.url.pathname.startsWith("/store/customers/me/cart"))).toBe(false)

    const reload = await page(`chaka.sid=s1; ${BUY_NOW_COOKIE}=cart_buy`)
    expect(reload).toMatchObject({ cart: { id: "cart_buy" }, total: 90_260, cookies: [] })
    expect(created).toHaveLength(1)

    // Another quantity is another order: a cart of its own again.
    await page(`chaka.sid=s1; ${BUY_NOW_COOKIE}=cart_buy`, 2)
    expect(created).toHaveLength(2)
  })

  it("orders the browser's 'Buy now' cart and forgets its cookie", async () => {
    const writes: string[] = []
    fakeBackend({
      "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
      "/store/customers/me": () => json({ customer: CUSTOMER }),
      "/store/carts/cart_buy": () => json({ cart: BUY_NOW }),
      "/store/carts/cart_buy/place-order": (url) => {
        writes.push(url.pathname)
        return json({ order: { id: "order_5" } })
      },
    })
    const answer = await placeOrder(
      post(
        { ...FORM, cart_id: "cart_buy", expected_total: "90260" },
        { path: "/place-order/prod_hike-trail?quantity=3", cookie: `chaka.sid=s1; ${BUY_NOW_COOKIE}=cart_buy` }
      )
    )
    const { location, cookies } = redirected(answer)
    expect(location).toBe("/my-account/my-order/order_5?placed=1")
    expect(writes).toEqual(["/store/carts/cart_buy/place-order"])
    expect(cookies.some((cookie) => cookie.startsWith(`${BUY_NOW_COOKIE}=;`) && /Max-Age=0/.test(cookie))).toBe(true)
  })
})
