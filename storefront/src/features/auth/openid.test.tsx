import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { maybeSignedIn, resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"
import { CUSTOMER, fakeSessions } from "../../testing/session"

const configured = { "/storefront/config": () => json({ ...SHOP_CONFIG, openid_sign_in: { name: "Google" } }) }

/** A sign-in popup: where the shop sends it, and the provider's answer once it gets there. */
function fakePopup(answer: ((href: string) => Record<string, string>) | null) {
  const popup = {
    closed: false,
    visited: [] as string[],
    close: vi.fn(() => (popup.closed = true)),
    location: {
      set href(href: string) {
        popup.visited.push(href)
        if (!answer) return
        const params = answer(href)
        // What the callback page does: hand the query to the shop's window.
        setTimeout(() => {
          window.dispatchEvent(new MessageEvent("message", { data: { kind: "chaka-openid-callback", params }, origin: window.location.origin }))
        }, 10)
      },
    },
  }
  return popup
}

// The first test also waits for the lazy routes to load.
const continueWithGoogle = async () => userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }, { timeout: 5000 }))

describe("Continue with Google", () => {
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("signs in through the popup: provider URL, callback, customer made or synced, refreshed token", async () => {
    const popup = fakePopup((href) => ({ code: "the-code", state: new URL(href).searchParams.get("state")! }))
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window)
    let token = ""
    const steps: string[] = []
    const { sessions, routes, tokenOf } = fakeSessions()
    const { calls } = fakeBackend({
      ...configured,
      ...routes,
      "/auth/customer/google": () => (steps.push("start"), json({ location: "https://accounts.example.com/auth?state=s-123" })),
      "/auth/customer/google/callback": (url) => (steps.push(`callback ${url.search}`), json({ token: (token = "first-token") })),
      "/store/customers/openid": () => (steps.push(`openid ${token}`), json({ customer_id: CUSTOMER.id, created: true })),
      "/auth/token/refresh": () => (steps.push("refresh"), json({ token: (token = "customer-token") })),
      "/store/customers/me": (_url, init) => (tokenOf(init) === "customer-token" ? json({ customer: CUSTOMER }) : json({ message: "Unauthorized" }, 401)),
      "/store/customers/me/access": () => json({ admin: false }),
      "/store/customers/me/cart": () => json({ cart: null }),
    })
    renderApp("/log-in")
    await continueWithGoogle()

    await waitFor(() => expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument())
    expect(popup.visited).toEqual(["https://accounts.example.com/auth?state=s-123"])
    expect(steps).toEqual(["start", "callback ?code=the-code&state=s-123", "openid first-token", "refresh"])
    expect(calls.find((call) => call.url.pathname === "/store/customers/openid")?.headers.get("authorization")).toBe("Bearer first-token")
    expect(calls.find((call) => call.url.pathname === "/auth/token/refresh")?.headers.get("authorization")).toBe("Bearer first-token")
    // The refreshed token, which names the customer, became the session cookie; none is kept in the page.
    expect(token).toBe("customer-token")
    expect(sessions.started).toEqual(["customer-token"])
    expect(window.localStorage.length).toBe(0)
    expect(popup.close).toHaveBeenCalled()
  })

  it("says the browser blocked the popup", async () => {
    vi.spyOn(window, "open").mockReturnValue(null)
    const { calls } = fakeBackend(configured)
    renderApp("/sign-up")
    await continueWithGoogle()
    expect(await screen.findByRole("alert")).toHaveTextContent("Your browser blocked the sign-in window")
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })

  it("says the popup was closed before the end, and signs nobody in", async () => {
    const popup = fakePopup(null)
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window)
    const { calls } = fakeBackend({ ...configured, "/auth/customer/google": () => json({ location: "https://accounts.example.com/auth" }) })
    renderApp("/log-in")
    await continueWithGoogle()
    await waitFor(() => expect(popup.visited).toHaveLength(1))
    popup.closed = true
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent("The sign-in window was closed before you finished")
    expect(calls.some((call) => call.url.pathname === "/auth/session")).toBe(false)
    expect(maybeSignedIn()).toBe(false)
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled()
  })

  it("still signs in when the popup only looked closed (a provider page cut it off) and answers later", async () => {
    const popup = fakePopup(null)
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window)
    let token = ""
    const { sessions, routes, tokenOf } = fakeSessions()
    fakeBackend({
      ...configured,
      ...routes,
      "/auth/customer/google": () => json({ location: "https://accounts.example.com/auth" }),
      "/auth/customer/google/callback": () => json({ token: (token = "first-token") }),
      "/store/customers/openid": () => json({ customer_id: CUSTOMER.id, created: false }),
      "/auth/token/refresh": () => json({ token: (token = "customer-token") }),
      "/store/customers/me": (_url, init) => (tokenOf(init) === "customer-token" ? json({ customer: CUSTOMER }) : json({ message: "Unauthorized" }, 401)),
      "/store/customers/me/access": () => json({ admin: false }),
      "/store/customers/me/cart": () => json({ cart: null }),
    })
    renderApp("/log-in")
    await continueWithGoogle()
    await waitFor(() => expect(popup.visited).toHaveLength(1))
    popup.closed = true
    expect(await screen.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent("closed before you finished")

    // The callback page, in the popup this window lost sight of, answers on the channel.
    const channel = new BroadcastChannel("chaka-openid")
    channel.postMessage({ kind: "chaka-openid-callback", params: { code: "late-code", state: "s" } })
    channel.close()
    await waitFor(() => expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument())
    expect(token).toBe("customer-token")
    // (The previous test's popup, which also looked closed, still listens on the channel and may sign in too.)
    expect(sessions.started.length).toBeGreaterThan(0)
    expect(sessions.started.every((started) => started === "customer-token")).toBe(true)
    expect(window.localStorage.length).toBe(0)
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it.each([
    ["the provider's error", { error: "access_denied", state: "s" }, () => json({ token: "never" })],
    ["the shop's refusal of the code", { code: "c", state: "s" }, () => json({ message: "Authentication failed" }, 401)],
  ])("shows %s in plain words", async (_, params, callback) => {
    vi.spyOn(window, "open").mockReturnValue(fakePopup(() => params) as unknown as Window)
    const { calls } = fakeBackend({
      ...configured,
      "/auth/customer/google": () => json({ location: "https://accounts.example.com/auth" }),
      "/auth/customer/google/callback": callback,
    })
    renderApp("/log-in")
    await continueWithGoogle()
    expect(await screen.findByRole("alert")).toHaveTextContent("The sign-in provider could not sign you in. Please try again.")
    expect(calls.some((call) => call.url.pathname === "/auth/session")).toBe(false)
    expect(maybeSignedIn()).toBe(false)
  })

  it("shows the shop's words when the email's account has a password (409), and starts no session", async () => {
    const message = "An account with this email already exists. Please log in with its email and password; this sign-in was not linked to it."
    vi.spyOn(window, "open").mockReturnValue(fakePopup(() => ({ code: "c", state: "s" })) as unknown as Window)
    const { calls } = fakeBackend({
      ...configured,
      "/auth/customer/google": () => json({ location: "https://accounts.example.com/auth" }),
      "/auth/customer/google/callback": () => json({ token: "first-token" }),
      "/store/customers/openid": () => json({ type: "conflict", message }, 409),
    })
    renderApp("/log-in")
    await continueWithGoogle()
    expect(await screen.findByRole("alert")).toHaveTextContent(message)
    expect(calls.some((call) => call.url.pathname === "/auth/session")).toBe(false)
    expect(maybeSignedIn()).toBe(false)
    expect(window.localStorage.length).toBe(0)
    expect(calls.some((call) => call.url.pathname === "/auth/token/refresh")).toBe(false)
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled()
  })

  it("says so when the shop cannot be reached", async () => {
    vi.spyOn(window, "open").mockReturnValue(fakePopup(null) as unknown as Window)
    fakeBackend({ ...configured, "/auth/customer/google": () => Promise.reject(new TypeError("Failed to fetch")) })
    renderApp("/log-in")
    await continueWithGoogle()
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the shop")
  })
})
