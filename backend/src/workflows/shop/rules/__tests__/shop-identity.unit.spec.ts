import { messages } from "../../../../lib/messages"
import { BANGLA } from "../../../../lib/languages/locale"
import { shopPolicyValues } from "../../../policies/rules/shop-policy-values"
import { changedShopIdentity, contactLine, EMPTY_SHOP_IDENTITY, facebookPage, phoneForReading, shopIdentityFrom, shopPhone } from "../shop-identity"

describe("the shop's identity as the owner sets it", () => {
  it.each([
    ["01712-345678", "+8801712345678"],
    ["+880 1712 345678", "+8801712345678"],
    ["8801712345678", "+8801712345678"],
    ["(017) 12.345.678", "+8801712345678"],
    ["০১৭১২৩৪৫৬৭৮", "+8801712345678"],
    ["+৮৮০ ১৮১১-২২৩৩৪৪", "+8801811223344"],
  ])("writes the mobile %j in one spelling", (typed, saved) => {
    expect(shopPhone(typed)).toBe(saved)
  })

  it.each(["12345", "+1 415 555 0100", "01212345678", "02-9123456", "017123456789", "phone"])("refuses %j as a Bangladeshi mobile", (typed) => {
    expect(shopPhone(typed)).toBeNull()
  })

  it("reads a stored number as people write it", () => {
    expect(phoneForReading("+8801811223344")).toBe("+880 1811-223344")
  })

  it.each([
    ["https://www.facebook.com/bangsalcycles", "https://www.facebook.com/bangsalcycles"],
    ["https://m.facebook.com/bangsalcycles/", "https://www.facebook.com/bangsalcycles"],
    ["https://facebook.com/profile.php?id=100012345", "https://www.facebook.com/profile.php?id=100012345"],
  ])("takes the Facebook page %j as %j", (typed, saved) => {
    expect(facebookPage(typed)).toBe(saved)
  })

  it.each([
    "http://www.facebook.com/bangsal",
    "https://www.facebook.com/",
    "https://facebook.com.evil.example/bangsal",
    "https://evil.example/facebook.com/x",
    "https://user:pass@www.facebook.com/bangsal",
    "javascript:alert(1)",
    "facebook.com/bangsal",
  ])("refuses %j as the shop's Facebook page", (typed) => {
    expect(facebookPage(typed)).toBeNull()
  })

  it("keeps fields not sent, clears empty ones, and puts text on one line", () => {
    const current = { ...EMPTY_SHOP_IDENTITY, phone: "+8801712345678", trade_licence: "TRAD/1" }
    expect(changedShopIdentity(current, { email: " Sales@Shop.COM.bd ", address_en: "12 Road,\n  Dhaka", trade_licence: "" })).toEqual({
      ...current,
      email: "sales@shop.com.bd",
      address_en: "12 Road, Dhaka",
      trade_licence: null,
    })
  })

  it("answers the first problem with the catalogue's message", () => {
    expect(changedShopIdentity(EMPTY_SHOP_IDENTITY, { whatsapp: "123" })).toEqual({ problem: messages.shopIdentityPhone("whatsapp") })
    expect(changedShopIdentity(EMPTY_SHOP_IDENTITY, { email: "a@b" })).toEqual({ problem: messages.shopIdentityEmail })
    expect(changedShopIdentity(EMPTY_SHOP_IDENTITY, { facebook_url: "http://facebook.com/x" })).toEqual({ problem: messages.shopIdentityFacebook })
    expect(changedShopIdentity(EMPTY_SHOP_IDENTITY, { trade_licence: "x".repeat(61) })).toEqual({ problem: messages.shopIdentityText("trade_licence", 60) })
    expect(changedShopIdentity(EMPTY_SHOP_IDENTITY, { address_bn: "ঢাকা\u0007" })).toEqual({ problem: messages.shopIdentityText("address_bn", 300) })
  })

  it("reads a field stored broken as not set", () => {
    expect(shopIdentityFrom({ shop_identity: { phone: 42, email: "a@b.bd" } })).toEqual({ ...EMPTY_SHOP_IDENTITY, email: "a@b.bd" })
    expect(shopIdentityFrom(null)).toEqual(EMPTY_SHOP_IDENTITY)
  })

  it("gives the emails' contact line and the policy placeholders in the page's language", () => {
    const identity = { ...EMPTY_SHOP_IDENTITY, phone: "+8801811223344", email: "hi@shop.bd", address_en: "Old Dhaka", address_bn: "পুরান ঢাকা" }
    expect(contactLine(identity)).toBe("+880 1811-223344 · hi@shop.bd")
    expect(shopPolicyValues(identity, false, undefined)).toMatchObject({
      shop_phone: "+880 1811-223344",
      shop_address: "Old Dhaka",
      payment_methods: "cash on delivery",
    })
    expect(shopPolicyValues(identity, true, BANGLA)).toMatchObject({ shop_address: "পুরান ঢাকা", payment_methods: "ক্যাশ অন ডেলিভারি বা বিকাশ" })
    expect(shopPolicyValues(EMPTY_SHOP_IDENTITY, false, undefined).shop_phone).toBe("the contacts at the foot of this page")
  })
})
