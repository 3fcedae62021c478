import { checkCode, CODE_MAX_TRIES, codeHash, isCodeShaped, localSpelling, newCode, newState, phoneNumberOf, stateKey } from "../code"

const SECRET = "s".repeat(32)
const KEY = stateKey("8801712345678", { purpose: "sign-in" })

describe("phone-otp codes", () => {
  it("reads every spelling of one number as one number, and refuses the rest", () => {
    expect(["01712345678", "+8801712345678", "8801712345678", "+880 1712-345678"].map(phoneNumberOf)).toEqual(Array(4).fill("8801712345678"))
    for (const bad of ["01212345678", "0171234567", "abc", "", "+911712345678", "0171234567\u00008", "0".repeat(1_000_000), 1712345678, null]) {
      expect(phoneNumberOf(bad)).toBeNull()
    }
    expect(localSpelling("8801712345678")).toBe("01712345678")
  })

  it("makes 6-digit codes and accepts only 6 ASCII digits", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^[0-9]{6}$/)
    expect(["123456", "000000"].every(isCodeShaped)).toBe(true)
    expect(["12345", "1234567", "12345a", "১২৩৪৫৬", 123456, "123456\u0000"].some(isCodeShaped)).toBe(false)
  })

  it("keeps only a hash bound to the secret, the number and the purpose", () => {
    const state = newState(SECRET, KEY, "123456", 0)
    expect(JSON.stringify(state)).not.toContain("123456")
    expect(codeHash("t".repeat(32), KEY, "123456")).not.toBe(state.hash)
    expect(codeHash(SECRET, stateKey("8801812345678", { purpose: "sign-in" }), "123456")).not.toBe(state.hash)
    expect(codeHash(SECRET, stateKey("8801712345678", { purpose: "add", holder: "authid_1" }), "123456")).not.toBe(state.hash)
  })

  it("accepts the right code within 5 minutes", () => {
    expect(checkCode(newState(SECRET, KEY, "123456", 0), SECRET, KEY, "123456", 299_999)).toEqual({ outcome: "accepted" })
  })

  it("refuses an expired code, a missing one and a made-up state", () => {
    expect(checkCode(newState(SECRET, KEY, "123456", 0), SECRET, KEY, "123456", 300_000)).toEqual({ outcome: "none" })
    expect(checkCode(null, SECRET, KEY, "123456", 0)).toEqual({ outcome: "none" })
    expect(checkCode({ hash: 1 }, SECRET, KEY, "123456", 0)).toEqual({ outcome: "none" })
  })

  it("spends one try per wrong code and drops the code after the fifth", () => {
    let state = newState(SECRET, KEY, "123456", 0)
    for (let i = 1; i < CODE_MAX_TRIES; i++) {
      const check = checkCode(state, SECRET, KEY, "654321", 60_000)
      if (check.outcome !== "wrong" || !check.keep) throw new Error(`try ${i}: ${JSON.stringify(check)}`)
      expect(check.keep.tries).toBe(i)
      expect(check.ttlSeconds).toBe(240)
      state = check.keep
    }
    expect(checkCode(state, SECRET, KEY, "654321", 60_000)).toEqual({ outcome: "wrong", keep: null, ttlSeconds: 240 })
    expect(checkCode({ ...state, tries: CODE_MAX_TRIES }, SECRET, KEY, "123456", 60_000)).toEqual({ outcome: "none" })
  })
})
