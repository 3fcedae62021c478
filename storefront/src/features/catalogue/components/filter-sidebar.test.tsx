import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { I18nProvider } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { resetShop, setBrowserLocale } from "../../../lib/medusa"
import { bangla } from "../../../messages/bn"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { FilterSidebar } from "./filter-sidebar"

registerCatalogue("bn", bangla)

/** The backend's facets as it answers a Bangla page (`locale=bn-BD`): type labels from Medusa's Translation module. */
const BANGLA_FACETS = {
  brands: [{ name: "Duranta", count: 12 }],
  types: [
    { value: "Geared", label: "গিয়ার", count: 23 },
    { value: "Non-Geared", label: "নন-গিয়ার", count: 7 },
  ],
  price: { min: 9000, max: 56000 },
}

function renderFilters() {
  const { calls } = fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/catalogue/facets": () => json(BANGLA_FACETS),
    "/store/catalogue/products": () => json({ products: [], count: 0 }),
  })
  const Stub = createRoutesStub([
    {
      path: "/shop",
      Component: () => (
        <I18nProvider locale="bn">
          <FilterSidebar scope={{}} filters={{ brands: [], types: ["Geared"], min: null, max: null }} order="newest" onChange={() => {}} />
        </I18nProvider>
      ),
    },
  ])
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Stub initialEntries={["/shop"]} />
    </QueryClientProvider>
  )
  return calls
}

describe("the shop's filters on a Bangla page", () => {
  beforeEach(() => {
    resetShop()
    setBrowserLocale("bn")
  })
  afterEach(() => setBrowserLocale("en"))

  it("name the types in Bangla and count in Bangla digits, filtering by the stored value", async () => {
    const calls = renderFilters()
    const geared = await screen.findByRole("checkbox", { name: "গিয়ার (২৩)" })
    expect(geared).toHaveAttribute("value", "Geared")
    expect(geared).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "নন-গিয়ার (৭)" })).toHaveAttribute("value", "Non-Geared")
    expect(screen.getByRole("checkbox", { name: "Duranta (১২)" })).not.toBeChecked()
    expect(screen.queryByText(/Geared|\d/)).not.toBeInTheDocument()
    // Asked for in the page's language.
    expect(calls.find(({ url }) => url.pathname === "/store/catalogue/facets")?.url.searchParams.get("locale")).toBe("bn-BD")
  })
})
