import { screen } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { CUSTOMER, signedIn } from "../../../testing/session"

const backend = (customer: object) => fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), ...signedIn({ customer }) })

describe("profile", () => {
  beforeEach(() => resetShop())

  it("shows the picture, name, email, phone and saved address", async () => {
    backend({
      ...CUSTOMER,
      phone: "01712345678",
      metadata: { avatar_url: "http://localhost:9000/static/avatar.png" },
      addresses: [
        { id: "addr_1", is_default_shipping: true, province: "Dhaka", city: "Gazipur", address_2: "Kaliakair", address_1: "Chandra", phone: "01712345678" },
      ],
    })
    renderApp("/my-account/profile")
    expect(await screen.findByText("Rahim Uddin", { selector: ".profile__name" })).toBeInTheDocument()
    expect(screen.getByText("rahim@example.com", { selector: ".profile__email" })).toBeInTheDocument()
    // The backend's picture is shown through the page's own origin (its server forwards /static).
    expect(document.querySelector(".profile img")).toHaveAttribute("src", "/static/avatar.png")
    expect(screen.getByText("01712345678")).toBeInTheDocument()
    expect(screen.getByText("Dhaka")).toBeInTheDocument()
    expect(screen.getByText("Gazipur")).toBeInTheDocument()
    expect(screen.getByText("Kaliakair")).toBeInTheDocument()
    expect(screen.getByText("Chandra")).toBeInTheDocument()
  })

  it("shows initials and says no address is saved, linking to update-profile", async () => {
    backend(CUSTOMER)
    renderApp("/my-account/profile")
    expect(await screen.findByText("You have not saved a shipping address yet.")).toBeInTheDocument()
    expect(screen.getByText("RU", { selector: ".profile .avatar--initials" })).toBeInTheDocument()
    expect(screen.getByText("Not added yet")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Add your phone and address" })).toHaveAttribute("href", "/my-account/update-profile")
  })
})
