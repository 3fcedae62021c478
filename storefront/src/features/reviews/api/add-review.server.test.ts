// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { addReviewByForm, type ReviewAnswer } from "./add-review.server"

const messages = messagesFor("en")
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const SIGNED_IN = { cookie: "chaka.sid=s%3Arahim" }

const post = (fields: Record<string, string>, headers: Record<string, string> = SIGNED_IN) =>
  addReviewByForm(
    new Request(`${SHOP}/my-account/add-review`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, ...headers } }),
    SHOP
  )

function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: ReviewAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

describe("the add-review form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("requires a description and sends nothing without one", async () => {
    const { calls } = fakeBackend(config)
    expect(refusal(await post({ description: "  ", rating: "4" }))).toMatchObject({
      status: 400,
      fields: { description: messages.reviews.descriptionRequired },
      rating: 4,
    })
    expect(calls.some((call) => call.url.pathname === "/store/reviews")).toBe(false)
  })

  it("refuses a rating that is not a half star from 0 to 5, keeping the text", async () => {
    const { calls } = fakeBackend(config)
    expect(refusal(await post({ description: "Lovely", rating: "4.3" }))).toMatchObject({
      status: 400,
      error: messages.errors.unexpected,
      description: "Lovely",
    })
    expect(calls.some((call) => call.url.pathname === "/store/reviews")).toBe(false)
  })

  it("sends a half-star rating as 3.5 as the customer, then on to my reviews (303) saying it was added", async () => {
    let sent: { body: unknown; cookie: string | null } | undefined
    fakeBackend({
      ...config,
      "/store/reviews": (_url, init) => {
        sent = { body: JSON.parse(String(init?.body)), cookie: new Headers(init?.headers).get("cookie") }
        return json({ review: { id: "rev_1" } })
      },
    })
    const answer = (await post({ description: "Delivered in two days", rating: "3.5" })) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/my-account/my-review?added=1")
    expect(sent).toEqual({ body: { description: "Delivered in two days", rating: 3.5 }, cookie: "connect.sid=s%3Arahim" })
  })

  it("shows the server's refusal with what was typed", async () => {
    fakeBackend({ ...config, "/store/reviews": () => json({ message: "Review text is too long" }, 400) })
    expect(refusal(await post({ description: "Lovely", rating: "5" }))).toMatchObject({
      status: 400,
      error: "Review text is too long",
      description: "Lovely",
      rating: 5,
    })
  })

  it("refuses a post from another site's page, and sends a visitor to log in", async () => {
    const { calls } = fakeBackend(config)
    expect(refusal(await post({ description: "x", rating: "5" }, { ...SIGNED_IN, origin: "https://evil.example" }))).toMatchObject({
      status: 403,
      error: messages.auth.otherSiteForm,
    })
    const visitor = (await post({ description: "x", rating: "5" }, {})) as Response
    expect(visitor.headers.get("location")).toBe("/log-in?returnTo=%2Fmy-account%2Fadd-review")
    expect(calls.some((call) => call.url.pathname === "/store/reviews")).toBe(false)
  })
})
