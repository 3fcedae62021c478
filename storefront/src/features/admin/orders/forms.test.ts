import { describe, expect, it } from "vitest"
import { orderFiltersOf, orderFiltersSearch } from "./forms"

const read = (search: string) => orderFiltersOf(new URLSearchParams(search))

describe("the order list's filters in the address", () => {
  it("reads stage, payment, search and page", () => {
    expect(read("?stage=shipped&payment=bkash&q=%20Rahim%20&page=3")).toEqual({ page: 3, stage: "shipped", payment: "bkash", q: "Rahim" })
    expect(read("")).toEqual({ page: 1 })
  })

  it("an unknown stage or payment, a search the backend would refuse, or an odd page is no filter", () => {
    expect(read("?stage=pending&payment=card&page=-2")).toEqual({ page: 1 })
    expect(read("?stage=&payment=&q=%20%20")).toEqual({ page: 1 })
    expect(read(`?q=${"x".repeat(201)}`)).toEqual({ page: 1 })
    expect(read("?q=a%00b")).toEqual({ page: 1 })
    expect(read("?page=1.5")).toEqual({ page: 1 })
  })

  it("writes them back, leaving out page 1 and empty filters", () => {
    expect(orderFiltersSearch({ page: 1 })).toBe("")
    expect(orderFiltersSearch({ page: 2, stage: "placed", q: "#12" })).toBe("?stage=placed&q=%2312&page=2")
    const filters = { page: 4, stage: "approved", payment: "cod", q: "০১৭ Karim" } as const
    expect(read(orderFiltersSearch(filters))).toEqual(filters)
  })
})
