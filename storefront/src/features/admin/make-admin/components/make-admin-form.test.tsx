import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { resetShop } from "../../../../lib/medusa"
import { renderApp } from "../../../../testing/render"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import { adminBackend, bodyOf } from "../../content/test-backend"

async function openForm() {
  renderApp("/admin/make-admin")
  await screen.findByRole("heading", { name: "Make admin", level: 1 })
}
const submit = () => userEvent.click(screen.getByRole("button", { name: "Make admin" }))

describe("make admin", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })

  it("requires an email, and a valid one, before calling the server", async () => {
    const server = adminBackend()
    await openForm()
    await submit()
    expect(await screen.findByText("Email is required")).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email")
    await submit()
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument()
    expect(server.calls.some(({ url }) => url.pathname === "/medusa/admin/make-admin")).toBe(false)
  })

  it("grants admin rights with the admin token, toasts 'Make admin successful' and empties the form", async () => {
    let sent: { origin: string; body: Record<string, unknown>; auth: string | null } | undefined
    adminBackend({
      // The shop's own origin forwards /medusa/admin/* to Medusa's admin API.
      "/medusa/admin/make-admin": (url, init) => {
        sent = { origin: url.origin, body: bodyOf(init), auth: new Headers(init?.headers).get("authorization") }
        return json({ user_id: "user_karim", created: true })
      },
    })
    await openForm()
    await userEvent.type(screen.getByLabelText("Email"), " karim@example.com ")
    await submit()
    expect(await screen.findByText("Make admin successful")).toBeInTheDocument()
    expect(sent).toEqual({ origin: window.location.origin, body: { email: "karim@example.com" }, auth: "Bearer user-token-of-rahim" })
    expect(screen.getByLabelText("Email")).toHaveValue("")
  })

  it("shows the server's message under the form for an unknown email", async () => {
    adminBackend({
      "/medusa/admin/make-admin": () => json({ type: "not_found", message: "There is no customer with the email nobody@example.com" }, 404),
    })
    await openForm()
    await userEvent.type(screen.getByLabelText("Email"), "nobody@example.com")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no customer with the email nobody@example.com")
    expect(screen.getByLabelText("Email")).toHaveValue("nobody@example.com")
  })
})
