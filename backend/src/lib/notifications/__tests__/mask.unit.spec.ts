import { maskRecipient } from "../mask"

describe("maskRecipient", () => {
  it("keeps an email's first letter and its domain", () => {
    expect(maskRecipient("kamal@example.com", "email")).toBe("k***@example.com")
    expect(maskRecipient("a@b.co", "email")).toBe("a***@b.co")
  })

  it("keeps a phone number's first and last four digits", () => {
    expect(maskRecipient("8801712346789", "sms")).toBe("8801*****6789")
  })

  it("shows nothing of what it cannot read", () => {
    expect(maskRecipient("@example.com", "email")).toBe("***")
    expect(maskRecipient("12345", "sms")).toBe("***")
  })
})
