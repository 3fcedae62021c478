import { smsNumber } from "../sms-number"

describe("smsNumber", () => {
  it.each([
    ["01712345678", "8801712345678"],
    ["+8801712345678", "8801712345678"],
    ["8801712345678", "8801712345678"],
    ["017-1234 5678", "8801712345678"],
    ["+880 1912-345678", "8801912345678"],
    ["01312345678", "8801312345678"],
  ])("writes %s as %s", (given, expected) => {
    expect(smsNumber(given)).toBe(expected)
  })

  it.each([
    "",
    null,
    undefined,
    "0171234567", // one digit short
    "017123456789", // one too many
    "01212345678", // no operator uses 012
    "029876543", // a Dhaka landline
    "+447911123456", // not Bangladesh
    "01712345678; rm -rf",
    "০১৭১২৩৪৫৬৭৮", // Bangla digits are not sent as they are
  ])("refuses %p", (given) => {
    expect(smsNumber(given as string | null | undefined)).toBeNull()
  })
})
