import { screen } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { signedInRoutes } from "../../../testing/cart-fixtures"

const screenWith = (methods: object[] | null) =>
  fakeBackend({
    ...signedInRoutes(),
    "/store/payment-methods": () => (methods ? json({ payment_methods: methods }) : json({ message: "boom" }, 500)),
  })

describe("the account's Payment screen", () => {
  beforeEach(() => resetShop())

  it("lists cash on delivery and bKash when the shop takes bKash", async () => {
    screenWith([{ id: "cod" }, { id: "bkash" }])
    renderApp("/my-account/payment")
    expect(await screen.findByText("bKash", {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText("Cash on delivery")).toBeInTheDocument()
    expect(screen.getByText(/Pay from your bKash account on bKash's own page/)).toBeInTheDocument()
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument()
  })

  it("lists cash on delivery alone without bKash, or when the list cannot be read", async () => {
    for (const methods of [[{ id: "cod" }], null]) {
      resetShop()
      screenWith(methods)
      const { unmount } = renderApp("/my-account/payment")
      expect(await screen.findByText("Cash on delivery", {}, { timeout: 5000 })).toBeInTheDocument()
      expect(screen.queryByText("bKash")).not.toBeInTheDocument()
      unmount()
    }
  })
})
