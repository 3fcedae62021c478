import { render, screen } from "@testing-library/react"
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

describe("update-profile's add-email form", () => {
  beforeEach(() => resetShop())

  it("an account made with a mobile number is offered an email, a password and its re-entry instead of a read-only email", async () => {
    backend(PHONE_ONLY)
    renderApp("/my-account/update-profile")
    expect(await screen.findByRole("heading", { name: "Add an email" })).toBeInTheDocument()
    const email = screen.getByLabelText("Email")
    expect(email).not.toHaveAttribute("readonly")
    expect(email.closest("form")?.querySelector("input[name=intent]")).toHaveValue("add-email")
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password")
    expect(screen.getByLabelText("Re-enter password")).toHaveAttribute("type", "password")
    expect(screen.getByRole("button", { name: "Add email" })).toBeInTheDocument()
  })

  it("in Bangla, a refused post's reason under its field, the email as typed kept", () => {
    registerCatalogue("bn", bangla)
    const answer = { form: "add-email" as const, error: null, fields: { email: bangla.addEmail.taken }, email: "karim@example.com" }
    const page = (
      <I18nProvider locale="bn">
        <AddEmailForm answer={answer} />
      </I18nProvider>
    )
    render(
      <RouterProvider router={createMemoryRouter([{ id: "root", path: "/bn/*", element: page }], { initialEntries: ["/bn/my-account/update-profile"] })} />
    )
    expect(screen.getByRole("heading", { name: bangla.addEmail.title })).toBeInTheDocument()
    expect(screen.getByLabelText(bangla.addEmail.email)).toHaveValue("karim@example.com")
    expect(screen.getByText(bangla.addEmail.taken)).toBeInTheDocument()
    expect(screen.getByLabelText(bangla.addEmail.password)).toHaveValue("")
    expect(screen.getByRole("button", { name: bangla.addEmail.submit })).toBeInTheDocument()
  })

  it("an account with an email is not offered one", async () => {
    backend(CUSTOMER)
    renderApp("/my-account/update-profile")
    await screen.findByRole("heading", { name: "Update profile" })
    expect(await screen.findByLabelText("Email")).toHaveAttribute("readonly")
    expect(screen.queryByRole("heading", { name: "Add an email" })).not.toBeInTheDocument()
  })
})
