import { render, screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { createMemoryRouter, RouterProvider } from "react-router"
import { beforeEach, describe, expect, it } from "vitest"
import { I18nProvider } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { DIVISIONS } from "../../../testing/divisions"
import { renderApp } from "../../../testing/render"
import { CUSTOMER, signedIn } from "../../../testing/session"
import { AddEmailForm } from "./add-email-form"

const backend = (customer: object) =>
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
    ...signedIn({ customer }),
  })

const PHONE_ONLY = { ...CUSTOMER, email: null, phone: "01812345678" }

/** The form alone on a Bangla page. */
function renderForm(form: ReactNode) {
  const page = <I18nProvider locale="bn">{form}</I18nProvider>
  render(<RouterProvider router={createMemoryRouter([{ id: "root", path: "/bn/*", element: page }], { initialEntries: ["/bn/my-account/update-profile"] })} />)
}

describe("update-profile's add-email form", () => {
  beforeEach(() => resetShop())

  it("an account made with a mobile number is first offered an SMS code to its number, then the code, an email and a password", async () => {
    backend(PHONE_ONLY)
    renderApp("/my-account/update-profile")
    expect(await screen.findByRole("heading", { name: "Add an email" })).toBeInTheDocument()
    const send = screen.getByRole("button", { name: "Send me a code" })
    expect(send.closest("form")?.querySelector("input[name=intent]")).toHaveValue("add-email-code")
    // The email and password fields come with the code's step.
    const section = screen.getByRole("region", { name: "Add an email" })
    expect(section.querySelector("input[name=email]")).toBeNull()
  })

  it("in Bangla, after the code is sent: the code, email and passwords, with 'add' as the form's first button and 'a new code' after it", () => {
    registerCatalogue("bn", bangla)
    // The number the code went to, as the backend answered (the profile's phone may be another).
    const answer = { form: "add-email" as const, step: "code" as const, sent: true, sentTo: "01812345678", error: null, fields: {}, email: "" }
    renderForm(<AddEmailForm answer={answer} />)
    expect(screen.getByRole("status")).toHaveTextContent("01812345678")
    expect(screen.getByLabelText(bangla.phoneSignIn.code)).toHaveAttribute("autocomplete", "one-time-code")
    expect(screen.getByLabelText(bangla.addEmail.password)).toHaveAttribute("type", "password")
    const buttons = screen.getAllByRole("button")
    expect(buttons.map((button) => [button.textContent, button.getAttribute("name"), button.getAttribute("value")])).toEqual([
      [bangla.addEmail.submit, "intent", "add-email"],
      [bangla.phoneSignIn.sendAgain, "intent", "add-email-code"],
    ])
  })

  it("in Bangla, a refused post's reason under its field, the email as typed kept", () => {
    registerCatalogue("bn", bangla)
    const answer = { form: "add-email" as const, step: "code" as const, error: null, fields: { email: bangla.addEmail.taken }, email: "karim@example.com" }
    renderForm(<AddEmailForm answer={answer} />)
    expect(screen.getByRole("heading", { name: bangla.addEmail.title })).toBeInTheDocument()
    expect(screen.getByLabelText(bangla.addEmail.email)).toHaveValue("karim@example.com")
    expect(screen.getByText(bangla.addEmail.taken)).toBeInTheDocument()
    expect(screen.getByLabelText(bangla.addEmail.password)).toHaveValue("")
    expect(screen.getByRole("button", { name: bangla.addEmail.submit })).toBeInTheDocument()
  })

  it("in Bangla, a refused code request is said on the first step's form", () => {
    registerCatalogue("bn", bangla)
    renderForm(<AddEmailForm answer={{ form: "add-email", step: "send", error: bangla.addEmail.busy, fields: {}, email: "" }} />)
    expect(screen.getByRole("button", { name: bangla.addEmail.sendCode })).toBeInTheDocument()
    expect(screen.getByText(bangla.addEmail.busy)).toBeInTheDocument()
  })

  it("an account with an email is not offered one", async () => {
    backend(CUSTOMER)
    renderApp("/my-account/update-profile")
    await screen.findByRole("heading", { name: "Update profile" })
    expect(await screen.findByLabelText("Email")).toHaveAttribute("readonly")
    expect(screen.queryByRole("heading", { name: "Add an email" })).not.toBeInTheDocument()
  })
})
