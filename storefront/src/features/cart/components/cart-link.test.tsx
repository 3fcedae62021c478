import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { afterEach, describe, expect, it } from "vitest"
import { I18nProvider, type Locale } from "../../../i18n"
import { CartLink } from "./cart-link"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"

// As a Bangla page registers its catalogue before it renders (entry.client.tsx).
registerCatalogue("bn", bangla)

function renderBadge(locale: Locale) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider locale={locale}>
          <CartLink />
        </I18nProvider>
      ),
    },
  ])
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={["/"]} />
    </QueryClientProvider>
  )
}

describe("the header's cart badge", () => {
  afterEach(() => {
    document.cookie = "chaka.cart-count=; max-age=0"
  })

  it("counts a visitor's cart in Bangla digits on Bangla pages", async () => {
    document.cookie = "chaka.cart-count=13"
    renderBadge("bn")
    const link = await screen.findByRole("link", { name: "কার্ট, ১৩টি পণ্য" })
    expect(link).toHaveTextContent(/^১৩$/)
  })

  it("in Latin digits on English pages", async () => {
    document.cookie = "chaka.cart-count=13"
    renderBadge("en")
    expect(await screen.findByRole("link", { name: "Cart, 13 items" })).toHaveTextContent(/^13$/)
  })
})
