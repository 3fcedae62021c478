// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../i18n"
import { registerCatalogue } from "../../i18n/messages"
import { bangla } from "../../messages/bn"
import { resetShop } from "../../lib/medusa"
import { readStoreFrom } from "../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { bodyOf, CUSTOMER, line, storeCart } from "../../testing/cart-fixtures"
import { orderTarget } from "../../features/checkout/order-target"
import { placeOrderByForm, type CheckoutAnswer } from "../../features/checkout/api/place-order.server"
import type { PromoCodeAnswer } from "../../features/session/promotions/schemas"
import { action as cartAction } from "./cart"
import { loader as checkoutLoader } from "./place-order"

// Issue 52: promo codes on the cart and the checkout, posted to the route's action as plain forms.
registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

const SHOP = "http://shop.test"
const PROMOTIONS = "/store/carts/cart_1/promotions"
const RATE = { standard_amount: 200, large_order_amount: 250, large_order_threshold: 25_000 }
const CART = storeCart([line("phoenix-city", "Phoenix City Classic", 3_200, 1)], { customer_id: CUSTOMER.id, completed_at: null })
/** The same cart with EID10 on it: 10 % off the lines. */
const DISCOUNTED = { ...CART, item_discount_total: 320, total: 2_880, promotions: [{ code: "EID10", is_automatic: false }] }

/** Each reason the backend gives (the promotions contract), with a refusal's usual status. */
const REASONS = [
  "promotion_unknown",
  "promotion_inactive",
  "promotion_not_started",
  "promotion_ended",
  "promotion_used_up",
  "promotion_already_used",
  "promotion_not_applicable",
  "promotion_needs_delivery",
] as const

type Promotions = (method: string, body: Record<string, unknown>) => Response

const USED_UP = () => json({ type: "conflict", code: "promotion_used_up", message: "The code EID10 has been used up.", promo_code: "EID10" }, 409)

function backend(promotions: Promotions = () => json({ cart: DISCOUNTED }), cart: () => object | null = () => CART, placeOrder: () => Response = USED_UP) {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = []
  const { calls } = fakeBackend({
    "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
    "/store/customers/me": () => json({ customer: CUSTOMER }),
    "/store/customers/me/cart": () => json({ cart: cart() }),
    "/store/carts/cart_1": () => json({ cart: cart() }),
    [PROMOTIONS]: (url, init) => {
      const method = (init?.method ?? "GET").toUpperCase()
      const body = bodyOf(init)
      writes.push({ method, path: url.pathname, body })
      return promotions(method, body)
    },
    "/store/carts/cart_1/place-order": (url, init) => {
      writes.push({ method: "POST", path: url.pathname, body: bodyOf(init) })
      return placeOrder()
    },
  })
  return { calls, writes }
}

function post(path: string, fields: Record<string, string> | URLSearchParams, { cookie = "chaka.sid=s1", origin = SHOP as string | null } = {}) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (origin) headers.origin = origin
  return new Request(`${SHOP}${path}`, { method: "POST", body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields), headers })
}

const onCart = (request: Request) => cartAction({ request, context: { origin: SHOP } } as never)
const onCheckout = (request: Request) => {
  const url = new URL(request.url)
  const ids = decodeURIComponent(url.pathname.replace(/^(\/bn)?\/place-order\//, ""))
  return placeOrderByForm(request, orderTarget(ids, url.searchParams), SHOP)
}
const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200))
const promoOf = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response)
  return (answer as { data: PromoCodeAnswer }).data.promo
}

