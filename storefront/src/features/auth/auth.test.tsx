import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { maybeSignedIn, resetShop } from "../../lib/medusa"
import { messagesFor } from "../../i18n"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"
import { CUSTOMER, fakeSessions, signedIn } from "../../testing/session"

const config = { "/storefront/config": () => json(SHOP_CONFIG) }

async function fillSignUp(fields: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup()
  await screen.findByRole("heading", { name: "Sign up" })
  if (fields.name) await user.type(screen.getByLabelText("Name"), fields.name)
  if (fields.email) await user.type(screen.getByLabelText("Email"), fields.email)
  if (fields.password) await user.type(screen.getByLabelText("Password"), fields.password)
  if (fields.confirm) await user.type(screen.getByLabelText("Re-enter password"), fields.confirm)
  await user.click(screen.getByRole("button", { name: "Sign up" }))
}

describe("sign-up form", () => {
  beforeEach(() => resetShop())

  it("requires every field and sends nothing", async () => {
    const { calls } = fakeBackend(config)
    renderApp("/sign-up")
    await fillSignUp({})
    expect(await screen.findByText("Name is required")).toBeInTheDocument()
    expect(screen.getByText("Email is required")).toBeInTheDocument()
    expect(screen.getByText("Password is required")).toBeInTheDocument()
    expect(screen.getByText("Re-enter your password")).toBeInTheDocument()
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })

  it("rejects a password of 6 characters and a re-entry that differs", async () => {
    fakeBackend(config)
    renderApp("/sign-up")
    await fillSignUp({ name: "Rahim Uddin", email: "rahim@example.com", password: "secret", confirm: "secreT" })
    expect(await screen.findByText("Password should be at least 7 characters")).toBeInTheDocument()
    expect(screen.getByText("Password didn't match the one above")).toBeInTheDocument()
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true")
  })

  it("registers, creates the customer with first and last name, signs in and goes home", async () => {
    let created: unknown
    const { sessions, routes, tokenOf } = fakeSessions()
    const { calls } = fakeBackend({
      ...config,
      ...routes,
      "/auth/customer/emailpass/register": () => json({ token: "registration-token" }),
      "/auth/customer/emailpass": () => json({ token: "session-token" }),
      "/store/customers": (_url, init) => {
        created = JSON.parse(String(init?.body))
        return json({ customer: CUSTOMER })
      },
      "/store/customers/me": (_url, init) => (tokenOf(init) === "session-token" ? json({ customer: CUSTOMER }) : json({ message: "Unauthorized" }, 401)),
      "/store/customers/me/access": () => json({ admin: false }),
      "/store/customers/me/cart": () => json({ cart: null }),
    })
    renderApp("/sign-up")
    await fillSignUp({ name: "Rahim Uddin Ahmed", email: "rahim@example.com", password: "bicycle1", confirm: "bicycle1" })
    await waitFor(() => expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument())
    expect(created).toEqual({ email: "rahim@example.com", first_name: "Rahim", last_name: "Uddin Ahmed" })
    expect(calls.find((call) => call.url.pathname === "/store/customers")?.headers.get("authorization")).toBe("Bearer registration-token")
    // The log-in's token became the session cookie; no token is kept in the page.
    expect(sessions.started).toEqual(["session-token"])
    expect(window.localStorage.length).toBe(0)
  })

  it("says the email is in use when Medusa already has that identity", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass/register": () => json({ message: "Identity with email already exists" }, 401) })
    renderApp("/sign-up")
    await fillSignUp({ name: "Rahim", email: "rahim@example.com", password: "bicycle1", confirm: "bicycle1" })
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists. Log in instead.")
  })
})

