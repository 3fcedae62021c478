import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../lib/medusa"
import { readStoreFrom } from "../lib/store.server"
import { messagesFor } from "../i18n"
import { fakeBackend, json, SHOP_CONFIG } from "../testing/backend"
import { signInByForm as signInWith, type AuthFormAnswer } from "../features/auth/api/form-sign-in.server"
import { claimAtSignIn } from "./claim-at-sign-in.server"

const messages = messagesFor("en")

const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const withSession = (body: unknown) => {
  const response = json(body)
  response.headers.append("set-cookie", "connect.sid=s%3Anew; Path=/; HttpOnly; SameSite=Lax")
  return response
}

/** The log-in and sign-up routes' action: the form's sign-in, then the visitor cart claimed. */
const signInByForm = (kind: "log-in" | "sign-up", request: Request, origin: string) => signInWith(kind, request, origin, claimAtSignIn)

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${SHOP}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: SHOP, ...headers } })
}

/** A refusal's status and what the page shows. */
function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: AuthFormAnswer; init: ResponseInit }
  return { status: init.status, ...data }
}

describe("log-in and sign-up as plain form posts (no scripts)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("signs in, sets the shop's session cookie, claims the visitor cart with it and goes back", async () => {
    const { calls } = fakeBackend({
      ...config,
      "/auth/customer/emailpass": () => json({ token: "t1" }),
      "/store/customers/me": () => json({ customer: { id: "cus_1" } }),
      "/auth/session": (_url, init) => (init?.method === "DELETE" ? json({ success: true }) : withSession({ user: {} })),
      "/store/customers/me/cart/claim": () => json({ cart: { id: "cart_mine" } }),
    })
    const answer = await signInByForm(
      "log-in",
      post(
        "/log-in?returnTo=%2Fplace-order%2F%26%26prod_1",
        { email: "rahim@example.com", password: "bicycle1" },
        { cookie: "chaka.cart=cart_visitor1; chaka.sid=old" }
      ),
      SHOP
    )
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/place-order/&&prod_1")
    const cookies = response.headers.getSetCookie()
    expect(cookies[0]).toMatch(/^chaka\.sid=s%3Anew; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(cookies.some((cookie) => /^chaka\.cart=; .*Max-Age=0/.test(cookie))).toBe(true)
    expect(cookies.some((cookie) => /^chaka\.cart-count=; .*Max-Age=0/.test(cookie))).toBe(true)

    // The browser's earlier session ended; the claim made with the new one.
    const ended = calls.find((call) => call.url.pathname === "/auth/session" && call.method === "DELETE")
    expect(ended?.headers.get("cookie")).toBe("connect.sid=old")
    const claim = calls.find((call) => call.url.pathname === "/store/customers/me/cart/claim")
    expect(claim?.headers.get("cookie")).toBe("connect.sid=s%3Anew")
    expect(calls.find((call) => call.url.pathname === "/auth/session" && call.method === "POST")?.headers.get("authorization")).toBe("Bearer t1")
  })

  it("goes home for a return path on another site, and keeps the visitor cart when there is none to claim", async () => {
    fakeBackend({
      ...config,
      "/auth/customer/emailpass": () => json({ token: "t1" }),
      "/store/customers/me": () => json({ customer: { id: "cus_1" } }),
      "/auth/session": () => withSession({ user: {} }),
    })
    const answer = (await signInByForm(
      "log-in",
      post("/log-in?returnTo=%2F%2Fevil.example", { email: "rahim@example.com", password: "bicycle1" }),
      SHOP
    )) as Response
    expect(answer.headers.get("location")).toBe("/")
    expect(answer.headers.getSetCookie()).toHaveLength(1)
  })

  it("shows the shop's words for a wrong password, keeps the email, and starts no session", async () => {
    const { calls } = fakeBackend({ ...config, "/auth/customer/emailpass": () => json({ message: "Invalid email or password" }, 401) })
    const answer = refusal(
      await signInByForm("log-in", post("/log-in", { email: "rahim@example.com", password: "wrong" }, { cookie: "chaka.cart=cart_visitor1" }), SHOP)
    )
    expect(answer).toMatchObject({ status: 401, error: messages.auth.wrongCredentials, email: "rahim@example.com" })
    expect(calls.some((call) => call.url.pathname.startsWith("/auth/session") || call.url.pathname.endsWith("/claim"))).toBe(false)
  })

  it("checks the fields by the form's own rules before asking the backend", async () => {
    const { calls } = fakeBackend(config)
    const answer = refusal(await signInByForm("sign-up", post("/sign-up", { name: "", email: "x", password: "short", confirmPassword: "other" }), SHOP))
    expect(answer.status).toBe(400)
    expect(answer.fields).toEqual({
      name: messages.auth.nameRequired,
      email: messages.auth.emailInvalid,
      password: messages.auth.passwordTooShort,
      confirmPassword: messages.auth.passwordMismatch,
    })
    expect(calls).toEqual([])
  })

  it("refuses a form posted from another site's page (a forged sign-in)", async () => {
    const { calls } = fakeBackend(config)
    const answer = refusal(
      await signInByForm("log-in", post("/log-in", { email: "rahim@example.com", password: "bicycle1" }, { origin: "https://evil.example" }), SHOP)
    )
    expect(answer).toMatchObject({ status: 403, error: messages.auth.otherSiteForm })
    expect(calls).toEqual([])
  })

  it("signs up: registers, creates the customer with first and last name, then signs in", async () => {
    let created: unknown
    const { calls } = fakeBackend({
      ...config,
      "/auth/customer/emailpass/register": () => json({ token: "registration" }),
      "/store/customers": (_url, init) => {
        created = JSON.parse(String(init?.body))
        return json({ customer: { id: "cus_1" } })
      },
      "/auth/customer/emailpass": () => json({ token: "t1" }),
      "/store/customers/me": () => json({ customer: { id: "cus_1" } }),
      "/auth/session": () => withSession({ user: {} }),
    })
    const answer = (await signInByForm(
      "sign-up",
      post("/sign-up", { name: "Rahim Uddin Ahmed", email: "rahim@example.com", password: "bicycle1", confirmPassword: "bicycle1" }),
      SHOP
    )) as Response
    expect(answer.status).toBe(303)
    expect(created).toEqual({ email: "rahim@example.com", first_name: "Rahim", last_name: "Uddin Ahmed" })
    expect(calls.find((call) => call.url.pathname === "/store/customers")?.headers.get("authorization")).toBe("Bearer registration")
  })

  it("says the email is in use when the account exists", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass/register": () => json({ message: "Identity with email already exists" }, 401) })
    const answer = refusal(
      await signInByForm("sign-up", post("/sign-up", { name: "Rahim", email: "rahim@example.com", password: "bicycle1", confirmPassword: "bicycle1" }), SHOP)
    )
    expect(answer).toMatchObject({ status: 401, error: messages.auth.emailInUse, name: "Rahim" })
  })
})