describe("a promo code on /cart (the cart route's action)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("applies a code through Medusa's POST /store/carts/:id/promotions and goes back to /cart (303)", async () => {
    const { writes } = backend()
    const answer = await onCart(post("/cart", { intent: "apply-code", code: "  EID10 " }))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(303)
    expect((answer as Response).headers.get("location")).toBe("/cart")
    expect((answer as Response).headers.get("cache-control")).toBe("private, no-store")
    expect(writes).toEqual([{ method: "POST", path: PROMOTIONS, body: { promo_codes: ["EID10"] } }])
  })

  it("removes a code with DELETE, restoring the prices", async () => {
    const { writes } = backend(() => json({ cart: CART }))
    const answer = await onCart(post("/cart", { intent: "remove-code", code: "EID10" }))
    expect(statusOf(answer)).toBe(303)
    expect(writes).toEqual([{ method: "DELETE", path: PROMOTIONS, body: { promo_codes: ["EID10"] } }])
  })

  it.each(REASONS)("says why %s, in English on /cart and in Bangla on /bn/cart, keeping the code typed", async (reason) => {
    backend(() => json({ type: "invalid_data", code: reason, message: `English words for ${reason}` }, 400))
    const english = await onCart(post("/cart", { intent: "apply-code", code: "EID10" }))
    expect(statusOf(english)).toBe(400)
    expect(promoOf(english)).toEqual({ error: en.promotions.errors[reason], code: "EID10" })
    const banglaAnswer = await onCart(post("/bn/cart", { intent: "apply-code", code: "EID10" }))
    expect(promoOf(banglaAnswer)).toEqual({ error: bn.promotions.errors[reason], code: "EID10" })
    expect(bn.promotions.errors[reason]).toMatch(/[\u0980-\u09FF]/)
  })

  it("gives every reason its own words (no two the same), in both languages", () => {
    for (const messages of [en, bn]) expect(new Set(REASONS.map((reason) => messages.promotions.errors[reason])).size).toBe(REASONS.length)
  })

  it("says 'no such code' for a refusal without a reason (Medusa's own validator), and 'try again' when the backend is down", async () => {
    backend(() => json({ type: "invalid_data", message: "The promotion code X is invalid" }, 400))
    expect(promoOf(await onCart(post("/cart", { intent: "apply-code", code: "X" })))).toEqual({ error: en.promotions.errors.promotion_unknown, code: "X" })
    vi.spyOn(console, "error").mockImplementation(() => {})
    backend(() => json({ message: "boom" }, 500))
    const down = await onCart(post("/cart", { intent: "apply-code", code: "X" }))
    expect(statusOf(down)).toBe(502)
    expect(promoOf(down).error).toBe(en.promotions.failed)
  })

  it("tells a visitor (no session) to log in first, asking the backend to change nothing", async () => {
    const { writes } = backend()
    const answer = await onCart(post("/cart", { intent: "apply-code", code: "EID10" }, { cookie: "" }))
    expect(statusOf(answer)).toBe(401)
    expect(promoOf(answer).error).toBe(en.promotions.signIn)
    expect(promoOf(await onCart(post("/bn/cart", { intent: "apply-code", code: "EID10" }, { cookie: "" }))).error).toBe(bn.promotions.signIn)
    expect(writes).toEqual([])
  })

  it("refuses a blank code, one with a NUL byte, one too long, or the field twice (an array) with 400, writing nothing", async () => {
    const { writes } = backend()
    expect(promoOf(await onCart(post("/cart", { intent: "apply-code", code: "   " })))).toEqual({ error: en.promotions.empty, code: "   " })
    const nul = await onCart(post("/cart", { intent: "apply-code", code: "EID\u000010" }))
    expect(statusOf(nul)).toBe(400)
    expect(promoOf(nul).error).toBe(en.promotions.errors.promotion_unknown)
    expect(statusOf(await onCart(post("/cart", { intent: "apply-code", code: "E".repeat(65) })))).toBe(400)
    const twice = new URLSearchParams([
      ["intent", "apply-code"],
      ["code", "EID10"],
      ["code", "OTHER"],
    ])
    expect(statusOf(await onCart(post("/cart", twice)))).toBe(400)
    expect(writes).toEqual([])
  })

  it("refuses a 1 MB body with 413 before reading it, and a post from another site's page with 403, writing nothing", async () => {
    const { writes } = backend()
    const huge = await onCart(post("/cart", { intent: "apply-code", code: "x".repeat(1024 * 1024) }))
    expect(statusOf(huge)).toBe(413)
    const evil = await onCart(post("/cart", { intent: "apply-code", code: "EID10" }, { origin: "https://evil.example" }))
    expect(statusOf(evil)).toBe(403)
    expect(writes).toEqual([])
  })
})

