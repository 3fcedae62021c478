import { MedusaError } from "@medusajs/framework/utils"
import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../messages"
import { checkReviewAuthorStep, type CheckReviewAuthorInput } from "../steps/check-review-author"

/** The author rule as createReviewWorkflow runs it, alone (no database: the step reads nothing). */
const checkAuthor = createWorkflow("test-check-review-author", (input: CheckReviewAuthorInput) => {
  checkReviewAuthorStep(input)
  return new WorkflowResponse("written")
})

const run = async (input: CheckReviewAuthorInput) => {
  const { result, errors } = await checkAuthor().run({ input, throwOnError: false })
  return errors.length ? (errors[0].error as MedusaError) : result
}

describe("who a review may be written as", () => {
  it("lets a signed-in customer write as themself, named or not", async () => {
    expect(await run({ customer_id: "cus_1" })).toBe("written")
    expect(await run({ customer_id: "cus_1", named_author_ids: ["cus_1", "cus_1"] })).toBe("written")
    // An id not sent is none: a workflow input may carry it as null.
    expect(await run({ customer_id: "cus_1", named_author_ids: [undefined, null] })).toBe("written")
  })

  it.each([[["cus_2"]], [["cus_1", "cus_2"]], [[undefined, "cus_2"]], [[""]]])("refuses a review naming %p as its author with 403", async (named) => {
    const error = await run({ customer_id: "cus_1", named_author_ids: named })
    expect(error).toMatchObject({ type: MedusaError.Types.FORBIDDEN, message: messages.notYourself })
  })
})
