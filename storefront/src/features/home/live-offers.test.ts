import { describe, expect, it } from "vitest"
import { liveOffers, offerHref } from "./live-offers"

const now = Date.parse("2026-12-05T12:00:00Z")

describe("liveOffers", () => {
  it("keeps plain links and cards whose campaign runs past now; drops a card past its end (a kept page)", () => {
    const offers = [
      { id: "offer_plain", name: "Kids' bikes", url: "/shop/Kids", kind: null, live_until: null },
      { id: "offer_open", name: "Free helmet", url: "/shop", kind: "promotion" as const, live_until: null },
      { id: "offer_running", name: "Eid sale", url: "/shop", kind: "price_list" as const, live_until: "2026-12-31T00:00:00Z" },
      { id: "offer_ended", name: "Old sale", url: "/shop", kind: "price_list" as const, live_until: "2026-12-05T11:59:59Z" },
      { id: "offer_ends_now", name: "Last second", url: "/shop", kind: "promotion" as const, live_until: "2026-12-05T12:00:00Z" },
    ]
    expect(liveOffers(offers, now).map((offer) => offer.id)).toEqual(["offer_plain", "offer_open", "offer_running"])
  })

  it("an answer without the fields (an older backend) keeps every card", () => {
    expect(liveOffers([{ id: "offer_1", name: "Sale", url: "/shop" }], now)).toHaveLength(1)
  })
})

describe("offerHref", () => {
  it("a card advertising a promotion or a price list opens its products' page; a plain card its own link", () => {
    expect(offerHref({ id: "offer_1", name: "E-bikes", url: "/shop/Electric", kind: "promotion" })).toBe("/offers/offer_1")
    expect(offerHref({ id: "offer 2", name: "Sale", url: "/shop", kind: "price_list" })).toBe("/offers/offer%202")
    expect(offerHref({ id: "offer_3", name: "Kids", url: "/shop/Kids", kind: null })).toBe("/shop/Kids")
    expect(offerHref({ id: "offer_4", name: "Blog", url: "https://example.com/ride" })).toBe("https://example.com/ride")
  })
})