describe("a promo code at checkout (the /place-order action)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  const CHECKOUT = "/place-order/&&prod_phoenix-city"

  it("applies the code to the cart this page orders and comes back to the same page, in its language", async () => {
    const { writes } = backend()
    const answer = await onCheckout(post(`/bn${CHECKOUT}`, { intent: "apply-code", code: "EID10" }))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(303)
    // The redirect adds the language's prefix back (as every action's redirect does).
    expect((answer as Response).headers.get("location")).toBe(CHECKOUT)
    expect(writes).toEqual([{ method: "POST", path: PROMOTIONS, body: { promo_codes: ["EID10"] } }])
  })

  it("says a refused code beside the field in the page's language, ordering nothing", async () => {
    const { writes } = backend(() => json({ type: "invalid_data", code: "promotion_not_started", message: "not yet" }, 400))
    const answer = await onCheckout(post(`/bn${CHECKOUT}`, { intent: "apply-code", code: "BOISHAKH" }))
    expect(promoOf(answer)).toEqual({ error: bn.promotions.errors.promotion_not_started, code: "BOISHAKH" })
    expect(writes.map((write) => write.path)).toEqual([PROMOTIONS])
  })

  it("refuses a NUL byte, a 1 MB body and another site's post before any write", async () => {
    const { writes } = backend()
    expect(statusOf(await onCheckout(post(CHECKOUT, { intent: "apply-code", code: "A\u0000" })))).toBe(400)
    expect(statusOf(await onCheckout(post(CHECKOUT, { intent: "apply-code", code: "x".repeat(1024 * 1024) })))).toBe(413)
    expect(statusOf(await onCheckout(post(CHECKOUT, { intent: "apply-code", code: "EID10" }, { origin: "https://evil.example" })))).toBe(403)
    expect(writes).toEqual([])
  })

  it("when Place order is refused because the code stopped applying (409 used up): takes it off and says why with the new total, in Bangla", async () => {
    let removed = false
    const { writes } = backend(
      (method) => {
        if (method === "DELETE") removed = true
        return json({ cart: CART })
      },
      () => (removed ? CART : DISCOUNTED)
    )
    const form = {
      cart_id: "cart_1",
      expected_total: "3080",
      division: "Dhaka",
      district: "Dhaka",
      thana: "Dhanmondi",
      road: "Road 5, House 12",
      phone: "01712-345678",
      cashOnDelivery: "on",
    }
    const answer = await onCheckout(post(`/bn${CHECKOUT}`, form))
    expect(answer).not.toBeInstanceOf(Response)
    const { data, init } = answer as { data: CheckoutAnswer; init: ResponseInit }
    expect(init.status).toBe(409)
    expect(data.kind).toBe("changed")
    // 3 200 + 200 delivery, the code gone: ৳ ৩,৪০০.
    expect(data.error).toBe(bn.promotions.stoppedApplying(bn.promotions.errors.promotion_used_up, "EID10", "৳ ৩,৪০০"))
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual(["POST /store/carts/cart_1/place-order", `DELETE ${PROMOTIONS}`])
    expect(writes[0].body).toMatchObject({ expected_total: 3_080 })
  })

  it("a 'used up' naming no code (the last use went in the same instant): every code entered is taken off, in English", async () => {
    let removed: unknown[] = []
    const twoCodes = { ...DISCOUNTED, promotions: [...DISCOUNTED.promotions, { code: "BOISHAKH", is_automatic: false }, { code: "AUTO", is_automatic: true }] }
    const { writes } = backend(
      (method, body) => {
        if (method === "DELETE") removed = [...removed, ...(body.promo_codes as unknown[])]
        return json({ cart: CART })
      },
      () => (removed.length ? CART : twoCodes),
      () => json({ type: "conflict", code: "promotion_used_up", message: "used up" }, 409)
    )
    const form = {
      cart_id: "cart_1",
      expected_total: "3080",
      division: "Dhaka",
      district: "Dhaka",
      thana: "Dhanmondi",
      road: "Road 5",
      phone: "01712-345678",
      cashOnDelivery: "on",
    }
    const { data } = (await onCheckout(post(CHECKOUT, form))) as unknown as { data: CheckoutAnswer }
    expect(removed).toEqual(["EID10", "BOISHAKH"])
    expect(data.error).toBe(en.promotions.stoppedApplying(en.promotions.errors.promotion_used_up, "EID10, BOISHAKH", "৳ 3,400"))
    expect(writes.filter((write) => write.method === "DELETE")).toHaveLength(2)
  })
})

