import { describe, expect, it } from "vitest"
import { readSearch, SEARCH_MAX_LENGTH } from "./search-query"

const search = (query: string) => readSearch(new URLSearchParams(query))

describe("the search a URL asks for", () => {
  it("is trimmed with single spaces, as the backend reads it", () => {
    expect(search("q=%20%20mountain%20%09%20bike%20")).toEqual({ q: "mountain bike" })
  })

  it("is too short below 3 characters, or when missing", () => {
    expect(search("q=bi")).toEqual({ q: "bi", problem: "tooShort" })
    expect(search("")).toEqual({ q: "", problem: "tooShort" })
  })

  it("is too long beyond the backend's limit, and never carries a control character", () => {
    expect(search(`q=${"a".repeat(SEARCH_MAX_LENGTH)}`).problem).toBeUndefined()
    expect(search(`q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`)).toEqual({ q: "a".repeat(SEARCH_MAX_LENGTH), problem: "tooLong" })
    expect(search("q=hel%00met")).toEqual({ q: "helmet", problem: "invalid" })
  })
})
