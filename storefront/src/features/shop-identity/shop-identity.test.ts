import { describe, expect, it } from "vitest"
import { addressIn, organizationJsonLd, phoneForReading, telHref, whatsappUrl, type ShopIdentity } from "./shop-identity"

export const IDENTITY: ShopIdentity = {
  phone: "+8801811223344",
  whatsapp: "+8801912345678",
  email: "sales@bangsal-cycles.com.bd",
  address_en: "12 Bangsal Road, Old Dhaka 1100",
  address_bn: "১২ বংশাল রোড, পুরান ঢাকা ১১০০",
  facebook_url: "https://www.facebook.com/bangsalcycles",
  trade_licence: "TRAD/DNCC/012345/2026",
  opening_hours_en: "Sat to Thu, 10 AM to 9 PM",
  opening_hours_bn: "শনি থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৯টা",
}
const UNSET = Object.fromEntries(Object.keys(IDENTITY).map((key) => [key, null])) as ShopIdentity

describe("the shop's identity on the storefront", () => {
  it("writes a stored number as people read and dial it", () => {
    expect(phoneForReading("+8801811223344")).toBe("+880 1811-223344")
    expect(telHref("+8801811223344")).toBe("tel:+8801811223344")
  })

  it("opens a WhatsApp chat with the number as digits and the message encoded, Bangla included", () => {
    const url = whatsappUrl("+8801912345678", "হ্যালো Chaka: https://chaka.shop/bn/products/prod_1?x=1&y=2")
    expect(url.startsWith("https://wa.me/8801912345678?text=")).toBe(true)
    expect(decodeURIComponent(new URL(url).search.slice("?text=".length))).toBe("হ্যালো Chaka: https://chaka.shop/bn/products/prod_1?x=1&y=2")
  })

  it("gives the address in the page's language, the English where there is no Bangla", () => {
    expect(addressIn(IDENTITY, "bn")).toBe(IDENTITY.address_bn)
    expect(addressIn(IDENTITY, "en")).toBe(IDENTITY.address_en)
    expect(addressIn({ ...IDENTITY, address_bn: null }, "bn")).toBe(IDENTITY.address_en)
  })

  it("describes the shop as an OnlineStore with phone, email, address, hours and its Facebook page", () => {
    expect(organizationJsonLd(IDENTITY, { name: "Chaka", url: "https://chaka.shop/bn" }, "bn")).toEqual({
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      name: "Chaka",
      url: "https://chaka.shop/bn",
      telephone: "+8801811223344",
      email: "sales@bangsal-cycles.com.bd",
      address: { "@type": "PostalAddress", streetAddress: IDENTITY.address_bn, addressCountry: "BD" },
      openingHours: "Sa-Th 10:00-21:00",
      sameAs: ["https://www.facebook.com/bangsalcycles"],
    })
  })

  it("says nothing the owner has not set", () => {
    expect(organizationJsonLd(UNSET, { name: "Chaka", url: "https://chaka.shop/" }, "en")).toEqual({
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      name: "Chaka",
      url: "https://chaka.shop/",
    })
    expect(organizationJsonLd(null, { name: "Chaka", url: "https://chaka.shop/" }, "en")).not.toHaveProperty("telephone")
  })
})