describe("the checkout page's totals with a saved address (the delivery preview)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  const SAVED = {
    ...CUSTOMER,
    phone: "01712-345678",
    addresses: [
      {
        id: "addr_1",
        is_default_shipping: true,
        province: "Dhaka",
        city: "Dhaka",
        address_2: "Dhanmondi",
        address_1: "Road 5, House 12",
        phone: "01712-345678",
      },
    ],
  }
  /** The cart once the backend put the address and Home delivery on it: free delivery by a promotion. */
  const DELIVERED = { ...DISCOUNTED, shipping_methods: [{ id: "casm_1" }], shipping_subtotal: 200, shipping_total: 0, total: 2_880 }

  async function view(
    customer: object,
    delivery: () => Response,
    path = "/place-order/&&prod_phoenix-city",
    promotions: Promotions = () => json({ cart: CART })
  ) {
    const previews: Record<string, unknown>[] = []
    fakeBackend({
      "/storefront/config": () => json({ ...SHOP_CONFIG, delivery_rate: RATE }),
      "/store/customers/me": () => json({ customer }),
      "/store/customers/me/cart": () => json({ cart: DISCOUNTED }),
      "/store/payment-methods": () => json({ payment_methods: [{ id: "cod" }] }),
      "/store/bangladesh/divisions": () => json({ divisions: [] }),
      "/store/carts/cart_1/delivery": (_url, init) => {
        previews.push(bodyOf(init))
        return delivery()
      },
      [PROMOTIONS]: (_url, init) => {
        previews.push({ [String(init?.method)]: bodyOf(init) })
        return promotions(String(init?.method), bodyOf(init))
      },
    })
    const request = new Request(`${SHOP}${path}`, { headers: { cookie: "chaka.sid=s1" } })
    const answer = (await checkoutLoader({ request, params: { ids: "&&prod_phoenix-city" } } as never)) as unknown as {
      data: { view: { total: number; promoNotice: string | null; costs: { discount: number; shipping: number; shippingBefore: number; total: number } } }
    }
    return { view: answer.data.view, previews }
  }

  it("puts the saved address and Home delivery on the cart, so a free delivery shows before the order and the total is the one charged", async () => {
    const { view: shown, previews } = await view(SAVED, () => json({ cart: DELIVERED }))
    expect(previews).toEqual([{ shipping_address: expect.objectContaining({ province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi" }) }])
    expect(shown.costs).toMatchObject({ discount: 320, shipping: 0, shippingBefore: 200, total: 2_880 })
    expect(shown.total).toBe(2_880)
  })

  it("without a saved address asks nothing and shows the rule's delivery; a preview the backend refuses keeps it too", async () => {
    const none = await view(CUSTOMER, () => json({ cart: DELIVERED }))
    expect(none.previews).toEqual([])
    expect(none.view.costs).toMatchObject({ discount: 320, shipping: 200, total: 3_080 })
    const refused = await view(SAVED, () => json({ type: "invalid_data", message: "no" }, 400))
    expect(refused.previews).toHaveLength(1)
    expect(refused.view.total).toBe(3_080)
  })

  it("a code that stopped applying at the saved address (409 from the preview): taken off, previewed again, said beside the field in Bangla", async () => {
    let calls = 0
    const { view: shown, previews } = await view(
      SAVED,
      () =>
        ++calls === 1
          ? json({ type: "conflict", code: "promotion_ended", message: "ended", promo_code: "EID10" }, 409)
          : json({ cart: { ...CART, shipping_methods: [{ id: "casm_1" }], shipping_subtotal: 200, shipping_total: 200, total: 3_400 } }),
      "/bn/place-order/&&prod_phoenix-city"
    )
    expect(previews).toEqual([
      expect.objectContaining({ shipping_address: expect.anything() }),
      { DELETE: { promo_codes: ["EID10"] } },
      expect.objectContaining({ shipping_address: expect.anything() }),
    ])
    expect(shown.promoNotice).toBe(bn.promotions.codeDropped(bn.promotions.errors.promotion_ended, "EID10"))
    expect(shown.total).toBe(3_400)
  })
})
