import { REVIEW_LIMITS } from "../../limits"
import { messages } from "../../messages"
import { StoreCreateReview } from "../validators"

/** What a shopper reads when the review is refused (validateBody answers the first issue's), or the review as taken. */
const answer = (body: unknown) => {
  const result = StoreCreateReview.safeParse(body)
  return result.success ? result.data : result.error.issues[0].message
}

describe("a review's rating (POST /store/reviews)", () => {
  it.each([0, 0.5, 1, 2.5, 4.5, 5])("takes %p stars", (rating) => {
    expect(answer({ description: "Good shop", rating })).toEqual({ description: "Good shop", rating })
  })

  it("takes a rating sent as text by a form, as its number", () => {
    expect(answer({ description: "Good shop", rating: " 3.5 " })).toEqual({ description: "Good shop", rating: 3.5 })
  })

  it.each([5.5, -0.5, 4.3, 0.25, 6, Number.NaN, Number.POSITIVE_INFINITY, "four", "", true, [4], null])("refuses %p, saying 0 to 5 in half steps", (rating) => {
    expect(answer({ description: "Good shop", rating })).toBe(messages.ratingRange)
  })

  it("asks for a rating that is missing", () => {
    expect(answer({ description: "Good shop" })).toBe(messages.ratingRequired)
  })
})

describe("a review's text and author", () => {
  it("takes the text trimmed, up to its limit, and asks for it when blank", () => {
    expect(answer({ description: "  Fast delivery  ", rating: 5 })).toEqual({ description: "Fast delivery", rating: 5 })
    expect(answer({ description: "d".repeat(REVIEW_LIMITS.text), rating: 5 })).toMatchObject({ rating: 5 })
    expect(answer({ description: "d".repeat(REVIEW_LIMITS.text + 1), rating: 5 })).toBe("description must be at most 2000 characters")
    expect(answer({ description: "   ", rating: 5 })).toBe(messages.descriptionRequired)
    expect(answer({ rating: 5 })).toBe(messages.descriptionRequired)
    expect(answer({ description: "Good\0", rating: 5 })).toBe(messages.nulCharacter("description"))
  })

  it("takes an author id the original shop sent, within its limit", () => {
    expect(answer({ description: "Good", rating: 4, user_id: "cus_1", customer_id: "cus_1" })).toMatchObject({ user_id: "cus_1", customer_id: "cus_1" })
    expect(answer({ description: "Good", rating: 4, user_id: "c".repeat(101) })).toBe("user_id must be at most 100 characters")
    expect(answer({ description: "Good", rating: 4, customer_id: "cus\0" })).toBe(messages.nulCharacter("customer_id"))
  })
})