describe("log-in form", () => {
  beforeEach(() => resetShop())

  const logIn = async (email: string, password: string) => {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("Email"), email)
    await user.type(screen.getByLabelText("Password"), password)
    await user.click(screen.getByRole("button", { name: "Log in" }))
  }

  it("requires email and password", async () => {
    fakeBackend(config)
    renderApp("/log-in")
    await userEvent.click(await screen.findByRole("button", { name: "Log in" }))
    expect(await screen.findByText("Email is required")).toBeInTheDocument()
    expect(screen.getByText("Password is required")).toBeInTheDocument()
  })

  it.each([
    [401, "Invalid email or password", "Wrong email or password."],
    [429, "slow down", "Too many attempts. Please wait a few minutes and try again."],
  ])("shows a %i from the server in plain words", async (status, message, shown) => {
    fakeBackend({ ...config, "/auth/customer/emailpass": () => json({ message }, status) })
    renderApp("/log-in")
    await logIn("rahim@example.com", "wrong-password")
    expect(await screen.findByRole("alert")).toHaveTextContent(shown)
  })

  it("says why when Place order sent a visitor here (log in and sign up), and nothing of it otherwise", async () => {
    fakeBackend(config)
    const { unmount } = renderApp(`/log-in?returnTo=${encodeURIComponent("/place-order/&&prod_1")}`)
    expect(await screen.findByText("Log in or create an account to place your order. Your cart comes with you.")).toBeInTheDocument()
    unmount()
    const signUp = renderApp(`/sign-up?returnTo=${encodeURIComponent("/place-order/&&prod_1")}`)
    expect(await screen.findByText("Log in or create an account to place your order. Your cart comes with you.")).toBeInTheDocument()
    signUp.unmount()
    renderApp(`/log-in?returnTo=${encodeURIComponent("/my-account/profile")}`)
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument()
    expect(screen.queryByText(/to place your order/)).not.toBeInTheDocument()
  })

  it("says so when the shop cannot be reached", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass": () => Promise.reject(new TypeError("Failed to fetch")) })
    renderApp("/log-in")
    await logIn("rahim@example.com", "bicycle1")
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the shop")
  })

  it("gives a sign-in without a customer (an admin made in Medusa's dashboard) its customer record", async () => {
    let customer: typeof CUSTOMER | null = null
    let token = ""
    let created: unknown
    const { sessions, routes, tokenOf } = fakeSessions()
    fakeBackend({
      ...config,
      ...routes,
      "/auth/customer/emailpass": () => json({ token: (token = "token-without-customer") }),
      "/store/customers": (_url, init) => {
        created = JSON.parse(String(init?.body))
        customer = { ...CUSTOMER, email: "boss@chaka.shop", first_name: "", last_name: "" }
        return json({ customer })
      },
      "/auth/token/refresh": () => json({ token: (token = "token-with-customer") }),
      // Only a token naming the customer (the refreshed one) reads it.
      "/store/customers/me": (_url, init) =>
        customer && tokenOf(init) === "token-with-customer" ? json({ customer }) : json({ message: "Unauthorized" }, 401),
      "/store/customers/me/access": () => json({ admin: true }),
      "/store/customers/me/cart": () => json({ cart: null }),
    })
    renderApp("/log-in")
    await logIn("boss@chaka.shop", "secret-password")
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }))
    expect(created).toEqual({ email: "boss@chaka.shop" })
    expect(screen.getByText("Administrator")).toBeInTheDocument()
    expect(token).toBe("token-with-customer")
    expect(sessions.started).toEqual(["token-with-customer"])
    expect(window.localStorage.length).toBe(0)
  })

  it("explains that Google sign-in is not configured instead of pretending", async () => {
    fakeBackend(config)
    renderApp("/log-in")
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }))
    expect(screen.getByRole("status")).toHaveTextContent("not configured")
  })
})

describe("protected routes and the user panel", () => {
  beforeEach(() => resetShop())

  it("sends a visitor from /my-account to /log-in and back after signing in", async () => {
    const { routes, tokenOf } = fakeSessions()
    fakeBackend({
      ...config,
      ...routes,
      "/auth/customer/emailpass": () => json({ token: "session-token" }),
      "/store/customers/me": (_url, init) => (tokenOf(init) === "session-token" ? json({ customer: CUSTOMER }) : json({ message: "Unauthorized" }, 401)),
      "/store/customers/me/access": () => json({ admin: false }),
      "/store/customers/me/cart": () => json({ cart: null }),
    })
    renderApp("/my-account/payment")
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText("Email"), "rahim@example.com")
    await user.type(screen.getByLabelText("Password"), "bicycle1")
    await user.click(screen.getByRole("button", { name: "Log in" }))
    // The payment screen: the ways the shop takes payment.
    expect(await screen.findByText(messagesFor("en").bkash.methodsIntro)).toBeInTheDocument()
  })

  it("sends a signed-in customer who is not an admin from /admin to the home page", async () => {
    fakeBackend({ ...config, ...signedIn({ admin: false }) })
    renderApp("/admin/add-product")
    expect(await screen.findByRole("heading", { name: "Latest products" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument()
  })

  it("shows the Administrator label and Dashboard link to admins only", async () => {
    fakeBackend({ ...config, ...signedIn({ admin: true }) })
    renderApp("/news")
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }))
    const panel = screen.getByRole("dialog", { name: "Account menu" })
    expect(within(panel).getByText("Rahim Uddin")).toBeInTheDocument()
    expect(within(panel).getByText("rahim@example.com")).toBeInTheDocument()
    expect(within(panel).getByText("Administrator")).toBeInTheDocument()
    expect(within(panel).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin")
  })

  it("hides the admin label from customers and shows Account to visitors", async () => {
    fakeBackend({ ...config, ...signedIn({ admin: false }) })
    renderApp("/news")
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }))
    expect(screen.queryByText("Administrator")).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument()
  })

  it("treats a session the backend no longer accepts (expired cookie) as a visitor and shows the Account link", async () => {
    signedIn()
    const unauthorized = () => json({ message: "Unauthorized" }, 401)
    const { calls } = fakeBackend({ ...config, "/store/customers/me": unauthorized, "/store/customers/me/access": unauthorized })
    renderApp("/news")
    // The header shows "Account" while the session loads too: wait for the answer itself.
    await waitFor(() => expect(maybeSignedIn()).toBe(false))
    expect(calls.some((call) => call.url.pathname === "/store/customers/me")).toBe(true)
    expect(screen.getByRole("link", { name: "Account" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument()
  })

  it("logs out: ends the session on the shop and shows the visitor's Account link", async () => {
    const { sessions, routes } = fakeSessions()
    fakeBackend({ ...config, ...signedIn(), ...routes })
    renderApp("/news")
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }))
    await userEvent.click(within(screen.getByRole("dialog", { name: "Account menu" })).getByRole("button", { name: "Log out" }))
    expect(await screen.findByRole("link", { name: "Account" })).toBeInTheDocument()
    expect(sessions.ended).toBe(1)
    expect(maybeSignedIn()).toBe(false)
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument()
  })
})
