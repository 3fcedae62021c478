import { BUY_NOW_PURPOSE } from "@chaka/rules"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { bodyOf, line, storeCart } from "../../../testing/cart-fixtures"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { BKASH_NOTICE_COOKIE } from "../bkash-notice"
import { finishBkashReturn } from "./bkash-return.server"
import { messagesFor } from "../../../i18n"

const en = messagesFor("en")
const bn = messagesFor("bn")

const RETURN = "/store/carts/cart_1/bkash/return"
const CART = storeCart([line("roadster", "Phoenix Roadster", 12500, 1), line("bell", "Bell", 350, 2)])
const SIGNED_IN = "chaka.sid=s1"

const back = (query: string, cookie: string | null = SIGNED_IN, cart = "cart_1") =>
  finishBkashReturn(new Request(`http://shop.test/checkout/bkash/${cart}${query}`, { headers: cookie ? { cookie } : {} }), cart)

/** The notice the checkout page will show (the cookie's words), if the redirect set one. */
const noticeOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${BKASH_NOTICE_COOKIE}=`))
  return cookie ? decodeURIComponent(cookie.split(";")[0].slice(BKASH_NOTICE_COOKIE.length + 1)) : null
}

function backend(answer: () => Response, cart: object = CART) {
  const sent: Record<string, unknown>[] = []
  const { calls } = fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    [RETURN]: (_url, init) => {
      sent.push(bodyOf(init))
      return answer()
    },
    "/store/carts/cart_1": () => json({ cart }),
  })
  return { calls, sent }
}

describe("the way back from bKash (GET /checkout/bkash/:cartId)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("finishes the order through the backend as the signed-in customer and shows its confirmation, never cached", async () => {
    const { calls, sent } = backend(() => json({ order: { id: "order_7" } }))
    const response = await back("?paymentID=TR0011xyz&status=success&signature=abc&apiVersion=1.2.0-beta")
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/my-account/my-order/order_7?placed=1")
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    // The payment id goes on, and bKash's status only to pick the words of a refusal; the signature decides nothing.
    expect(sent).toEqual([{ payment_id: "TR0011xyz", status: "success" }])
    expect(calls.find((call) => call.url.pathname === RETURN)?.headers.get("cookie")).toBe("connect.sid=s1")
    expect(noticeOf(response)).toBeNull()
  })

  it("sends a visitor to log in and back here, without asking the backend", async () => {
    const { calls } = backend(() => json({ order: { id: "order_7" } }))
    const response = await back("?paymentID=TR0011xyz&status=success", null)
    expect(response.headers.get("location")).toBe("/log-in?returnTo=%2Fcheckout%2Fbkash%2Fcart_1%3FpaymentID%3DTR0011xyz%26status%3Dsuccess")
    expect(calls.filter((call) => call.url.pathname === RETURN)).toEqual([])
  })

  it("goes back to the cart's checkout with why: cancelled, bKash's refusal, not confirmed yet, or no answer", async () => {
    const cancelled = "You cancelled the bKash payment. Your cart is as you left it: pay again, or choose Cash on delivery."
    let answer = () => json({ type: "invalid_data", message: cancelled }, 400)
    const { sent } = backend(() => answer())
    let response = await back("?paymentID=TR0011xyz&status=cancel")
    expect(response.headers.get("location")).toBe("/place-order/&&prod_roadster&&prod_bell")
    expect(noticeOf(response)).toBe(cancelled)
    expect(sent.at(-1)).toEqual({ payment_id: "TR0011xyz", status: "cancel" })
    expect(response.headers.getSetCookie().join()).toMatch(/Path=\/place-order; Max-Age=600; SameSite=Lax/)

    const failed = "bKash could not complete the payment: Insufficient Balance. Your cart is as you left it: try again, or choose Cash on delivery."
    answer = () => json({ type: "invalid_data", message: failed }, 400)
    response = await back("?paymentID=TR0011xyz&status=failure&signature=forged")
    expect(noticeOf(response)).toBe(failed)
    // An unknown status is not passed on.
    await back("?paymentID=TR0011xyz&status=Completed")
    expect(sent.at(-1)).toEqual({ payment_id: "TR0011xyz" })

    answer = () => json({ pending: true, message: "Waiting for bKash" }, 202)
    response = await back("?paymentID=TR0011xyz&status=success")
    expect(noticeOf(response)).toMatch(/We'll finish your order as soon as bKash confirms/)

    answer = () => json({ message: "boom" }, 502)
    response = await back("?paymentID=TR0011xyz&status=success")
    expect(response.headers.get("location")).toBe("/place-order/&&prod_roadster&&prod_bell")
    expect(noticeOf(response)).toMatch(/We could not confirm your bKash payment just now/)
  })

  it("says bKash's refusal in the page's language, by the backend's code, the same on a reload", async () => {
    let answer = () => json({ type: "invalid_data", code: "bkash_failed", message: "English words", reason: "Insufficient Balance", bkash_code: "2023" }, 400)
    backend(() => answer())
    const first = await back("?paymentID=TR0011xyz&status=failure")
    expect(noticeOf(first)).toBe(en.bkashReturn.insufficientBalance)
    expect(noticeOf(await back("?paymentID=TR0011xyz&status=failure"))).toBe(en.bkashReturn.insufficientBalance)

    answer = () => json({ type: "invalid_data", code: "bkash_failed", message: "English words", reason: "Invalid PIN", bkash_code: "2011" }, 400)
    expect(noticeOf(await back("?paymentID=TR0011xyz"))).toBe(en.bkashReturn.failedBecause("Invalid PIN"))
    // A reason that is not plain words is not shown.
    answer = () => json({ type: "invalid_data", code: "bkash_failed", message: "English words", reason: "<script>x</script>" }, 400)
    expect(noticeOf(await back("?paymentID=TR0011xyz"))).toBe(en.bkash.failedUnknown)
    answer = () => json({ type: "invalid_data", code: "bkash_cancelled", message: "English words" }, 400)
    expect(noticeOf(await back("?paymentID=TR0011xyz&status=cancel"))).toBe(en.bkash.cancelled)
    answer = () => json({ type: "invalid_data", code: "bkash_expired", message: "English words" }, 400)
    expect(noticeOf(await back("?paymentID=TR0011xyz"))).toBe(en.bkashReturn.expired)
    answer = () => json({ type: "invalid_data", code: "bkash_mismatch", message: "English words" }, 400)
    expect(noticeOf(await back("?paymentID=TR0011xyz"))).toBe(en.bkashReturn.mismatch)

    // On a Bangla page, in Bangla.
    answer = () => json({ type: "invalid_data", code: "bkash_failed", message: "English words", reason: "Insufficient Balance", bkash_code: "2023" }, 400)
    const inBangla = await finishBkashReturn(
      new Request("http://shop.test/bn/checkout/bkash/cart_1?paymentID=TR0011xyz&status=failure", { headers: { cookie: SIGNED_IN } }),
      "cart_1"
    )
    expect(noticeOf(inBangla)).toBe(bn.bkashReturn.insufficientBalance)
    answer = () => json({ type: "invalid_data", code: "bkash_mismatch", message: "English words" }, 400)
    const mismatch = await finishBkashReturn(
      new Request("http://shop.test/bn/checkout/bkash/cart_1?paymentID=TR0011xyz", { headers: { cookie: SIGNED_IN } }),
      "cart_1"
    )
    expect(noticeOf(mismatch)).toBe(bn.bkashReturn.mismatch)
  })

  it("goes back to a Buy now checkout for its product and quantity", async () => {
    const buyNow = { ...storeCart([line("roadster", "Phoenix Roadster", 12500, 2)]), metadata: { purpose: BUY_NOW_PURPOSE } }
    backend(() => json({ message: "This bKash payment is not for this cart" }, 400), buyNow)
    const response = await back("?paymentID=TR0011other&status=success")
    expect(response.headers.get("location")).toBe("/place-order/prod_roadster?quantity=2")
    expect(noticeOf(response)).toBe("This bKash payment is not for this cart")
  })

  it("sends nothing on for a missing or odd payment id or cart id", async () => {
    const { calls } = backend(() => json({ order: { id: "order_7" } }))
    for (const query of ["", "?status=success", `?paymentID=${"A".repeat(101)}`, "?paymentID=TR%00x", "?paymentID=../../admin"]) {
      const response = await back(query)
      expect(response.headers.get("location")).toBe("/place-order/&&prod_roadster&&prod_bell")
      expect(noticeOf(response)).toMatch(/bKash did not take the payment/)
    }
    expect((await back("?paymentID=TR0011xyz", SIGNED_IN, "cart_1%00")).headers.get("location")).toBe("/cart")
    expect(calls.filter((call) => call.url.pathname === RETURN)).toEqual([])
  })

  it("sends another customer's cart (404) to their own cart, and an expired session (401) to log in", async () => {
    let answer = () => json({ message: "Cart not found" }, 404)
    backend(() => answer())
    expect((await back("?paymentID=TR0011xyz")).headers.get("location")).toBe("/cart")
    answer = () => json({ message: "Unauthorized" }, 401)
    expect((await back("?paymentID=TR0011xyz")).headers.get("location")).toMatch(/^\/log-in\?returnTo=/)
  })

  it("on a Bangla page, comes back without the language prefix (the redirect adds it) and leaves the notice for the Bangla checkout", async () => {
    backend(() => json({ type: "invalid_data", message: "cancelled" }, 400))
    const inBangla = (cookie: string | null) =>
      finishBkashReturn(
        new Request("http://shop.test/bn/checkout/bkash/cart_1?paymentID=TR0011xyz&status=cancel", { headers: cookie ? { cookie } : {} }),
        "cart_1"
      )
    expect((await inBangla(null)).headers.get("location")).toBe("/log-in?returnTo=%2Fcheckout%2Fbkash%2Fcart_1%3FpaymentID%3DTR0011xyz%26status%3Dcancel")
    const response = await inBangla(SIGNED_IN)
    expect(response.headers.get("location")).toBe("/place-order/&&prod_roadster&&prod_bell")
    expect(response.headers.getSetCookie().join()).toMatch(/Path=\/bn\/place-order; Max-Age=600/)
  })
})
