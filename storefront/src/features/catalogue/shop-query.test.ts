import { describe, expect, it } from "vitest"
import { listingOrder, listingOrders, listingParams, MAX_SHOP_PAGE, SHOP_PAGE_SIZE, shopPage, shopQuery } from "./shop-query"

const page = (value: string) => shopPage(new URLSearchParams({ page: value }))

describe("a listing's page and query", () => {
  it("reads the page as a whole number from 1; anything else is the first page", () => {
    expect(page("3")).toBe(3)
    for (const odd of ["-1", "0", "1.5", "abc", "", "Infinity", "1e400"]) expect(page(odd)).toBe(1)
    expect(page("999999999999999999999")).toBe(MAX_SHOP_PAGE)
  })

  it("asks the catalogue for the search or the category, the filters and the page", () => {
    expect(shopQuery({ q: "helmet" }, new URLSearchParams("q=ignored&brand=Hike&page=2"))).toEqual({
      brands: ["Hike"],
      types: [],
      min: null,
      max: null,
      q: "helmet",
      limit: SHOP_PAGE_SIZE,
      offset: SHOP_PAGE_SIZE,
    })
    expect(shopQuery({ category: "Kids" }, new URLSearchParams())).toMatchObject({ category: "Kids", offset: 0 })
  })

  it("keeps the search first when the filters or the page change", () => {
    const filters = { brands: ["Hike"], types: [], min: null, max: 50000 }
    expect(listingParams({ q: "road bike" }, filters, 2).toString()).toBe("q=road+bike&brand=Hike&max=50000&page=2")
    expect(listingParams({ category: "Kids" }, filters).toString()).toBe("brand=Hike&max=50000")
  })

  it("sorts as the URL asks when the listing offers it; anything else is the default", () => {
    expect(listingOrders({})).toEqual(["newest", "price_asc", "price_desc", "best_selling"])
    expect(listingOrders({ q: "bell" })[0]).toBe("relevance")
    expect(listingOrder({}, new URLSearchParams("order=best_selling"))).toBe("best_selling")
    for (const odd of ["relevance", "BEST_SELLING", "", "price_asc%00"]) expect(listingOrder({}, new URLSearchParams({ order: odd }))).toBe("newest")
    expect(shopQuery({}, new URLSearchParams("order=price_desc"))).toMatchObject({ order: "price_desc" })
    expect(shopQuery({}, new URLSearchParams("order=newest"))).not.toHaveProperty("order")
    expect(shopQuery({ q: "bell" }, new URLSearchParams("order=relevance"))).not.toHaveProperty("order")
  })

  it("keeps the sort across filters and pages, leaving the default out", () => {
    const none = { brands: [], types: [], min: null, max: null }
    expect(listingParams({}, none, 2, "best_selling").toString()).toBe("order=best_selling&page=2")
    expect(listingParams({}, none, 1, "newest").toString()).toBe("")
    expect(listingParams({ q: "bell" }, none, 1, "newest").toString()).toBe("q=bell&order=newest")
  })
})
