// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../i18n"
import { resetShop } from "../../lib/medusa"
import { readStoreFrom } from "../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { signInByForm } from "../../features/auth/api/form-sign-in.server"
import { requestResetByForm, resetPasswordByForm } from "../../features/auth/api/password-reset.server"
import { updateProfileByForm } from "../../features/account/api/update-profile.server"
import { addReviewByForm } from "../../features/reviews/api/add-review.server"
import { action as cartAction } from "./cart"

const messages = messagesFor("en")
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const none = async () => []

/** A body of `total` bytes sent in 64 KiB chunks, counting how many the reader pulled. */
function countedBody(total: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(64 * 1024).fill(97)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, pulled }
}

const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200))
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data

describe("the customer forms' bodies", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("a huge multipart post to update-profile is refused (413) without being read in full", async () => {
    fakeBackend(config)
    const { body, pulled } = countedBody(64 * 1024 * 1024)
    const request = new Request(`${SHOP}/my-account/update-profile`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: SHOP, cookie: "chaka.sid=s%3Arahim", "content-type": "multipart/form-data; boundary=xyz" },
    } as RequestInit)
    const answer = await updateProfileByForm(request, SHOP)
    expect(pulled.bytes).toBeLessThan(8 * 1024 * 1024)
    expect(statusOf(answer)).toBe(413)
  })

  it("a huge post to add-review is refused (413) without being read in full", async () => {
    fakeBackend(config)
    const { body, pulled } = countedBody(64 * 1024 * 1024)
    const request = new Request(`${SHOP}/my-account/add-review`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: SHOP, cookie: "chaka.sid=s%3Arahim", "content-type": "application/x-www-form-urlencoded" },
    } as RequestInit)
    const answer = await addReviewByForm(request, SHOP)
    expect(pulled.bytes).toBeLessThan(8 * 1024 * 1024)
    expect(statusOf(answer)).toBe(413)
  })

  it("a huge post to log-in, sign-up, forgot or reset password is refused (413) without being read in full", async () => {
    fakeBackend(config)
    const posts = [
      (request: Request) => signInByForm("log-in", request, SHOP, none),
      (request: Request) => signInByForm("sign-up", request, SHOP, none),
      (request: Request) => requestResetByForm(request, SHOP),
      (request: Request) => resetPasswordByForm(request, SHOP),
    ]
    for (const post of posts) {
      const { body, pulled } = countedBody(64 * 1024 * 1024)
      const request = new Request(`${SHOP}/log-in`, {
        method: "POST",
        body,
        duplex: "half",
        headers: { origin: SHOP, "content-type": "application/x-www-form-urlencoded" },
      } as RequestInit)
      const answer = await post(request)
      expect(pulled.bytes).toBeLessThan(8 * 1024 * 1024)
      expect(statusOf(answer)).toBe(413)
      expect(dataOf<{ error: string }>(answer).error).toBe(messages.errors.formTooLarge)
    }
  })

  it("a body that is not a form to log-in is a 400 with the page's words, not a thrown 500", async () => {
    fakeBackend(config)
    const request = new Request(`${SHOP}/log-in`, { method: "POST", body: "{}", headers: { origin: SHOP, "content-type": "application/json" } })
    const answer = await signInByForm("log-in", request, SHOP, none)
    expect(statusOf(answer)).toBe(400)
  })

  it("a body that is not a form to the cart is a 400 with the cart's words, not a thrown 500", async () => {
    fakeBackend(config)
    const request = new Request(`${SHOP}/cart`, { method: "POST", body: "{}", headers: { origin: SHOP, "content-type": "application/json" } })
    const answer = await cartAction({ request } as never)
    expect(statusOf(answer)).toBe(400)
    expect(dataOf<{ error: string }>(answer).error).toBe(messages.cart.badRequest)
  })

  it("a form posted to the cart from another site changes nothing (403)", async () => {
    const { calls } = fakeBackend({
      ...config,
      "/store/carts": () => json({ cart: { id: "cart_1", items: [] } }),
      "/store/carts/cart_1/line-items": () => json({ cart: { id: "cart_1", items: [{ id: "cali_1" }] } }),
    })
    const request = new Request(`${SHOP}/cart`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", variant_id: "variant_01", quantity: "9999" }),
      headers: { origin: "https://evil.test" },
    })
    const answer = await cartAction({ request, context: { origin: SHOP } } as never)
    expect(statusOf(answer)).toBe(403)
    expect(calls.filter((call) => call.method === "POST")).toEqual([])
  })
})
