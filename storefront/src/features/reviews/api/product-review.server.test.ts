// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { productReviewByForm } from "./product-review.server"
import type { ProductReviewAnswer } from "./product-review-form"

const messages = messagesFor("en")
const SHOP = "http://shop.test"
const PRODUCT = "prod_veloce"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const SIGNED_IN = { cookie: "chaka.sid=s%3Arahim" }

const post = (fields: Record<string, string>, headers: Record<string, string> = SIGNED_IN, page = `/products/${PRODUCT}`) =>
  productReviewByForm(
    new Request(`${SHOP}${page}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, ...headers } }),
    SHOP,
    PRODUCT
  )

function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: ProductReviewAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

describe("the product review form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("writes a new review as the customer, then back to the product saying it is saved (303)", async () => {
    let sent: { path: string; body: unknown; cookie: string | null } | undefined
    fakeBackend({
      ...config,
      [`/store/product-reviews/${PRODUCT}`]: (url, init) => {
        sent = { path: url.pathname, body: JSON.parse(String(init?.body)), cookie: new Headers(init?.headers).get("cookie") }
        return json({ review: { id: "prev_1" } })
      },
    })
    const answer = (await post({ intent: "create", description: "Light and quick", rating: "4.5" }, SIGNED_IN, `/bn/products/${PRODUCT}`)) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe(`/bn/products/${PRODUCT}?reviewed=1#reviews`)
    expect(sent).toEqual({ path: `/store/product-reviews/${PRODUCT}`, body: { description: "Light and quick", rating: 4.5 }, cookie: "connect.sid=s%3Arahim" })
  })

  it("edits the customer's review through /me", async () => {
    const paths: string[] = []
    fakeBackend({ ...config, [`/store/product-reviews/${PRODUCT}/me`]: (url) => (paths.push(url.pathname), json({ review: { id: "prev_1" } })) })
    const answer = (await post({ intent: "edit", description: "Now with a flat", rating: "2" })) as Response
    expect(answer.status).toBe(303)
    expect(paths).toEqual([`/store/product-reviews/${PRODUCT}/me`])
  })

  it("refuses a rating that is not a half star, and a missing text, sending nothing", async () => {
    const { calls } = fakeBackend(config)
    expect(refusal(await post({ description: "Lovely", rating: "2.3" }))).toMatchObject({
      status: 400,
      error: messages.errors.unexpected,
      description: "Lovely",
    })
    expect(refusal(await post({ description: " ", rating: "7" }))).toMatchObject({ status: 400, fields: { description: messages.reviews.descriptionRequired } })
    expect(calls.some((call) => call.url.pathname.startsWith("/store/product-reviews"))).toBe(false)
  })

  it("says only customers who received it may review it when the backend refuses (403), keeping what was typed", async () => {
    fakeBackend({ ...config, [`/store/product-reviews/${PRODUCT}`]: () => json({ message: "Only a customer who received this product can review it" }, 403) })
    expect(refusal(await post({ description: "Looks nice", rating: "5" }))).toMatchObject({
      status: 403,
      error: messages.productReviews.onlyBuyers,
      description: "Looks nice",
      rating: 5,
    })
  })

  it("shows the backend's reason for a second review (422)", async () => {
    fakeBackend({
      ...config,
      [`/store/product-reviews/${PRODUCT}`]: () => json({ message: "You have already reviewed this product: edit your review instead" }, 422),
    })
    expect(refusal(await post({ description: "Again", rating: "5" }))).toMatchObject({
      status: 422,
      error: "You have already reviewed this product: edit your review instead",
    })
  })

  it("sends a visitor to log in, and refuses another site's form", async () => {
    const { calls } = fakeBackend(config)
    const visitor = (await post({ description: "x", rating: "5" }, {})) as Response
    expect(visitor.headers.get("location")).toBe(`/log-in?returnTo=%2Fproducts%2F${PRODUCT}`)
    expect(refusal(await post({ description: "x", rating: "5" }, { ...SIGNED_IN, origin: "https://evil.example" }))).toMatchObject({
      status: 403,
      error: messages.auth.otherSiteForm,
    })
    expect(calls.some((call) => call.url.pathname.startsWith("/store/product-reviews"))).toBe(false)
  })
})
