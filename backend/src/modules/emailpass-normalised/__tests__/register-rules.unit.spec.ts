import { messages } from "../../../lib/messages"
import { firstProblem, MIN_PASSWORD_LENGTH, NewPassword, Register } from "../register-rules"

describe("firstProblem", () => {
  it("gives the first broken rule's message of the schema, or null", () => {
    expect(firstProblem(Register, undefined)).toBe(messages.emailRequired)
    expect(firstProblem(Register, { email: "a@example.com", password: "short" })).toBe(messages.passwordTooShort(MIN_PASSWORD_LENGTH))
    expect(firstProblem(Register, { email: "a@example.com", password: "long-enough" })).toBeNull()
    expect(firstProblem(NewPassword, { password: "" })).toBe(messages.passwordRequired)
    expect(firstProblem(NewPassword, { password: "long-enough", entity_id: "a@example.com" })).toBeNull()
  })
})
