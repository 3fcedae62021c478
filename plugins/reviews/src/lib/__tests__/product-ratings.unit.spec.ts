import { starOf, summarize } from "../product-ratings"
import { AdminModerateProductReview, productIdsOf, StoreProductReview } from "../../api/validators"
import { messages } from "../../messages"

describe("a product's rating summary", () => {
  it("averages exactly and counts each review under its whole star (a half star with the one below)", () => {
    expect(summarize([5, 4.5, 4, 3.5, 0.5, 0])).toEqual({ average: 17.5 / 6, count: 6, distribution: { 5: 1, 4: 2, 3: 1, 2: 0, 1: 2 } })
    expect(summarize([])).toEqual({ average: null, count: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } })
    expect([0, 0.5, 1, 1.5, 4.5, 5].map(starOf)).toEqual(["1", "1", "1", "1", "4", "5"])
  })
})

describe("the product review bodies", () => {
  const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

  it("takes a half-star rating and a text", () => {
    expect(StoreProductReview.parse({ rating: "3.5", description: "  Good  " })).toEqual({ rating: 3.5, description: "Good" })
  })

  it.each([7, -1, 2.3, "x"])("refuses the rating %p", (rating) => {
    expect(issue(StoreProductReview.safeParse({ rating, description: "ok" }))).toBe(messages.ratingRange)
  })

  it("refuses a NUL byte, an over-long text and none", () => {
    expect(issue(StoreProductReview.safeParse({ rating: 4, description: "a\u0000b" }))).toBe(messages.nulCharacter("description"))
    expect(issue(StoreProductReview.safeParse({ rating: 4, description: "x".repeat(2_001) }))).toBe(messages.descriptionTooLong(2_000))
    expect(issue(StoreProductReview.safeParse({ rating: 4, description: " " }))).toBe(messages.descriptionRequired)
  })

  it("moderation: hidden and/or a reply, nothing else, not nothing", () => {
    expect(AdminModerateProductReview.parse({ hidden: true })).toEqual({ hidden: true })
    expect(AdminModerateProductReview.parse({ reply: "" })).toEqual({ reply: "" })
    expect(issue(AdminModerateProductReview.safeParse({}))).toBe(messages.moderationEmpty)
    expect(AdminModerateProductReview.safeParse({ hidden: "yes" }).success).toBe(false)
    expect(AdminModerateProductReview.safeParse({ rating: 5, hidden: true }).success).toBe(false)
    expect(issue(AdminModerateProductReview.safeParse({ reply: "a\u0000" }))).toBe(messages.nulCharacter("reply"))
  })

  it("the ratings' product list: prod_ ids, once each, 1 to 100", () => {
    expect(productIdsOf("prod_a, prod_b,prod_a")).toEqual(["prod_a", "prod_b"])
    expect(productIdsOf("")).toBeNull()
    expect(productIdsOf("prod_a,cus_b")).toBeNull()
    expect(productIdsOf(["prod_a"])).toBeNull()
    expect(productIdsOf(Array.from({ length: 101 }, (_, i) => `prod_${i}`).join(","))).toBeNull()
  })
})
