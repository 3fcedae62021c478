// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { logOutByForm } from "./log-out.server"
import { requestResetByForm, resetPasswordByForm, type ResetFormAnswer } from "./password-reset.server"

const messages = messagesFor("en")
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, ...headers } })

function answerOf(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: ResetFormAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

/** A reset link's token as Medusa makes it: a JWT whose payload names the account. */
const tokenFor = (email: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ entity_id: email, provider: "emailpass" })).replace(/=+$/, "")}.c2ln`
const TOKEN = tokenFor("rahim@example.com")

describe("the forgot-password form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("asks Medusa for a link (its plain-text 201) and gives the same neutral answer for any email", async () => {
    let sent: unknown
    fakeBackend({
      ...config,
      "/auth/customer/emailpass/reset-password": (_url, init) => {
        sent = bodyOf(init)
        return new Response("Created", { status: 201, headers: { "content-type": "text/plain" } })
      },
    })
    const answer = answerOf(await requestResetByForm(post("/forgot-password", { email: " Rahim@Example.com " }), SHOP))
    expect(answer).toMatchObject({ status: 200, done: true, email: "Rahim@Example.com", error: null })
    expect(sent).toEqual({ identifier: "Rahim@Example.com" })
  })

  it("needs a valid email before sending anything", async () => {
    const { calls } = fakeBackend(config)
    const answer = answerOf(await requestResetByForm(post("/forgot-password", { email: "not-an-email" }), SHOP))
    expect(answer).toMatchObject({ status: 400, done: false, fields: { email: messages.auth.emailInvalid }, email: "not-an-email" })
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })

  it("says too many links in the shop's words (the backend's 429), and refuses a post from another site", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass/reset-password": () => json({ message: "Too many reset links for this email" }, 429) })
    expect(answerOf(await requestResetByForm(post("/forgot-password", { email: "rahim@example.com" }), SHOP))).toMatchObject({
      status: 429,
      error: "Too many reset links for this email",
    })
    expect(
      answerOf(await requestResetByForm(post("/forgot-password", { email: "rahim@example.com" }, { origin: "https://evil.example" }), SHOP))
    ).toMatchObject({
      status: 403,
      error: messages.auth.otherSiteForm,
    })
  })
})

describe("the reset-password form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("sets the new password for the token's own account with the token, whatever email the link's text says", async () => {
    let sent: unknown
    const { calls } = fakeBackend({
      ...config,
      "/auth/customer/emailpass/update": (_url, init) => {
        sent = bodyOf(init)
        return json({ success: true })
      },
    })
    const answer = answerOf(
      await resetPasswordByForm(
        post("/reset-password?token=x&email=victim%40example.com", { token: TOKEN, password: "bicycle2", confirmPassword: "bicycle2" }),
        SHOP
      )
    )
    expect(answer).toMatchObject({ status: 200, done: true, email: "rahim@example.com" })
    expect(sent).toEqual({ email: "rahim@example.com", password: "bicycle2" })
    expect(calls.find((call) => call.url.pathname === "/auth/customer/emailpass/update")?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`)
  })

  it("refuses a short password or a mismatch without spending the token", async () => {
    const { calls } = fakeBackend(config)
    const answer = answerOf(await resetPasswordByForm(post("/reset-password", { token: TOKEN, password: "secret", confirmPassword: "other" }), SHOP))
    expect(answer).toMatchObject({ status: 400, fields: { password: messages.auth.passwordTooShort, confirmPassword: messages.auth.passwordMismatch } })
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })

  it("says an expired or used link is so (401), offering a new one", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass/update": () => json({ type: "unauthorized", message: "Invalid token" }, 401) })
    const answer = answerOf(await resetPasswordByForm(post("/reset-password", { token: TOKEN, password: "bicycle2", confirmPassword: "bicycle2" }), SHOP))
    expect(answer).toMatchObject({ status: 401, error: messages.auth.resetLinkInvalid, linkSpent: true })
  })

  it("says a damaged link is incomplete, asking nothing", async () => {
    const { calls } = fakeBackend(config)
    const answer = answerOf(await resetPasswordByForm(post("/reset-password", { token: "a.b.c", password: "bicycle2", confirmPassword: "bicycle2" }), SHOP))
    expect(answer).toMatchObject({ status: 400, error: messages.auth.resetLinkIncomplete })
    expect(calls).toEqual([])
  })
})

describe("the log-out form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("ends Medusa's session with the shopper's cookie, forgets the shop's and goes home (303)", async () => {
    const { calls } = fakeBackend({ ...config, "/auth/session": () => json({ success: true }) })
    const answer = (await logOutByForm(post("/log-out", {}, { cookie: "chaka.sid=s%3Arahim; chaka.cart=cart_1" }), SHOP)) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/")
    expect(answer.headers.getSetCookie()).toEqual(["chaka.sid=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly"])
    const ended = calls.find((call) => call.url.pathname === "/auth/session")
    expect(ended?.method).toBe("DELETE")
    expect(ended?.headers.get("cookie")).toBe("connect.sid=s%3Arahim")
  })

  it("logs out even when the backend cannot be reached (the cookie goes all the same), and not from another site's page", async () => {
    fakeBackend({ ...config, "/auth/session": () => Promise.reject(new TypeError("fetch failed")) })
    const answer = (await logOutByForm(post("/log-out", {}, { cookie: "chaka.sid=s%3Arahim" }), SHOP)) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.getSetCookie()[0]).toMatch(/^chaka\.sid=; .*Max-Age=0/)
    const foreign = await logOutByForm(post("/log-out", {}, { cookie: "chaka.sid=s%3Arahim", origin: "https://evil.example" }), SHOP)
    expect(foreign).not.toBeInstanceOf(Response)
    expect((foreign as { init: ResponseInit }).init.status).toBe(403)
  })
})
