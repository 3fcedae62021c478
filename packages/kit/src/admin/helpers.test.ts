import { describe, expect, it } from "vitest"
import { errorMessage } from "./error-message"
import { formatDate } from "./format-date"
import { queryKeysFactory } from "./query-key-factory"

describe("queryKeysFactory", () => {
  const reviews = queryKeysFactory<"reviews", { offset: number }>("reviews")

  it("builds keys from generic to specific, so refetching a level refetches everything below it", () => {
    expect(reviews.all).toEqual(["reviews"])
    expect(reviews.lists()).toEqual(["reviews", "list"])
    expect(reviews.list({ offset: 20 })).toEqual(["reviews", "list", { query: { offset: 20 } }])
    expect(reviews.details()).toEqual(["reviews", "detail"])
    expect(reviews.detail("rev_1")).toEqual(["reviews", "detail", "rev_1"])
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part)
    expect(startsWith(reviews.list({ offset: 20 }), reviews.lists())).toBe(true)
    expect(startsWith(reviews.detail("rev_1"), reviews.all)).toBe(true)
    expect(startsWith(reviews.detail("rev_1"), reviews.lists())).toBe(false)
  })

  it("keeps each plugin's keys apart", () => {
    expect(queryKeysFactory("news").lists()).not.toEqual(reviews.lists())
  })
})

describe("errorMessage", () => {
  const messages = { unexpectedError: "Something went wrong" }

  it("shows the server's message, as the js-sdk throws it", () => {
    expect(errorMessage(new Error("title is required"), messages)).toBe("title is required")
  })

  it.each([new Error(""), "boom", undefined, { message: "not an Error" }])("shows the plugin's generic text for %p", (error) => {
    expect(errorMessage(error, messages)).toBe("Something went wrong")
  })
})

describe("formatDate", () => {
  it("shows a date with its day, month and year", () => {
    const shown = formatDate("2026-03-12T10:00:00.000Z")
    expect(shown).toMatch(/2026/)
    expect(shown).toMatch(/12/)
    expect(shown).toBe(new Date("2026-03-12T10:00:00.000Z").toLocaleDateString(undefined, { dateStyle: "medium" }))
  })

  it.each([null, undefined, "", "not a date"])("shows nothing for %p", (value) => {
    expect(formatDate(value)).toBe("")
  })
})
