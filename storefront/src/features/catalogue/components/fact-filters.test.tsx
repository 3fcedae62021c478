import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { beforeEach, describe, expect, it } from "vitest"
import { I18nProvider } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { catalogueParams } from "../api/get-catalogue"
import { readFilters, writeFilters, type CatalogueFilters } from "../filters"
import { FilterSidebar } from "./filter-sidebar"

const FACETS = {
  brands: [{ name: "Hike", count: 3 }],
  types: [{ value: "Geared", label: "Geared", count: 3 }],
  price: { min: 8000, max: 350000 },
  wheels: [
    { value: "26", count: 4 },
    { value: "27.5", count: 2 },
  ],
  frames: [{ name: "M (17 in)", count: 2 }],
}

function renderFilters(filters: CatalogueFilters) {
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/catalogue/facets": () => json(FACETS),
    "/store/catalogue/products": () => json({ products: [], count: 0 }),
  })
  const Stub = createRoutesStub([
    {
      path: "/shop",
      Component: () => (
        <I18nProvider locale="en">
          <FilterSidebar scope={{}} filters={filters} order="newest" onChange={() => {}} />
        </I18nProvider>
      ),
    },
  ])
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Stub initialEntries={["/shop"]} />
    </QueryClientProvider>
  )
}

describe("the shop's wheel and frame size filters", () => {
  beforeEach(() => resetShop())

  it("offers the sizes the bicycles have, as boxes of the GET form, the URL's ticked", async () => {
    renderFilters({ brands: [], types: [], min: null, max: null, wheels: ["27.5"] })
    const wheel = await screen.findByRole("checkbox", { name: "27.5 in (2)" })
    expect(wheel).toHaveAttribute("name", "wheel")
    expect(wheel).toHaveAttribute("value", "27.5")
    expect(wheel).toBeChecked()
    expect(screen.getByRole("checkbox", { name: "26 in (4)" })).not.toBeChecked()
    const frame = screen.getByRole("checkbox", { name: "M (17 in) (2)" })
    expect(frame).toHaveAttribute("name", "frame")
    expect(frame).not.toBeChecked()
    expect(screen.getByRole("group", { name: "Wheel size" })).toBeInTheDocument()
    expect(screen.getByRole("group", { name: "Frame size" })).toBeInTheDocument()
  })

  it("keeps them in the URL and sends them to the catalogue; odd wheel values are dropped", () => {
    const filters = readFilters(new URLSearchParams("wheel=26&wheel=27.5|abc|1e3&frame=M%20(17%20in)"))
    expect(filters).toEqual({ brands: [], types: [], min: null, max: null, wheels: ["26", "27.5"], frames: ["M (17 in)"] })
    expect(writeFilters(filters).toString()).toBe("wheel=26%7C27.5&frame=M+%2817+in%29")
    expect(catalogueParams(filters)).toMatchObject({ wheel: "26|27.5", frame: "M (17 in)" })
    expect(readFilters(new URLSearchParams("brand=Hike"))).toEqual({ brands: ["Hike"], types: [], min: null, max: null })
  })
})
