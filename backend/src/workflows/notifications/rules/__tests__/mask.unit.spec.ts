import { maskRecipient } from "../mask"

describe("maskRecipient", () => {
  it("keeps an email's first letter and domain", () => {
    expect(maskRecipient("karim@example.com")).toBe("k***@example.com")
    expect(maskRecipient("k@example.com")).toBe("k***@example.com")
    expect(maskRecipient(" Karim.Rahman+shop@mail.example.com.bd ")).toBe("K***@mail.example.com.bd")
  })

  it("keeps a phone's country and operator prefix and its last four digits", () => {
    expect(maskRecipient("8801712346789")).toBe("8801*****6789")
    expect(maskRecipient("+8801712346789")).toBe("8801*****6789")
  })

  it("shows nothing of what is too short to hide", () => {
    expect(maskRecipient("12345")).toBe("***")
    expect(maskRecipient("")).toBe("***")
    expect(maskRecipient("@example.com")).toBe("***")
  })
})
