import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { renderApp } from "../../testing/render"
import { messagesFor } from "../../i18n"
import { resetPasswordSchema } from "./schemas"

const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body))

describe("resetPasswordSchema", () => {
  it("holds a new password to the sign-up rules", () => {
    const problems = (password: string, confirmPassword: string) =>
      resetPasswordSchema(messagesFor("en").auth)
        .safeParse({ password, confirmPassword })
        .error?.issues.map((issue) => issue.message) ?? []
    expect(problems("", "")).toEqual(expect.arrayContaining(["Password is required", "Re-enter your password"]))
    expect(problems("secret", "secret")).toEqual(["Password should be at least 7 characters"])
    expect(problems("bicycle1", "bicycle2")).toEqual(["Password didn't match the one above"])
    expect(problems("bicycle1", "bicycle1")).toEqual([])
  })
})

describe("forgot password", () => {
  beforeEach(() => resetShop())

  it("is linked from the log-in page", async () => {
    fakeBackend(config)
    renderApp("/log-in")
    await userEvent.click(await screen.findByRole("link", { name: "Forgot password?" }))
    expect(await screen.findByRole("heading", { name: "Forgot password" })).toBeInTheDocument()
  })

  it("asks Medusa for a link and gives the same neutral answer for any email", async () => {
    let sent: unknown
    fakeBackend({
      ...config,
      "/auth/customer/emailpass/reset-password": (_url, init) => {
        sent = bodyOf(init)
        return new Response("Created", { status: 201, headers: { "content-type": "text/plain" } })
      },
    })
    renderApp("/forgot-password")
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("Email"), " Rahim@Example.com ")
    await user.click(screen.getByRole("button", { name: "Send reset link" }))
    expect(await screen.findByRole("status")).toHaveTextContent("If an account exists for Rahim@Example.com, we sent it a link")
    expect(sent).toEqual({ identifier: "Rahim@Example.com" })
  })

  it("needs a valid email before sending anything", async () => {
    const { calls } = fakeBackend(config)
    renderApp("/forgot-password")
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("Email"), "not-an-email")
    await user.click(screen.getByRole("button", { name: "Send reset link" }))
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument()
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })
})

/** A reset link's token as Medusa makes it: a JWT whose payload names the account. */
const tokenFor = (email: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ entity_id: email, provider: "emailpass" })).replace(/=+$/, "")}.c2ln`
const TOKEN = tokenFor("rahim@example.com")

describe("reset password", () => {
  beforeEach(() => resetShop())

  const setPassword = async (password: string, confirm = password) => {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText("New password"), password)
    await user.type(screen.getByLabelText("Re-enter new password"), confirm)
    await user.click(screen.getByRole("button", { name: "Save new password" }))
  }

  it("sets the new password with the link's token, then points to log in", async () => {
    let sent: unknown
    const { calls } = fakeBackend({
      ...config,
      "/auth/customer/emailpass/update": (_url, init) => {
        sent = bodyOf(init)
        return json({ success: true })
      },
    })
    renderApp(`/reset-password?token=${TOKEN}&email=rahim%40example.com`)
    expect(await screen.findByText("Choose a new password for rahim@example.com.")).toBeInTheDocument()
    await setPassword("bicycle2")
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is changed")
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/log-in")
    expect(sent).toEqual({ email: "rahim@example.com", password: "bicycle2" })
    expect(calls.find((call) => call.url.pathname === "/auth/customer/emailpass/update")?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`)
  })

  it("refuses a short password without spending the token", async () => {
    const { calls } = fakeBackend(config)
    renderApp(`/reset-password?token=${TOKEN}`)
    await setPassword("secret")
    expect(await screen.findByText("Password should be at least 7 characters")).toBeInTheDocument()
    expect(calls.some((call) => call.url.pathname.startsWith("/auth"))).toBe(false)
  })

  it("says an expired or used link is so, and offers a new one", async () => {
    fakeBackend({ ...config, "/auth/customer/emailpass/update": () => json({ type: "unauthorized", message: "Invalid token" }, 401) })
    renderApp(`/reset-password?token=${TOKEN}&email=rahim%40example.com`)
    await setPassword("bicycle2")
    expect(await screen.findByRole("alert")).toHaveTextContent("This reset link has expired or was already used. Ask for a new one.")
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password")
  })

  it("names and resets the token's account, whatever email the link's text says", async () => {
    let sent: unknown
    fakeBackend({ ...config, "/auth/customer/emailpass/update": (_url, init) => ((sent = bodyOf(init)), json({ success: true })) })
    renderApp(`/reset-password?token=${TOKEN}&email=victim%40example.com`)
    expect(await screen.findByText("Choose a new password for rahim@example.com.")).toBeInTheDocument()
    expect(screen.queryByText(/victim/)).not.toBeInTheDocument()
    await setPassword("bicycle2")
    await screen.findByRole("status")
    expect(sent).toEqual({ email: "rahim@example.com", password: "bicycle2" })
  })

  it.each(["/reset-password?email=rahim%40example.com", "/reset-password?token=abc%E2%80%A6&email=rahim%40example.com", "/reset-password?token=a.b.c"])(
    "explains a link cut short or damaged: %s",
    async (url) => {
      fakeBackend(config)
      renderApp(url)
      expect(await screen.findByRole("alert")).toHaveTextContent("This reset link is incomplete")
      expect(screen.queryByLabelText("New password")).not.toBeInTheDocument()
    }
  )
})
